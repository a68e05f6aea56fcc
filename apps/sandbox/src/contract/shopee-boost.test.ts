import { type BoostPort, isAdapterError, type ShopCredentials } from '@booster/marketplaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Json, startSandbox } from '../testing/harness.ts';
import { connectFirstShop, sandboxAdapters } from './sandbox-adapters.ts';

/**
 * Shopee "Naikkan Produk" through the real adapter against the emulator: 5 boosted at once, 4 hours
 * each, a repeat refused per item, the boosted list and its cool-down as the emulator holds them.
 */
describe('shopee boost (adapter against the in-process sandbox)', () => {
  let h: Harness;
  let boost: BoostPort;
  let shop: ShopCredentials;
  let items: string[];
  const held = () => h.control<Json[]>('GET', `shopee/boosts?shopId=${shop.shopId}`);
  const elapse = (seconds: number) =>
    h.control('POST', 'shopee/boosts/elapse', { shopId: shop.shopId, seconds });

  beforeAll(async () => {
    h = await startSandbox();
    const adapter = sandboxAdapters(h.origin).get('shopee');
    if (!adapter.boost) throw new Error('the Shopee adapter has no boost port');
    boost = adapter.boost;
    shop = await connectFirstShop(h, adapter, 'shopee', { state: 'boost' });
    const products = await h.control<Json[]>('GET', `products?platform=shopee&shopId=${shop.shopId}`);
    items = products.filter((p) => p.status === 'NORMAL').map((p) => p.id as string);
  });

  afterAll(async () => h?.close());

  it('boosts up to 5 at once for 4 hours; a repeat or a 6th is refused per item', async () => {
    expect(await boost.boostItems(shop, items.slice(0, 3))).toEqual({
      boosted: items.slice(0, 3),
      failed: [],
    });
    const listed = await boost.listBoosted(shop);
    expect(listed.map((b) => b.productId).sort()).toEqual(items.slice(0, 3).sort());
    for (const b of listed) expect(b.coolDownSeconds).toBeGreaterThan(4 * 3600 - 5);
    expect((await held()).map((b) => b.itemId).sort()).toEqual(items.slice(0, 3).sort());

    // Item 0 again (still boosted), items 3 and 4 fill the slots, item 5 finds none free.
    const second = await boost.boostItems(shop, [items[0], items[3], items[4], items[5]]);
    expect(second).toEqual({
      boosted: [items[3], items[4]],
      failed: [
        { productId: items[0], reason: 'can not boost item repeatedly' },
        { productId: items[5], reason: 'boosted item count has reached the limit' },
      ],
    });
    expect(await boost.listBoosted(shop)).toHaveLength(5);

    // Every item refused: the call's error carries the reasons, the adapter answers them.
    expect(await boost.boostItems(shop, [items[6]])).toEqual({
      boosted: [],
      failed: [{ productId: items[6], reason: 'boosted item count has reached the limit' }],
    });

    await elapse(3 * 3600);
    const cooling = await boost.listBoosted(shop);
    for (const b of cooling) expect(b.coolDownSeconds).toBeLessThanOrEqual(3600);
    await elapse(3600);
    expect(await boost.listBoosted(shop)).toEqual([]);
    expect(await boost.boostItems(shop, [items[0]])).toEqual({ boosted: [items[0]], failed: [] });
    await elapse(4 * 3600);
  });

  it("counts the seller's own boosts in Seller Centre against the 5", async () => {
    await h.control('POST', 'shopee/boosts', { shopId: shop.shopId, itemIds: items.slice(10, 14) });
    const result = await boost.boostItems(shop, [items[14], items[15]]);
    expect(result.boosted).toEqual([items[14]]);
    expect(result.failed.map((f) => f.productId)).toEqual([items[15]]);
    expect((await held()).map((b) => b.via).sort()).toEqual([
      'api',
      'seller-centre',
      'seller-centre',
      'seller-centre',
      'seller-centre',
    ]);
    await elapse(4 * 3600);
  });

  it('refuses an unknown item per item, and more than 5 or none as a bad parameter', async () => {
    expect(await boost.boostItems(shop, ['999999999'])).toEqual({
      boosted: [],
      failed: [{ productId: '999999999', reason: 'item not found' }],
    });
    const tooMany = await boost.boostItems(shop, items.slice(20, 26)).catch((e: unknown) => e);
    expect(isAdapterError(tooMany, 'invalid_input')).toBe(true);
    const none = await boost.boostItems(shop, []).catch((e: unknown) => e);
    expect(isAdapterError(none, 'invalid_input')).toBe(true);
    expect((none as Error).message).toBe('invalid field ItemIdList: value must  Not Null');
  });
});
