import { type StockRuleBody, stockRuleRoutes } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  drainJobs,
  makeLinkedSkuIn,
  placeSandboxOrder,
  sandboxStock,
  setSkuStock,
  sharedSeller,
  type Target,
} from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp({ listen: true, tempDataDir: 'booster-stock-rules-' });

/** One seller with a Shopee and a TikTok Shop shop; each test links SKUs of its own to fresh listings. */
const theSeller = sharedSeller(t, 'Rina Penjual', ['shopee', 'tiktok']);

const NO_RULE = { sharePercent: 100, shareConstant: 0, buffer: 0, lockBelow: null, lockShopIds: [] };

const drain = () => drainJobs(t.current);

/** A SKU of `stock` units linked to a fresh Shopee and TikTok Shop listing, with automatic push on. */
async function linkedSku(stock: number) {
  return makeLinkedSkuIn(t.current, await theSeller(), ['shopee', 'tiktok'], { stock, autoPush: true });
}

async function addRule(token: string, body: Partial<StockRuleBody>) {
  const res = await t.current.api.route(stockRuleRoutes.create, {
    body: { ...NO_RULE, masterSkuId: null, shopId: null, ...body },
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function removeRule(token: string, id: string) {
  const res = await t.current.api.route(stockRuleRoutes.remove, { params: { id }, token });
  expect(res.status).toBe(200);
  await drain();
}

const setStock = (token: string, id: string, stock: number) => setSkuStock(t.current, { token }, id, stock);

const onPlatform = (target: Target) => sandboxStock(t.current, target);

describe('stock rules against the sandbox', () => {
  it('a sell-out lock pushes 0 to the other shops and the whole stock to the named one', async () => {
    const { token, skuId, shopee, tiktok, seller } = await linkedSku(20);
    await addRule(token, { masterSkuId: skuId, lockBelow: 5, lockShopIds: [seller.shopee._id] });
    await drain();
    // Above the lock: both shops sell the whole stock.
    expect([await onPlatform(shopee), await onPlatform(tiktok)]).toEqual([20, 20]);

    await setStock(token, skuId, 4);
    expect(await onPlatform(shopee)).toBe(4);
    expect(await onPlatform(tiktok)).toBe(0);

    // At the threshold itself the lock no longer holds.
    await setStock(token, skuId, 5);
    expect([await onPlatform(shopee), await onPlatform(tiktok)]).toEqual([5, 5]);
  });

  it('the SKU rule beats the shop rule, which beats the default', async () => {
    const a = await linkedSku(10);
    const b = await linkedSku(10);
    const { token, seller } = a;
    const fallback = await addRule(token, { sharePercent: 50 });
    const shopRule = await addRule(token, { shopId: seller.tiktok._id, sharePercent: 20 });
    const skuRule = await addRule(token, { masterSkuId: b.skuId, buffer: 1 });
    try {
      await drain();
      // SKU a: Shopee under the default (50 %), TikTok Shop under its shop rule (20 %).
      expect([await onPlatform(a.shopee), await onPlatform(a.tiktok)]).toEqual([5, 2]);
      // SKU b: its own rule everywhere (all of it less a buffer of 1).
      expect([await onPlatform(b.shopee), await onPlatform(b.tiktok)]).toEqual([9, 9]);

      // Deleting the shop rule pushes the default to TikTok Shop again.
      await removeRule(token, shopRule._id);
      expect(await onPlatform(a.tiktok)).toBe(5);

      const listed = await t.current.api.route(stockRuleRoutes.list, { token });
      const mine = [fallback._id, shopRule._id, skuRule._id];
      expect(listed.body.rules.filter((r) => mine.includes(r._id)).map((r) => [r.level, r._id])).toEqual([
        ['default', fallback._id],
        ['sku', skuRule._id],
      ]);
    } finally {
      for (const id of [fallback._id, skuRule._id]) await removeRule(token, id);
    }
    // Without rules the whole central stock is pushed again (the behaviour before rules).
    expect([await onPlatform(a.shopee), await onPlatform(a.tiktok)]).toEqual([10, 10]);
  });

  it('an order moves the ordering shop too when a rule gives it a share', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(10);
    await addRule(token, { masterSkuId: skuId, sharePercent: 50 });
    await drain();
    expect([await onPlatform(shopee), await onPlatform(tiktok)]).toEqual([5, 5]);
    await placeSandboxOrder(t.current, shopee, 2);
    // The webhook reaches the server, the order takes 2 units (8 left) and 50 % of 8 goes to both shops.
    const until = Date.now() + 15_000;
    while (Date.now() < until && (await onPlatform(tiktok)) !== 4) {
      await t.current.jobs.drain();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([await onPlatform(shopee), await onPlatform(tiktok)]).toEqual([4, 4]);
  });

  it('the simulator shows each listing now and under a draft, without pushing anything', async () => {
    const { token, skuId, seller } = await linkedSku(12);
    const res = await t.current.api.route(stockRuleRoutes.simulate, {
      body: {
        skuIds: [skuId],
        draft: {
          ...NO_RULE,
          masterSkuId: skuId,
          shopId: null,
          lockBelow: 20,
          lockShopIds: [seller.tiktok._id],
        },
      },
      token,
    });
    expect(res.status).toBe(200);
    const [sku] = res.body.skus;
    expect(sku).toMatchObject({ masterSkuId: skuId, stock: 12 });
    const byShop = Object.fromEntries(sku.listings.map((l) => [l.shopId, [l.now, l.draft]]));
    expect(byShop[seller.shopee._id]).toEqual([
      { quantity: 12, reason: 'share', level: null, skipped: false },
      { quantity: 0, reason: 'locked', level: 'sku', skipped: false },
    ]);
    expect(byShop[seller.tiktok._id]).toEqual([
      { quantity: 12, reason: 'share', level: null, skipped: false },
      { quantity: 12, reason: 'lock-kept', level: 'sku', skipped: false },
    ]);
    const rules = await t.current.api.route(stockRuleRoutes.list, { token });
    expect(rules.body.rules.filter((r) => r.masterSkuId === skuId)).toEqual([]);
  });

  it('refuses bad input on its field, a second rule for one target, and another tenant’s ids', async () => {
    const { token, skuId } = await linkedSku(3);
    const bad = await t.current.api.route(stockRuleRoutes.create, {
      body: { ...NO_RULE, masterSkuId: skuId, shopId: null, sharePercent: 101 },
      token,
    });
    const share = 'Persentase antara 0 dan 100';
    expect(bad.body).toEqual(errorBody(400, 'VALIDATION_FAILED', share, { fields: { sharePercent: share } }));

    const tooMany = await t.current.api.route(stockRuleRoutes.simulate, {
      body: { skuIds: Array.from({ length: 51 }, () => skuId) },
      token,
    });
    const many = 'Maksimal 50 SKU sekali simulasi';
    expect(tooMany.body).toEqual(errorBody(400, 'VALIDATION_FAILED', many, { fields: { skuIds: many } }));

    const first = await addRule(token, { masterSkuId: skuId, buffer: 1 });
    const again = await t.current.api.route(stockRuleRoutes.create, {
      body: { ...NO_RULE, masterSkuId: skuId, shopId: null },
      token,
    });
    const taken = 'Aturan untuk target ini sudah ada';
    expect(again.body).toEqual(
      errorBody(400, 'VALIDATION_FAILED', taken, { fields: { masterSkuId: taken } }),
    );

    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    const foreignEdit = await t.current.api.route(stockRuleRoutes.update, {
      params: { id: first._id },
      body: NO_RULE,
      token: otherToken,
    });
    expect(foreignEdit.status).toBe(404);
    const foreignSku = await t.current.api.route(stockRuleRoutes.create, {
      body: { ...NO_RULE, masterSkuId: skuId, shopId: null },
      token: otherToken,
    });
    expect(foreignSku.status).toBe(404);
  });
});
