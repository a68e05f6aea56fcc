import { listingRoutes, stockRoutes, stockRuleRoutes } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  drainJobs,
  makeLinkedSkuIn,
  placeSandboxOrder,
  sandboxProduct,
  sandboxStock,
  setSkuStock,
  sharedSeller,
  type Target,
} from '../../test/builders.ts';

const t = useTestApp({ listen: true, tempDataDir: 'booster-campaign-reservations-' });

const theSeller = sharedSeller(t, 'Dewi Penjual', ['shopee', 'lazada']);

const drain = () => drainJobs(t.current);

/** A SKU of `stock` units linked to a fresh Shopee and Lazada listing, automatic push on. */
async function linkedSku(stock: number) {
  return makeLinkedSkuIn(t.current, await theSeller(), ['shopee', 'lazada'], { stock, autoPush: true });
}

/** The seller centre puts the sandbox listing into a flash sale holding `reserved` units (or ends it). */
async function campaign(target: Target, reserved: number | 'end', seconds?: number) {
  const res = await fetch(
    `${t.current.config.appUrl}/sandbox/_control/campaigns${reserved === 'end' ? '/end' : ''}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        platform: target.platform,
        shopId: target.shop.shopid,
        productId: target.productId,
        variantId: target.sandboxVariantId,
        ...(reserved === 'end' ? {} : { reserved, seconds }),
      }),
    },
  );
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await drain();
}

/** Booster reads the listing again (what a sync or the seller's "Sinkronkan" does). */
async function reread(token: string, target: Target) {
  const res = await t.current.api.route(listingRoutes.importSome, {
    params: { marketplace: target.platform },
    body: { shopId: target.shop._id, ids: [target.productId] },
    token,
  });
  expect(res.status).toBe(200);
  await drain();
}

const setStock = (token: string, id: string, stock: number) => setSkuStock(t.current, { token }, id, stock);

const detail = async (token: string, id: string) =>
  (await t.current.api.route(stockRoutes.detail, { params: { id }, token })).body;

describe('campaign-reserved stock', () => {
  it('is never pushed below: Shopee learns it from push code 8, Lazada from the listing read', async () => {
    const { token, skuId, shopee, lazada } = await linkedSku(20);
    // Shopee pushes reserved_stock_change (code 8): the listing is read again at once.
    await campaign(shopee, 6);
    // Lazada has no push for it: the reservation comes with the next read of the listing.
    await campaign(lazada, 8);
    await reread(token, lazada);

    const held = await detail(token, skuId);
    expect(held.reserved).toBe(14);
    expect(held.links.map((l) => [l.marketplace, l.reserved])).toEqual([
      ['shopee', 6],
      ['lazada', 8],
    ]);

    // The central stock drops below both reservations: each listing gets its reserved units, no less.
    await setStock(token, skuId, 3);
    expect(await sandboxStock(t.current, shopee)).toBe(6);
    expect(await sandboxStock(t.current, lazada)).toBe(8);
    const pushed = await detail(token, skuId);
    // Lazada's "negative sellable" refusal never happened: every push landed.
    expect(pushed.links.map((l) => [l.marketplace, l.pushStatus, l.pushError])).toEqual([
      ['shopee', 'done', null],
      ['lazada', 'done', null],
    ]);

    // The Shopee campaign ends (code 8 to 0): the listing gets the central stock back.
    await campaign(shopee, 'end');
    expect(await sandboxStock(t.current, shopee)).toBe(3);
    expect(await sandboxStock(t.current, lazada)).toBe(8);
    expect((await detail(token, skuId)).reserved).toBe(8);
    expect(
      (await sandboxProduct(t.current, lazada)).variants.find((v) => v.id === lazada.sandboxVariantId),
    ).toMatchObject({ stock: 8 });
  });

  it('a Lazada campaign Booster had not read yet: the refused push reads the listing and pushes the reservation', async () => {
    const { token, skuId, lazada } = await linkedSku(20);
    await campaign(lazada, 9);
    // No read of the listing since: the push of 3 is refused as negative sellable, then the listing is
    // read again and the reservation pushed.
    await setStock(token, skuId, 3);
    expect(await sandboxStock(t.current, lazada)).toBe(9);
    const after = await detail(token, skuId);
    expect(after.links.map((l) => [l.marketplace, l.reserved, l.pushStatus])).toEqual([
      ['shopee', 0, 'done'],
      ['lazada', 9, 'done'],
    ]);
  });

  it('a Lazada campaign that ends at its time gives the listing its share back without another read', async () => {
    const { token, skuId, lazada } = await linkedSku(20);
    await campaign(lazada, 5, 3);
    await reread(token, lazada);
    await setStock(token, skuId, 2);
    expect(await sandboxStock(t.current, lazada)).toBe(5);
    // Lazada sends nothing when the campaign ends; the stored end time says when it did.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await t.current.jobs.enqueue(t.current.container.stock.jobs.endReservations, {});
    await drain();
    expect(await sandboxStock(t.current, lazada)).toBe(2);
    expect((await detail(token, skuId)).reserved).toBe(0);
  });

  it('a flash-sale order takes the central stock and lowers the reservation Shopee pushes (code 8, place_order)', async () => {
    const { token, skuId, shopee } = await linkedSku(20);
    await campaign(shopee, 6);
    await placeSandboxOrder(t.current, shopee, 2);
    await drain();
    const after = await detail(token, skuId);
    expect(after.stock).toBe(18);
    expect(after.links.find((l) => l.marketplace === 'shopee')?.reserved).toBe(4);
    expect(
      (await sandboxProduct(t.current, shopee)).variants.find((v) => v.id === shopee.sandboxVariantId),
    ).toMatchObject({ stock: 18 });
  });

  it('the rule simulator shows each listing its reservation and the quantity it would receive', async () => {
    const { token, skuId, shopee } = await linkedSku(10);
    await campaign(shopee, 7);
    const res = await t.current.api.route(stockRuleRoutes.simulate, {
      body: {
        skuIds: [skuId],
        draft: {
          masterSkuId: skuId,
          shopId: null,
          sharePercent: 50,
          shareConstant: 0,
          buffer: 0,
          lockBelow: null,
          lockShopIds: [],
        },
      },
      token,
    });
    expect(res.status).toBe(200);
    const listing = res.body.skus[0].listings.find((l) => l.marketplace === 'shopee');
    expect(listing).toMatchObject({
      reserved: 7,
      now: { quantity: 10, reason: 'share' },
      draft: { quantity: 7, reason: 'reserved' },
    });
  });
});
