import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FULL_WIDTH_CLASS, toastsScrollClass } from './toasts-scroll-class.ts';

const require = createRequire(import.meta.url);
const notifications = require
  .resolve('@mantine/notifications')
  .replace(/cjs[\\/]index\.cjs$/, 'esm/Notifications.mjs');

type Transform = (this: { error: (m: string) => never }, code: string, id: string) => { code: string } | null;
const transform = toastsScrollClass().transform as Transform;
const context = {
  error: (m: string): never => {
    throw new Error(m);
  },
};

describe('toastsScrollClass', () => {
  it("writes react-remove-scroll's full-width class into the toasts container and drops the import", () => {
    const { fullWidthClassName } = require('react-remove-scroll-bar/constants');
    expect(FULL_WIDTH_CLASS).toBe(fullWidthClassName);
    const out = transform.call(context, readFileSync(notifications, 'utf8'), notifications);
    expect(out?.code).not.toMatch(/\bRemoveScroll\b/);
    expect(out?.code).toContain(`className: ${JSON.stringify(FULL_WIDTH_CLASS)}`);
  });

  it('leaves other modules alone and fails the build when the container changes shape', () => {
    expect(transform.call(context, 'RemoveScroll.classNames.fullWidth', '/x/other.mjs')).toBeNull();
    expect(() => transform.call(context, 'export const x = 1;', notifications)).toThrow(/no longer applies/);
  });
});
