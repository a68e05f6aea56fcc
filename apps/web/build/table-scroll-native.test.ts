import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { tableScrollNative } from './table-scroll-native.ts';

const require = createRequire(import.meta.url);
const container = require
  .resolve('@mantine/core')
  .replace(/cjs[\\/]index\.cjs$|esm[\\/]index\.mjs$/, 'esm/components/Table/TableScrollContainer.mjs');

type Transform = (code: string, id: string) => { code: string } | null;

describe('tableScrollNative', () => {
  const transform = tableScrollNative().transform as Transform;

  it("makes Mantine's TableScrollContainer a native scrolling box that does not import ScrollArea", () => {
    const code = transform(readFileSync(container, 'utf8'), container)?.code ?? '';
    expect(code).not.toContain('ScrollArea');
    expect(code).toContain('const defaultProps = { type: "native" };');
    expect(code).toContain('"--table-overflow": "auto"');
    expect(code).toContain('component: "div"');
  });

  it('leaves every other module alone and fails the build when Mantine changes the container', () => {
    expect(transform('export {}', container.replace('TableScrollContainer', 'Table'))).toBeNull();
    expect(() => transform('export {}', container)).toThrow(/TableScrollContainer has no/);
  });
});
