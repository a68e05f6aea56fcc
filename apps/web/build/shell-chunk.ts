import path from 'node:path';
import type { Plugin } from 'vite';
import { FRAME_NAMESPACES } from '../src/i18n/namespaces.ts';

const src = path.join(import.meta.dirname, '../src');
const appRoot = path.join(import.meta.dirname, '../../..');
const publicEntry = path.join(src, 'public-main.ts');
const panelEntry = path.join(src, 'main.tsx');
/** The home page's own code: an entry of the build (vite.config.ts), kept out of the shell file. */
const homeFeature = path.join(src, 'features/home') + path.sep;

type Group = { name: string; test: (id: string) => boolean; tags?: ['$initial']; priority: number };

/**
 * The app modules the panel's entry and its first page need (issue 17) as one file, `shell`: shared
 * with lazily loaded pages, they were some thirty small files of their own, each compressed on its
 * own and each a request. The few modules the public pages' entry shares with the panel (cookies, stored keys, the
 * service worker's registration, Vite's preload helper, styles) form a small file of their own, so
 * the landing page never loads the panel's code. The entries stay apart: the panel's entry mounts
 * the app when it runs, and the public entry loads app-entry.tsx (in `shell`) to take a page over.
 */
export function shellChunks() {
  const publicModules = new Set<string>();
  const panelModules = new Set<string>();
  const plugin: Plugin = {
    name: 'booster-shell-chunks',
    apply: 'build',
    buildEnd() {
      const reach = (entry: string, into: Set<string>) => {
        const stack = [entry];
        while (stack.length) {
          const id = stack.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      reach(publicEntry, publicModules);
      reach(panelEntry, panelModules);
    },
  };
  const isAppCode = (id: string) =>
    id.startsWith(appRoot) &&
    /\.(tsx?|json)$/.test(id) &&
    !id.includes('node_modules') &&
    id !== panelEntry &&
    id !== publicEntry &&
    !id.startsWith(homeFeature);
  const frameTexts = (lng: string) =>
    new RegExp(`[\\\\/]i18n[\\\\/]${lng}[\\\\/](${FRAME_NAMESPACES.join('|')})\\.json$`);
  return {
    plugin,
    groups: [
      // The frame's texts (common, errors, routes, shell) of a language as one file: every panel page
      // and the public group load all four, which as four files gzipped 0.7 KB larger (issue 17).
      ...['id', 'en'].map((lng) => ({
        name: `frame-${lng}`,
        test: (id: string) => frameTexts(lng).test(id),
        priority: 2,
      })),
      {
        name: 'public-shared',
        // Styles count too: as modules they would otherwise pull the shell file into the public entry.
        test: (id) => id !== publicEntry && publicModules.has(id) && panelModules.has(id),
        priority: 2,
      },
      // With `$initial`: only what the panel's entry still imports after tree-shaking.
      {
        name: 'shell',
        test: (id) => isAppCode(id) && !publicModules.has(id),
        tags: ['$initial'],
        priority: 1,
      },
    ] satisfies Group[],
  };
}
