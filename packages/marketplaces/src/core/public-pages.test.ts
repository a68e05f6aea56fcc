import { describe, expect, it } from 'vitest';
import { createPublicPages } from './public-pages.ts';

const productUrl = 'https://shopee.co.id/product/1/2';

function pagesWith(
  fetch: typeof globalThis.fetch,
  extra: { timeoutMs?: number; maxPageBytes?: number } = {},
) {
  return createPublicPages({ mode: 'live', sandboxBaseUrl: 'http://unused', fetch, ...extra });
}

function target(raw: string) {
  return { platform: 'shopee' as const, kind: 'product' as const, url: new URL(raw) };
}

describe('reading public pages politely', () => {
  it('does not follow a redirect off the platform’s hosts', async () => {
    const asked: string[] = [];
    const pages = pagesWith(async (input) => {
      asked.push(String(input));
      return new Response(null, {
        status: 302,
        headers: { location: 'http://169.254.169.254/latest/meta-data' },
      });
    });
    await expect(pages.readProduct(target(productUrl))).rejects.toMatchObject({
      kind: 'invalid_input',
      platformCode: 'foreign_host',
    });
    expect(asked).toEqual([productUrl]);
  });

  it('stops reading a page over the size limit', async () => {
    const pages = pagesWith(async () => new Response('x'.repeat(5000)), { maxPageBytes: 1000 });
    await expect(pages.readProduct(target(productUrl))).rejects.toMatchObject({ platformCode: 'too_large' });
  });

  it('gives up on a host that does not answer in time', async () => {
    const pages = pagesWith(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      { timeoutMs: 50 },
    );
    await expect(pages.readProduct(target(productUrl))).rejects.toMatchObject({
      platformCode: 'unreachable',
    });
  });

  it('a page without its embedded state is unreadable (a bot wall, not a product)', async () => {
    const pages = pagesWith(async () => new Response('<html><body>Verifikasi keamanan</body></html>'));
    await expect(pages.readProduct(target(productUrl))).rejects.toMatchObject({
      platformCode: 'page_unreadable',
    });
  });

  it('asks the live host itself in live mode, with its own user agent', async () => {
    let seen: { url: string; agent: string | null } | null = null;
    const pages = pagesWith(async (input, init) => {
      seen = { url: String(input), agent: new Headers(init?.headers).get('user-agent') };
      return new Response('', { status: 404 });
    });
    await expect(pages.readProduct(target(productUrl))).rejects.toMatchObject({ kind: 'not_found' });
    expect(seen).toEqual({ url: productUrl, agent: 'BoosterScraper/1.0' });
  });
});
