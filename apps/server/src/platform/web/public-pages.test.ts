import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// A web build with a stand-in renderer: it echoes what the server hands it (the URL, the language
// and the API answers), so these tests check the server's part of decision 010.
const build = mkdtempSync(join(tmpdir(), 'booster-web-'));
const webDist = join(build, 'dist');
mkdirSync(join(build, 'dist-ssr'), { recursive: true });
mkdirSync(webDist);
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><title>Booster Panel</title><div id="root"></div>',
);
writeFileSync(
  join(webDist, 'public.html'),
  '<!doctype html><html lang="id" data-mantine-color-scheme="light"><title>Booster Panel</title><div id="root"></div><script src="/assets/public.js"></script></html>',
);
writeFileSync(
  join(build, 'dist-ssr', 'render-public.js'),
  `const pages = { '/pricing': { data: [{ key: ['packages', 'list'], url: '/api/guest/packages' }] } };
export function publicPageOf(pathname) { return pages[pathname] ?? null; }
export function renderPublicPage(url, lang, data) {
  return { lang, title: 'Harga & paket · Booster Panel', html: '<h1>' + url + ' $& ' + JSON.stringify(data) + '</h1>' };
}`,
);
afterAll(() => rmSync(build, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST: webDist } });

describe('server-drawn public pages', () => {
  it('draws a public page into public.html with the API answers it shows', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Harga &amp; paket · Booster Panel</title>');
    expect(res.body).toContain('<div id="root" data-ssr-path="/pricing"><h1>/pricing $& ');
    expect(res.body).toContain('<script src="/assets/public.js">');
    const packages = (await t.current.app.inject({ method: 'GET', url: '/api/guest/packages' })).json();
    expect(packages.length).toBeGreaterThan(0);
    expect(res.body).toContain(JSON.stringify([{ key: ['packages', 'list'], value: packages }]));
  });

  it('draws the page in the language of the booster.lang cookie', async () => {
    const en = await t.current.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { cookie: 'popupCookie=1; booster.lang=en' },
    });
    expect(en.body).toContain('<html lang="en"');
    const id = await t.current.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { cookie: 'booster.lang=xx' },
    });
    expect(id.body).toContain('<html lang="id"');
  });

  it.each(['/panel/home', '/cek-resi'])('answers the app index.html for %s', async (url) => {
    const res = await t.current.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>Booster Panel</title><div id="root"></div>');
  });
});
