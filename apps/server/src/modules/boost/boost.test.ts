import { type BoostQueue, boostRoutes, type Shop } from '@booster/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeConnectedShop } from '../../test/builders.ts';
import { makeMember, makeStaffWith } from '../../test/factories.ts';
import { sandboxControl } from '../../test/marketplace.ts';
import { listings } from '../products/tables.ts';

/** The boost scheduler's clock: tests move it; the sandbox's 4-hour boosts are aged to match. */
let clock = new Date('2026-03-02T03:00:20Z');
const t = useTestApp({ listen: true, clock: () => clock });

const HOUR = 3600;
type Held = { itemId: string; via: string; coolDownSeconds: number };

async function held(shop: Shop): Promise<Held[]> {
  const res = await fetch(`${t.current.config.appUrl}/sandbox/_control/shopee/boosts?shopId=${shop.shopid}`);
  return (await res.json()) as Held[];
}
const heldIds = async (shop: Shop) => (await held(shop)).map((b) => b.itemId).sort();

/** Time passes for Booster's clock and for Shopee's boosts alike. */
async function pass(shop: Shop, seconds: number) {
  clock = new Date(clock.getTime() + seconds * 1000);
  await sandboxControl(t.current, 'shopee/boosts/elapse', { shopId: shop.shopid, seconds });
}

const run = () => t.current.container.boost.scheduler.run(clock);

/** Live listings of the shop, in a stable order: [id, platform item id]. */
async function liveListings(shop: Shop) {
  return t.current.database.db
    .select({ id: listings.id, externalId: listings.externalId })
    .from(listings)
    .where(and(eq(listings.shopId, shop._id), eq(listings.status, 'live')))
    .orderBy(asc(listings.externalId));
}

describe('boost queue (Shopee sandbox, fake clock)', () => {
  let token: string;
  let owner: { id: string };
  let shop: Shop;
  let live: { id: string; externalId: string }[];

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    owner = member;
    token = (await member.login()).accessToken;
    shop = await makeConnectedShop(t.current, { token }, 'shopee', { index: 0 });
    live = await liveListings(shop);
  });

  /** A fresh queue of these listings (Shopee's boosts from earlier tests are over). */
  async function queueOf(interval: 'hourly' | 'every4h', picked: { id: string }[]): Promise<BoostQueue> {
    await pass(shop, 5 * HOUR);
    await t.current.api.route(boostRoutes.remove, { token, params: { shopId: shop._id } });
    const res = await t.current.api.route(boostRoutes.save, {
      token,
      params: { shopId: shop._id },
      body: { interval, listingIds: picked.map((p) => p.id) },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  const read = async () =>
    (await t.current.api.route(boostRoutes.get, { token, params: { shopId: shop._id } })).body;

  it('5 per 4 hours: boosts 5 on time, never a 6th, then the rest of the queue in turn', async () => {
    const picked = live.slice(0, 7);
    const saved = await queueOf('every4h', picked);
    expect(saved.status).toBe('active');
    expect(saved.items.map((i) => i.priority)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const firstRun = new Date(saved.nextRunAt ?? '');
    expect(firstRun.getTime()).toBeGreaterThan(clock.getTime());
    expect(firstRun.getTime() - clock.getTime()).toBeLessThanOrEqual(60_000);

    // Not yet due: nothing is sent to Shopee.
    expect(await run()).toMatchObject({ queues: 0, boosted: 0 });
    clock = firstRun;
    expect(await run()).toMatchObject({ queues: 1, boosted: 5, failed: 0 });
    const five = picked
      .slice(0, 5)
      .map((p) => p.externalId)
      .sort();
    expect(await heldIds(shop)).toEqual(five);

    const after = await read();
    expect(after.boosted.map((b) => b.externalId).sort()).toEqual(five);
    expect(after.nextRunAt).toBe(new Date(firstRun.getTime() + 4 * HOUR * 1000).toISOString());
    for (const item of after.items.slice(0, 5)) {
      expect(item.lastBoostedAt).toBe(firstRun.toISOString());
      expect(item.boostedUntil).toBe(new Date(firstRun.getTime() + 4 * HOUR * 1000).toISOString());
    }
    expect(after.items[5].boostedUntil).toBeNull();

    // An hour later nothing is due; four hours later the 2 never boosted go first, then the oldest.
    await pass(shop, HOUR);
    expect(await run()).toMatchObject({ queues: 0 });
    await pass(shop, 3 * HOUR);
    expect(await run()).toMatchObject({ queues: 1, boosted: 5, failed: 0 });
    expect(await heldIds(shop)).toEqual(
      [picked[5], picked[6], picked[0], picked[1], picked[2]].map((p) => p.externalId).sort(),
    );
  });

  it("counts the seller's own Seller Centre boosts: only the free slots are used, the rest when one frees", async () => {
    const picked = live.slice(10, 16);
    const saved = await queueOf('every4h', picked);
    // The seller boosted 3 others in Seller Centre 1 hour before the run.
    const own = live.slice(20, 23).map((l) => l.externalId);
    await sandboxControl(t.current, 'shopee/boosts', { shopId: shop.shopid, itemIds: own });
    await pass(shop, HOUR);
    expect(clock.getTime()).toBeGreaterThanOrEqual(Date.parse(saved.nextRunAt ?? ''));
    const report = await run();
    expect(report).toMatchObject({ queues: 1, boosted: 2, failed: 0 });
    const holding = await held(shop);
    expect(holding).toHaveLength(5);
    expect(
      holding
        .filter((b) => b.via === 'api')
        .map((b) => b.itemId)
        .sort(),
    ).toEqual(
      picked
        .slice(0, 2)
        .map((p) => p.externalId)
        .sort(),
    );
    // Next run: when the seller's own boosts end (3 hours from now), not 4 hours later.
    const next = new Date((await read()).nextRunAt ?? '');
    expect(next.getTime() - clock.getTime()).toBeLessThanOrEqual(3 * HOUR * 1000 + 60_000);
    expect(next.getTime() - clock.getTime()).toBeGreaterThan(3 * HOUR * 1000 - 60_000);
    await pass(shop, Math.ceil((next.getTime() - clock.getTime()) / 1000));
    expect(await run()).toMatchObject({ queues: 1, boosted: 3, failed: 0 });
    expect((await held(shop)).filter((b) => b.via === 'api')).toHaveLength(5);
  });

  it('1 per hour respects the 4-hour cool-down: a product still boosted is never sent again', async () => {
    const picked = live.slice(30, 32);
    const saved = await queueOf('hourly', picked);
    clock = new Date(saved.nextRunAt ?? '');
    const boostedAt: string[][] = [];
    for (let hour = 0; hour < 6; hour++) {
      const report = await run();
      expect(report.failed).toBe(0);
      boostedAt.push(await heldIds(shop));
      await pass(shop, HOUR);
    }
    const [a, b] = picked.map((p) => p.externalId);
    expect(boostedAt).toEqual([
      [a],
      [a, b].sort(),
      [a, b].sort(),
      [a, b].sort(),
      [a, b].sort(),
      [a, b].sort(),
    ]);
    const history = await t.current.api.route(boostRoutes.history, {
      token,
      params: { shopId: shop._id },
      query: { listingId: picked[0].id },
    });
    // Product a: at 0 h and again at 4 h, once its 4 hours were over; nothing refused.
    expect(history.body.docs.map((d) => d.outcome)).toEqual(['boosted', 'boosted']);
    expect(history.body.docs.every((d) => d.externalId === a && d.failure === null)).toBe(true);
  });

  it('pause stops the runs; resume starts again at the next minute', async () => {
    const picked = live.slice(40, 42);
    const saved = await queueOf('hourly', picked);
    const paused = await t.current.api.route(boostRoutes.pause, { token, params: { shopId: shop._id } });
    expect(paused.body).toMatchObject({ status: 'paused', nextRunAt: null });
    clock = new Date(new Date(saved.nextRunAt ?? '').getTime() + 2 * HOUR * 1000);
    expect(await run()).toMatchObject({ queues: 0 });
    expect(await heldIds(shop)).toEqual([]);
    const resumed = await t.current.api.route(boostRoutes.resume, { token, params: { shopId: shop._id } });
    expect(resumed.body.status).toBe('active');
    clock = new Date(resumed.body.nextRunAt ?? '');
    expect(await run()).toMatchObject({ queues: 1, boosted: 1 });
    expect(await heldIds(shop)).toEqual([picked[0].externalId]);
  });

  it('runs as a job every minute, and a saved queue asks for a run at its own time', async () => {
    expect(t.current.jobs.schedules()).toContainEqual({
      name: 'boost.run-due.v1',
      cron: '* * * * *',
      payload: {},
    });
    const saved = await queueOf('hourly', live.slice(50, 51));
    expect(t.current.jobs.pending()).toContainEqual({
      name: 'boost.run-due.v1',
      payload: { at: saved.nextRunAt },
    });
    // The wake-up job runs the scheduler on the module's clock: due now, the product is boosted.
    clock = new Date(saved.nextRunAt ?? '');
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    expect(await heldIds(shop)).toEqual([live[50].externalId]);
  });

  it('refuses bad input with field messages, and other tenants and staff without the menu', async () => {
    const params = { shopId: shop._id };
    const tooMany = await t.current.api.route(boostRoutes.save, {
      token,
      params,
      body: { interval: 'hourly', listingIds: live.slice(0, 31).map((l) => l.id) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      details: { fields: { listingIds: 'Maksimal 30 produk dalam antrian' } },
    });
    const twice = await t.current.api.route(boostRoutes.save, {
      token,
      params,
      body: { interval: 'hourly', listingIds: [live[0].id, live[0].id] },
    });
    expect(twice.body).toMatchObject({
      details: { fields: { listingIds: 'Produk yang sama tidak boleh masuk antrian dua kali' } },
    });
    const badInterval = await t.current.api.put(
      `/api/app/boost/${shop._id}`,
      { interval: 'daily', listingIds: [] },
      { token },
    );
    expect(badInterval.status).toBe(400);
    expect(badInterval.body).toMatchObject({
      details: { fields: { interval: 'Pilih 1 produk per jam atau 5 produk per 4 jam' } },
    });

    const anonymous = await t.current.api.route(boostRoutes.get, { params });
    expect(anonymous.status).toBe(401);
    const staff = await makeStaffWith(t.current, owner, 'order');
    const refused = await t.current.api.route(boostRoutes.get, {
      params,
      token: (await staff.login()).accessToken,
    });
    expect(refused.status).toBe(403);
    const productStaff = await makeStaffWith(t.current, owner, 'product');
    const allowed = await t.current.api.route(boostRoutes.get, {
      params,
      token: (await productStaff.login()).accessToken,
    });
    expect(allowed.status).toBe(200);

    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    for (const res of [
      await t.current.api.route(boostRoutes.get, { params, token: otherToken }),
      await t.current.api.route(boostRoutes.pause, { params, token: otherToken }),
      await t.current.api.route(boostRoutes.save, {
        params,
        token: otherToken,
        body: { interval: 'hourly', listingIds: [] },
      }),
    ])
      expect(res.status).toBe(404);
    // A listing of another account's shop is not this shop's product.
    const otherShop = await makeConnectedShop(t.current, { token: otherToken }, 'shopee', { index: 1 });
    const [foreign] = await liveListings(otherShop);
    const stranger = await t.current.api.route(boostRoutes.save, {
      token,
      params,
      body: { interval: 'hourly', listingIds: [foreign.id] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({
      details: { fields: { listingIds: 'Produk tidak ditemukan di toko ini' } },
    });
  });
});

describe('a shop that lost its connection', () => {
  it('stops its queue at the next run; the page shows the shop disconnected and resume asks to reconnect', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const token = (await member.login()).accessToken;
    const shop = await makeConnectedShop(t.current, { token }, 'shopee', { index: 2 });
    const [first] = await liveListings(shop);
    const saved = await t.current.api.route(boostRoutes.save, {
      token,
      params: { shopId: shop._id },
      body: { interval: 'hourly', listingIds: [first.id] },
    });
    await sandboxControl(t.current, 'expire-tokens', {
      platform: 'shopee',
      shopId: shop.shopid,
      refresh: true,
    });
    clock = new Date(Math.max(new Date(saved.body.nextRunAt ?? '').getTime(), clock.getTime()));
    await run();
    expect(await heldIds(shop)).toEqual([]);

    const page = await t.current.api.route(boostRoutes.get, { token, params: { shopId: shop._id } });
    expect(page.body).toMatchObject({ shopStatus: 'disconnect', status: 'stopped', nextRunAt: null });
    const list = await t.current.api.route(boostRoutes.list, { token });
    expect(list.body.docs).toEqual([
      expect.objectContaining({
        shopId: shop._id,
        shopStatus: 'disconnect',
        queue: expect.objectContaining({ status: 'stopped' }),
      }),
    ]);
    const resume = await t.current.api.route(boostRoutes.resume, { token, params: { shopId: shop._id } });
    expect(resume.status).toBe(409);
    expect(resume.body).toMatchObject({
      code: 'SHOP_DISCONNECTED',
      message: 'Toko Anda Perlu Diintegrasi Ulang!',
    });
    // Later runs leave it alone.
    clock = new Date(clock.getTime() + 2 * HOUR * 1000);
    await run();
    expect(
      (await t.current.api.route(boostRoutes.get, { token, params: { shopId: shop._id } })).body,
    ).toMatchObject({ status: 'stopped', lastRunAt: null });
  });
});
