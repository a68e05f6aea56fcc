import path from 'node:path';
import type { Plugin } from 'vite';

const ui = path.join(import.meta.dirname, '../src/ui') + path.sep;

/**
 * The shared components of `src/ui/` do nothing when imported but define what they export (the texts
 * each loads as it runs, `build/text-namespaces.ts`, matter only to a component that is shown). Marked
 * free of side effects, a module that imports a few of them through the `ui/index.ts` barrel gets
 * those few, not every one the barrel names (issue 17): without it the panel's entry, through
 * `lib/api-errors.ts`, and every page that imports the barrel carried the bar chart, the table's
 * selection column and the rest.
 */
export function uiSideEffects(): Plugin {
  return {
    name: 'booster-ui-side-effects',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(ui) || !/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
