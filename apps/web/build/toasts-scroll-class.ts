import type { Plugin } from 'vite';

const NOTIFICATIONS = /@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.mjs$/;
const USE = 'RemoveScroll.classNames.fullWidth';
const IMPORTED = /(import\s*\{[^}]*?)\bRemoveScroll,\s*([^}]*\}\s*from\s*"@mantine\/core")/;

/** react-remove-scroll-bar's `fullWidthClassName` (build/toasts-scroll-class.test.ts checks it). */
export const FULL_WIDTH_CLASS = 'width-before-scroll-bar';

/**
 * Mantine's toasts container (@mantine/notifications, loaded with the first toast) takes one class name
 * from react-remove-scroll, `RemoveScroll.classNames.fullWidth`, which brought the whole scroll lock
 * (about 4 KB gzip, the dialogs' and drawers') with every first toast (issue 17). Here the container gets
 * the class name itself; the scroll lock loads with the first dialog or drawer. Should the container's
 * code change shape, the build fails here rather than ship it unchanged.
 */
export function toastsScrollClass(): Plugin {
  return {
    name: 'booster-toasts-scroll-class',
    apply: 'build',
    transform(code, id) {
      if (!NOTIFICATIONS.test(id)) return null;
      if (!IMPORTED.test(code) || !code.includes(USE))
        this.error('@mantine/notifications changed: build/toasts-scroll-class.ts no longer applies');
      const out = code.replace(IMPORTED, '$1$2').replaceAll(USE, JSON.stringify(FULL_WIDTH_CLASS));
      if (/\bRemoveScroll\b/.test(out))
        this.error(
          '@mantine/notifications uses more of RemoveScroll: build/toasts-scroll-class.ts no longer applies',
        );
      return { code: out, map: null };
    },
  };
}
