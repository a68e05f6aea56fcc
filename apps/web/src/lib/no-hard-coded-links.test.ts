import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The web's source root (apps/web/src). */
const SRC = join(import.meta.dirname, '..');
/** The only file that may spell an in-app link. */
const LINK_BUILDER = 'lib/paths.ts';

/** String literals (quotes or backticks) that start an in-app link: '/panel/…' or '/admin/…'. */
const LINK_LITERAL = /['"`]\/(?:panel|admin)\/[^'"`]*/g;

function hardCodedLinks(source: string): string[] {
  return [...source.matchAll(LINK_LITERAL)].map((m) => m[0].slice(1));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('in-app links', () => {
  it('recognises a hard-coded panel or admin link in any quoting', () => {
    const sample = [
      `navigate('/panel/home');`,
      `<Link to="/admin/dashboard" />`,
      'const to = `/panel/order/monitor`;',
      `const prefix = '/panel'; goTo(paths.panel.home());`,
    ].join('\n');
    expect(hardCodedLinks(sample)).toEqual(['/panel/home', '/admin/dashboard', '/panel/order/monitor']);
  });

  it('are built only by lib/paths.ts: no other web file spells /panel/… or /admin/…', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => ({ file: relative(SRC, file), links: hardCodedLinks(readFileSync(file, 'utf8')) }))
      .filter(({ file, links }) => file !== LINK_BUILDER && links.length > 0)
      .map(({ file, links }) => `${file}: ${links.join(', ')}`);
    expect(offenders).toEqual([]);
    expect(hardCodedLinks(readFileSync(join(SRC, LINK_BUILDER), 'utf8')).length).toBeGreaterThan(50);
  });
});
