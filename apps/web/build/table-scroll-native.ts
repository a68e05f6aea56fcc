import type { Plugin } from 'vite';

const SCROLL_CONTAINER = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;

/** What changes in Mantine's TableScrollContainer: each must be found, so an upgrade that moves them fails the build. */
const EDITS: [from: string, to: string][] = [
  ['import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";\n', ''],
  ['const defaultProps = { type: "scrollarea" };', 'const defaultProps = { type: "native" };'],
  ['type === "native" ? "auto" : void 0', '"auto"'],
  ['component: type === "scrollarea" ? ScrollArea : "div"', 'component: "div"'],
  ['...type === "scrollarea" ? maxHeight ?', '...false ? maxHeight ?'],
];

/**
 * Mantine's `Table` names `Table.ScrollContainer`, whose default kind is Mantine's ScrollArea, so every
 * table put ScrollArea (4.6 KB gzip) on the panel's first load (issue 17) whether it scrolled with it or
 * not. Here the container always scrolls the browser's own way (Mantine's `type="native"`: a box with
 * `overflow-x: auto`, the table at its minimum width inside), and ScrollArea comes only with what draws
 * one (dialogs, drawers, dropdowns).
 */
export function tableScrollNative(): Plugin {
  return {
    name: 'booster-table-scroll-native',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SCROLL_CONTAINER.test(id)) return null;
      let next = code;
      for (const [from, to] of EDITS) {
        if (!next.includes(from))
          throw new Error(`table-scroll-native: Mantine's TableScrollContainer has no ${from}`);
        next = next.replace(from, to);
      }
      return { code: next, map: null };
    },
  };
}
