import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiSideEffects } from './ui-side-effects.ts';

const src = path.join(import.meta.dirname, '../src');
type Transform = (code: string, id: string) => { code: string; moduleSideEffects?: boolean } | null;

describe('uiSideEffects', () => {
  const transform = uiSideEffects().transform as Transform;

  it('marks the shared components of src/ui free of side effects, code unchanged', () => {
    expect(transform('export const a = 1;', path.join(src, 'ui/paged-table.tsx'))).toEqual({
      code: 'export const a = 1;',
      map: null,
      moduleSideEffects: false,
    });
  });

  it('leaves the rest of the app and the tests alone', () => {
    expect(transform('x', path.join(src, 'lib/api-errors.ts'))).toBeNull();
    expect(transform('x', path.join(src, 'app/modals-queue.ts'))).toBeNull();
    expect(transform('x', path.join(src, 'ui/paged-table.test.tsx'))).toBeNull();
  });
});
