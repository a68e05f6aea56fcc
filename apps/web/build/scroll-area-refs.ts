import type { Plugin } from 'vite';

const VIRTUAL = '\0booster:scroll-area-merge-refs';
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea (in the panel shell through the tables, Modal and Drawer) takes one hook from
 * Floating UI, `useMergeRefs`. Floating UI is one module, so that one import put all of it that the
 * popovers, tooltips and menus use (about 12 KB gzip, issue 17) into the shell's vendor file. Here
 * ScrollArea gets the same hook from @mantine/hooks (`useMergedRef`, the same ref merging with React
 * 19 cleanups), and Floating UI loads with the first popover, tooltip or menu. Should ScrollArea ever
 * import another name from Floating UI, the build fails on the missing export.
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'booster-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return VIRTUAL;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        "/** Floating UI's `useMergeRefs(refs)` signature over Mantine's `useMergedRef(...refs)`. */",
        'export const useMergeRefs = (refs) => useMergedRef(...refs);',
      ].join('\n');
    },
  };
}
