import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startSandbox } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => h.close());

/** Paths no emulator implements, and how each platform answers an API it does not have. */
const CASES = [
  ['shopee', '/shopee/api/v2/product/get_item_list_typo', 404, { error: 'error_not_found', message: '' }],
  ['shopee', '/shopee/nothing/here', 404, { error: 'error_not_found' }],
  ['lazada', '/lazada/rest/products/get_typo', 200, { type: 'ISV', code: 'InvalidApiPath' }],
  ['lazada', '/lazada/elsewhere', 200, { type: 'ISV', code: 'InvalidApiPath' }],
  ['tiktok', '/tiktok/open-api/order/202309/orders_typo', 404, { code: 36009009, message: 'Invalid path' }],
  ['tokopedia', '/tokopedia/open-api/product/999999/x', 404, { code: 36009009 }],
  ['bukalapak', '/bukalapak/api/stores/me/typo', 404, { errors: [{ code: 10404 }] }],
  ['facebook', '/facebook/graph/v19.0/me/typo', 400, { error: { code: 2500, type: 'OAuthException' } }],
] as const;

describe('an API the emulator does not implement', () => {
  it.each(CASES)('%s %s answers in the platform envelope (GET and POST)', async (_, path, status, body) => {
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${h.base}${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject(body);
    }
  });
});
