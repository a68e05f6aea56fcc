import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { ApiError } from '@booster/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { errorBody } from '../../test/http.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'booster-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Booster</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
// A hashed bundle as the build leaves it: with brotli and gzip copies next to it (apps/web/build/precompress.ts).
const bundle = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ row: i })))};`;
fs.writeFileSync(path.join(webDist, 'assets', 'index-5678.js'), bundle);
fs.writeFileSync(path.join(webDist, 'assets', 'index-5678.js.br'), zlib.brotliCompressSync(bundle));
fs.writeFileSync(path.join(webDist, 'assets', 'index-5678.js.gz'), zlib.gzipSync(bundle));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST: webDist, BODY_LIMIT: '2048' } });

let address: Promise<string> | null = null;

/** A real socket for these: headers as a browser sees them. */
function baseUrl() {
  address ??= t.current.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

async function http(pathname: string, init?: RequestInit) {
  return fetch(`${await baseUrl()}${pathname}`, init);
}

describe('HTTP baseline, over a real socket', () => {
  it('GET /api/health answers 200 {status:"ok"} while the database answers', async () => {
    const res = await http('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it("sends the web app's pages helmet's headers with a content security policy fit for the SPA", async () => {
    const res = await http('/panel/home');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('sends a JSON answer the headers that protect JSON: nothing runs, framed, sniffed or read cross-site', async () => {
    for (const res of [await http('/api/health'), await http('/api/does-not-exist')]) {
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Document-only headers (the links, opener and scripts of a page) are not sent with data.
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('x-dns-prefetch-control')).toBeNull();
    }
  });

  it('keeps CORS closed: no allow-origin for a foreign page, preflight refused', async () => {
    const res = await http('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await http('/api/auth/login', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a body over BODY_LIMIT with 413 in the error shape', async () => {
    const res = await http('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(4000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(errorBody(413, 'PAYLOAD_TOO_LARGE', 'Data yang dikirim terlalu besar'));
  });

  it('answers over-long headers (refused by Node before the app) with 431 in the error shape', async () => {
    const res = await http('/api/health', { headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(errorBody(431, 'HEADERS_TOO_LARGE', 'Header permintaan terlalu besar'));
  });

  it('answers a request Node cannot parse with 400 in the error shape', async () => {
    const { port } = new URL(await baseUrl());
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual(
      errorBody(400, 'BAD_REQUEST', 'Permintaan tidak valid'),
    );
  });

  it('serves /robots.txt as a robots file, not the app page', async () => {
    const res = await http('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/panel$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${t.current.config.appUrl}/sitemap.xml$`, 'm'));
  });

  it('lists the public pages in /sitemap.xml with absolute addresses, and no panel page', async () => {
    const res = await http('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${t.current.config.appUrl}/`);
    expect(locs).toContain(`${t.current.config.appUrl}/cek-resi/jnt`);
    expect(locs.some((l) => l.includes('/panel'))).toBe(false);
  });

  it('answers an unknown /api path with 404 in the error shape, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await http('/api/does-not-exist', { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(errorBody(404, 'NOT_FOUND', 'Alamat API tidak ditemukan'));
    }
  });

  it('serves the web app: files, and index.html for client-side routes', async () => {
    const page = await http('/panel/home');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const asset = await http('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    const missingApi = await http('/api/assets/app-1234.js');
    expect(missingApi.status).toBe(404);
  });

  it('serves a static bundle precompressed: brotli, gzip or as it is, as the browser accepts', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await http('/assets/index-5678.js', { headers: { 'accept-encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(await res.text(), accept).toBe(bundle); // fetch decodes: the very bytes of the bundle
    }
  });

  it('compresses API answers large enough to gain, and leaves small ones as they are', async () => {
    const large = await http('/api/docs/json', { headers: { 'accept-encoding': 'br' } });
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(((await large.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const gzipped = await http('/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await http('/api/docs/json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await http('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const res = await http('/api/docs/json');
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/user',
        '/api/auth/role/{id}',
        '/api/guest/packages',
      ]),
    );
    expect((await http('/api/docs')).status).toBe(200);
  });
});

describe('public configuration', () => {
  it('GET /api/guest/config gives the maintenance window, mode and app URL', async () => {
    const res = await t.current.api.get('/api/guest/config');
    expect(res.body).toEqual({
      maintenance: { start: '2022-08-10T16:00:00.000Z', end: '2022-08-10T20:00:00.000Z' },
      marketplaceMode: 'sandbox',
      appUrl: 'http://booster.test',
    });
  });
});

describe('CORS when configured', () => {
  const open = useTestApp({ env: { CORS_ORIGINS: 'https://app.booster.test' } });

  it('allows only the listed origins', async () => {
    const allowed = await open.current.api.get('/api/health', {
      headers: { origin: 'https://app.booster.test' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.booster.test');
    const other = await open.current.api.get<ApiError>('/api/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
