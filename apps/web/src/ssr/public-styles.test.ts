import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicPageOf, renderPublicPage } from './render-public.tsx';

const PATHS = [
  '/',
  '/optimasi-shopee',
  '/pricing',
  '/privacy-policy',
  '/affiliate',
  '/login',
  '/login/admin',
  '/register',
  '/reset-password/request',
];
const mantineStyles = new URL('../../../../node_modules/@mantine/core/styles/', import.meta.url);
const publicEntry = readFileSync(new URL('../public-main.ts', import.meta.url), 'utf8');
const imported = [...publicEntry.matchAll(/import '@mantine\/core\/styles\/([\w-]+\.layer\.css)';/g)].map(
  (m) => m[1],
);

describe('the public entry brings the styles of every component the server draws (decision 010)', () => {
  it('has a stylesheet for every Mantine class on the public pages', () => {
    const css = imported.map((file) => readFileSync(new URL(file, mantineStyles), 'utf8')).join('\n');
    const missing = new Set<string>();
    for (const path of PATHS) {
      expect(publicPageOf(path)).not.toBeNull();
      for (const lang of ['id', 'en'] as const) {
        const html = renderPublicPage(path, lang, [])?.html ?? '';
        for (const cls of html.match(/\bm_[0-9a-f]{8}\b/g) ?? [])
          if (!css.includes(`.${cls}`)) missing.add(cls);
      }
    }
    expect([...missing]).toEqual([]);
    expect(imported.slice(0, 3)).toEqual([
      'baseline.layer.css',
      'default-css-variables.layer.css',
      'global.layer.css',
    ]);
  });
});
