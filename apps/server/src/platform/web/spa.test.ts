import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'booster-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Booster Panel</title>');
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST: webDist, RATE_LIMIT_MAX: '5' } });

describe('serving the web app', () => {
  it.each(['/', '/panel/home', '/login?next=x', '/panel/order/mp/shopee/123/detail'])(
    'answers index.html for %s',
    async (url) => {
      const res = await t.current.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Booster Panel</title>');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the 404 error shape, not the page', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('does not count page loads against the API rate limit', async () => {
    // One office address of its own, so the other tests' calls do not count.
    const get = (url: string) => t.current.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 8; i++) expect((await get('/panel/home')).statusCode).toBe(200);
    expect((await get('/assets/app-1a2b.js')).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await get('/api/guest/packages')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});
