import type { ApiError, DetailPackage, ImportStatus, Shop, ShopTab, User } from '@booster/contracts';
import { SANDBOX_CREDENTIALS, shopeeWebhookSignature } from '@booster/marketplaces';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, refuseShopeeRefresh } from '../../test/marketplace.ts';
import { shops, webhookEvents } from './tables.ts';

const t = useTestApp({ listen: true });

type Paged = {
  docs: Shop[];
  totalDocs: number;
  totalPages: number;
  page: number;
  prevPage: number | null;
  nextPage: number | null;
};

async function addShops(
  accountId: string,
  rows: {
    marketplace: Shop['marketplace'];
    appCategory?: 'app' | 'chat';
    status?: 'connect' | 'disconnect';
    name: string;
  }[],
) {
  return t.current.database.db
    .insert(shops)
    .values(
      rows.map((r, i) => ({
        accountId,
        marketplace: r.marketplace,
        appCategory: r.appCategory ?? ('app' as const),
        status: r.status ?? ('connect' as const),
        externalShopId: `fixture-${accountId}-${i}-${r.name}`,
        shopName: r.name,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    )
    .returning();
}

describe('shop list, tab, rename and delete', () => {
  let token: string;
  let accountId: string;
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'platinum' });
    accountId = member.id;
    token = (await member.login()).accessToken;
    await addShops(accountId, [
      { marketplace: 'shopee', name: 'Toko Satu' },
      { marketplace: 'lazada', name: 'Toko Dua', status: 'disconnect' },
      { marketplace: 'tiktok', name: 'Butik Tiga' },
      { marketplace: 'shopee', name: 'Toko Empat', appCategory: 'chat' },
      ...Array.from({ length: 11 }, (_, i) => ({ marketplace: 'bukalapak' as const, name: `Lapak ${i}` })),
    ]);
  });

  it('sorts connected first, then newest, and pages by 10', async () => {
    const res = await t.current.api.get<Paged>('/api/app/marketplace?page=1&limit=10', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalDocs: 15, totalPages: 2, page: 1, prevPage: null, nextPage: 2 });
    expect(res.body.docs[0].shopname).toBe('Lapak 10');
    const last = await t.current.api.get<Paged>('/api/app/marketplace?page=2&limit=10', { token });
    expect(last.body.docs.at(-1)).toMatchObject({ shopname: 'Toko Dua', status: 'disconnect' });
  });

  it('filters by search, marketplace list, category and status; the 300 call works', async () => {
    const search = await t.current.api.get<Paged>('/api/app/marketplace?search=toko', { token });
    expect(search.body.docs.map((s) => s.shopname).sort()).toEqual(['Toko Dua', 'Toko Empat', 'Toko Satu']);
    const two = await t.current.api.get<Paged>(
      '/api/app/marketplace?marketplace=shopee&marketplace=tiktok&appCategory=product',
      { token },
    );
    expect(two.body.docs.map((s) => s.shopname).sort()).toEqual(['Butik Tiga', 'Toko Satu']);
    const chat = await t.current.api.get<Paged>('/api/app/marketplace?appCategory=chat', { token });
    expect(chat.body.docs.map((s) => s.shopname)).toEqual(['Toko Empat']);
    const off = await t.current.api.get<Paged>('/api/app/marketplace?status=disconnect', { token });
    expect(off.body.totalDocs).toBe(1);
    const all = await t.current.api.get<Paged>(
      '/api/app/marketplace?page=1&limit=300&marketplace=shopee,tokopedia,lazada,tiktok,bukalapak',
      { token },
    );
    expect(all.body.docs).toHaveLength(15);
  });

  it('counts per marketplace, category and status', async () => {
    const res = await t.current.api.get<ShopTab>('/api/app/marketplace/tab', { token });
    expect(res.body).toEqual({
      total: 15,
      marketplace: { shopee: 2, tokopedia: 0, lazada: 1, tiktok: 1, bukalapak: 11 },
      appCategory: { app: 14, chat: 1 },
      status: { connect: 14, disconnect: 1 },
    });
  });

  it('renames and deletes', async () => {
    const list = await t.current.api.get<Paged>('/api/app/marketplace?search=Butik', { token });
    const id = list.body.docs[0]._id;
    const renamed = await t.current.api.put<Shop>(
      '/api/app/marketplace',
      { id, shopname: 'Butik Baru' },
      { token },
    );
    expect(renamed.body.shopname).toBe('Butik Baru');
    const empty = await t.current.api.put<ApiError>('/api/app/marketplace', { id, shopname: ' ' }, { token });
    expect(empty.status).toBe(400);
    const removed = await t.current.api.delete<{ message: string }>(
      `/api/app/marketplace/${id}?marketplace=tiktok`,
      { token },
    );
    expect(removed.body.message).toBe('Toko berhasil dihapus');
    expect((await t.current.api.get<Paged>('/api/app/marketplace', { token })).body.totalDocs).toBe(14);
  });
});

describe('a connected sandbox shop: products, usage, isolation, token refresh', () => {
  let owner: { token: string; id: string };
  let shop: Shop;
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    owner = { id: member.id, token: (await member.login()).accessToken };
    const res = await connectShop(t.current, owner.token, 'shopee', 'app', byIndex(0));
    if (res.status !== 200) throw new Error(`connect failed: ${JSON.stringify(res.body)}`);
    shop = res.body;
  });

  it('asks the marketplace for the product total and imports through a job', async () => {
    const count = await t.current.api.get<{ count: number }>(
      `/api/app/marketplace/count-product/${shop._id}`,
      {
        token: owner.token,
      },
    );
    expect(count.status).toBe(200);
    expect(count.body.count).toBeGreaterThan(0);

    const queued = await t.current.api.post<ImportStatus>(
      '/api/app/marketplace/shopee/import',
      { id: shop._id },
      {
        token: owner.token,
      },
    );
    expect(queued.body.status).toBe('queued');
    const run = await t.current.jobs.drain();
    expect(run.failed).toEqual([]);
    const done = await t.current.api.get<ImportStatus>(`/api/app/marketplace/shopee/import/${shop._id}`, {
      token: owner.token,
    });
    expect(done.body).toMatchObject({ status: 'done', imported: count.body.count, total: count.body.count });
  }, 60_000);

  it('reports usage per marketplace and chat, and lists the integrations on the user', async () => {
    const res = await t.current.api.get<DetailPackage>('/api/app/dashboard/detail-package', {
      token: owner.token,
    });
    expect(res.body.integrationMarketplace).toEqual({
      marketplace: {
        shopee: { usage: 1 },
        lazada: { usage: 0 },
        bukalapak: { usage: 0 },
        tiktok: { usage: 0 },
        tokopedia: { usage: 0 },
      },
      chat: { usage: 0 },
    });
    const user = await t.current.api.get<User>('/api/auth/user', { token: owner.token });
    expect(user.body.marketplaces).toEqual([{ marketplace: 'shopee', appCategory: 'app' }]);
  });

  it("answers 404 for another tenant's shop id on every shop call", async () => {
    const { accessToken: other } = await (await makeMember(t.current, { package: 'premium' })).login();
    const id = shop._id;
    const calls = [
      t.current.api.delete(`/api/app/marketplace/${id}?marketplace=shopee`, { token: other }),
      t.current.api.put('/api/app/marketplace', { id, shopname: 'Diambil' }, { token: other }),
      t.current.api.get(`/api/app/marketplace/count-product/${id}`, { token: other }),
      t.current.api.post('/api/app/marketplace/shopee/import', { id }, { token: other }),
      t.current.api.get(`/api/app/marketplace/shopee/import/${id}`, { token: other }),
      t.current.api.get(`/api/app/marketplace/shopee/authorize?reconnectId=${id}`, { token: other }),
      t.current.api.put(
        `/api/app/marketplace/shopee/reconnect/${id}`,
        { code: 'x', shopid: shop.shopid },
        { token: other },
      ),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const list = await t.current.api.get<Paged>('/api/app/marketplace', { token: other });
    expect(list.body.totalDocs).toBe(0);
    const mine = await t.current.api.get<Paged>('/api/app/marketplace', { token: owner.token });
    expect(mine.body.docs[0]).toMatchObject({ _id: id, shopname: shop.shopname });
  });

  it('refreshes a due token, and turns the shop disconnect when the refresh fails', async () => {
    const db = t.current.database.db;
    const past = new Date(Date.now() - 60_000);
    await db.update(shops).set({ refreshDueAt: past }).where(eq(shops.id, shop._id));
    const [before] = await db.select().from(shops).where(eq(shops.id, shop._id));
    await t.current.jobs.enqueue(t.current.container.shops.jobs.refreshDueTokens, {});
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const [after] = await db.select().from(shops).where(eq(shops.id, shop._id));
    expect(after.status).toBe('connect');
    expect(after.refreshTokenEnc).not.toBe(before.refreshTokenEnc);
    expect(after.refreshDueAt?.getTime()).toBeGreaterThan(Date.now());

    await db.update(shops).set({ refreshDueAt: past }).where(eq(shops.id, shop._id));
    await refuseShopeeRefresh(t.current);
    await t.current.jobs.enqueue(t.current.container.shops.jobs.refreshDueTokens, {});
    await t.current.jobs.drain();
    const [failed] = await db.select().from(shops).where(eq(shops.id, shop._id));
    expect(failed.status).toBe('disconnect');
    const count = await t.current.api.get<ApiError>(`/api/app/marketplace/count-product/${shop._id}`, {
      token: owner.token,
    });
    expect(count.status).toBe(409);
    expect(count.body.message).toBe('Toko Anda Perlu Diintegrasi Ulang!');
  });
});

describe('webhooks', () => {
  const body = JSON.stringify({
    shop_id: 777001,
    code: 3,
    timestamp: 1_795_000_000,
    data: { ordersn: 'SN-1', status: 'READY_TO_SHIP' },
  });
  const url = () => `${t.current.config.appUrl}/api/webhook/shopee`;

  it('refuses a bad signature with 401 in the error shape', async () => {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/webhook/shopee',
      headers: { 'content-type': 'application/json', authorization: 'f'.repeat(64) },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'WEBHOOK_SIGNATURE_INVALID' });
  });

  it('stores a signed push once and wakes the workers, queueing no job itself; a replay stores nothing new', async () => {
    const signature = shopeeWebhookSignature(SANDBOX_CREDENTIALS.shopee.partnerKey, url(), body);
    const send = () =>
      t.current.app.inject({
        method: 'POST',
        url: '/api/webhook/shopee',
        headers: { 'content-type': 'application/json', authorization: signature },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('');
    const replay = await send();
    expect(replay.statusCode).toBe(200);
    const rows = await t.current.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.shopId, '777001'));
    expect(rows).toHaveLength(1);
    expect(rows[0].dispatchedAt).toBeNull();
    expect(t.current.jobs.pending()).toEqual([]);
    expect(t.current.jobs.woken()).toEqual(['webhook-events']);
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const [handed] = await t.current.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.shopId, '777001'));
    expect(handed.dispatchedAt).toBeInstanceOf(Date);
  });
});

describe('downgrade', () => {
  it('keeps the chosen integrations within the free limits and deletes the rest', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const [s1, s2, l1, c1] = await addShops(member.id, [
      { marketplace: 'shopee', name: 'A' },
      { marketplace: 'shopee', name: 'B' },
      { marketplace: 'lazada', name: 'C' },
      { marketplace: 'shopee', name: 'D', appCategory: 'chat' },
    ]);
    const over = await t.current.api.put<ApiError>(
      '/api/auth/downgrade',
      { keep: [s1.id, s2.id] },
      { token },
    );
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('DOWNGRADE_OVER_LIMIT');
    const chat = await t.current.api.put<ApiError>('/api/auth/downgrade', { keep: [c1.id] }, { token });
    expect(chat.status).toBe(400);

    const ok = await t.current.api.put<{ user: User }>(
      '/api/auth/downgrade',
      { keep: [s2.id, l1.id] },
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      subscriptionPackage: 'free',
      status: false,
      parentMustUpgrade: false,
    });
    expect(ok.body.user.marketplaces).toHaveLength(2);
    const list = await t.current.api.get<Paged>('/api/app/marketplace', { token });
    expect(list.body.docs.map((s) => s.shopname).sort()).toEqual(['B', 'C']);
  });

  it("refuses another tenant's shop id", async () => {
    const a = await makeMember(t.current, { package: 'premium' });
    const [foreign] = await addShops(a.id, [{ marketplace: 'shopee', name: 'X' }]);
    const { accessToken: token } = await (await makeMember(t.current, { package: 'premium' })).login();
    const res = await t.current.api.put('/api/auth/downgrade', { keep: [foreign.id] }, { token });
    expect(res.status).toBe(404);
  });
});
