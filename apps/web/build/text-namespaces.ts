import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FRAME_NAMESPACES } from '../src/i18n/namespaces.ts';

const src = path.join(import.meta.dirname, '../src');
const setupModule = path.join(src, 'i18n/setup.ts');

/** The contracts' message catalogues, loaded like a text file (src/i18n/texts.ts). */
const CATALOGUES = ['validation', 'itemFailure', 'listing'];

/**
 * The namespaces a module loads itself: every text file and catalogue except the frame's, which every
 * page has before it draws (the app entry loads them, or the public group that holds them).
 */
export const APP_NAMESPACES = [
  ...readdirSync(path.join(src, 'i18n/id'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, '')),
  ...CATALOGUES,
].filter((ns) => !(FRAME_NAMESPACES as readonly string[]).includes(ns));

/** Every way a module names a namespace: `useTranslation`, `getFixedT`, `{ ns }`, `t('ns:…')`, `runtimeKey<'ns'>`. */
const NAMING = [
  /useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g,
  /getFixedT\([^,()]*,\s*('[^']*')/g,
  /\bns:\s*('[^']*')/g,
  /\bt\(\s*'([A-Za-z]+):/g,
  /runtimeKey<('[^']*')>/g,
];

/** The namespaces (other than the frame's) a module's source speaks from, sorted. */
export function appNamespacesOf(code: string): string[] {
  const named = new Set<string>();
  for (const pattern of NAMING)
    for (const match of code.matchAll(pattern))
      for (const name of match[1].matchAll(/[A-Za-z]+/g)) named.add(name[0]);
  return APP_NAMESPACES.filter((ns) => named.has(ns)).sort();
}

/** A module whose texts show only now and then (the impersonation bar) says so, and loads them as it renders. */
export const TEXTS_ON_RENDER = '@texts-on-render';

/**
 * The panel's texts load with the code that shows them (issue 17): a module of the app that speaks from a
 * panel namespace starts loading those texts (interface language) as soon as it runs, that is as its chunk
 * arrives with a page, a layout or a lazily loaded dialog, so the panel's first page loads its own
 * namespaces instead of all of them. A component that renders before they are here waits (react-i18next
 * suspends; the router keeps the previous screen meanwhile). Not a top-level `await`: that made the bundler
 * split the public pages' small entry into six files. On a public page the app entry loads the public
 * group first, and a public namespace then comes from it.
 */
export function textNamespaces(): Plugin {
  return {
    name: 'booster-text-namespaces',
    apply: 'build',
    // Before the TypeScript transform, which writes every string in double quotes the patterns do not read.
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(src) || id.startsWith(path.join(src, 'i18n')) || !/\.tsx?$/.test(id)) return null;
      if (code.includes(TEXTS_ON_RENDER)) return null;
      const namespaces = appNamespacesOf(code);
      if (!namespaces.length) return null;
      const load = `import { loadNamespaces as __loadNamespaces } from ${JSON.stringify(setupModule)};\nvoid __loadNamespaces(${JSON.stringify(namespaces)});\n`;
      return { code: load + code, map: null };
    },
  };
}
