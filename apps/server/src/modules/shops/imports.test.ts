import type { ImportProgress, ImportStatus } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeSubMember } from '../../test/factories.ts';
import { byIndex, connectShop, connectTokopedia, sandboxShops } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type Paged = { totalDocs: number };

/** The product count the sandbox holds for a shop: the platform's own number. */
async function platformProductCount(platform: string, shopId: string) {
  const seeded = (await sandboxShops(t.current, platform)) as unknown as {
    id: string;
    productCount: number;
  }[];
  const shop = seeded.find((s) => s.id === shopId);
  if (!shop) throw new Error(`no sandbox ${platform} shop ${shopId}`);
  return shop.productCount;
}

async function imports(token: string, marketplace: string) {
  const res = await t.current.api.get<ImportStatus[]>(
    `/api/app/marketplace/imports?marketplace=${marketplace}`,
    {
      token,
    },
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** Every `shops.import-progress.v1` frame a socket receives. */
function importFrames(socket: WebSocket) {
  const frames: ImportProgress[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { event: string; payload: ImportProgress };
    if (frame.event === 'shops.import-progress.v1') frames.push(frame.payload);
  });
  return frames;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('product import on connect', () => {
  it('imports the products of a Tokopedia shop the admin confirms, with no action of the seller', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const shop = await connectTokopedia(t.current, token, {
      shopname: 'Toko Impor',
      shopdomain: 'https://www.tokopedia.com/tokoimpor',
    });

    // Right after the confirmation the seller's pages can show that the import is on its way.
    expect(await imports(token, 'tokopedia')).toEqual([
      expect.objectContaining({ shopId: shop._id, shopname: 'Toko Impor', status: 'queued', imported: 0 }),
    ]);

    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const expected = await platformProductCount('tokopedia', shop.shopid);
    expect(expected).toBeGreaterThan(0);
    const listed = await t.current.api.get<Paged>(`/api/app/product/tokopedia?shopId=${shop._id}&limit=1`, {
      token,
    });
    expect(listed.body.totalDocs).toBe(expected);
    expect(await imports(token, 'tokopedia')).toEqual([
      expect.objectContaining({
        shopId: shop._id,
        status: 'done',
        imported: expected,
        total: expected,
        errorCode: null,
        message: 'Import produk selesai',
      }),
    ]);
  }, 60_000);

  it("pushes the import's progress to the account's sockets: the owner's and its sub-member's", async () => {
    const owner = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await owner.login();
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner));
    const ownerSocket = await t.current.app.injectWS(`/ws?token=${token}`);
    const staffSocket = await t.current.app.injectWS(`/ws?token=${(await staff.login()).accessToken}`);
    const ownerFrames = importFrames(ownerSocket);
    const staffFrames = importFrames(staffSocket);
    try {
      const connected = await connectShop(t.current, token, 'shopee', 'app', byIndex(1));
      expect(connected.status).toBe(200);
      const shop = connected.body;
      expect((await t.current.jobs.drain()).failed).toEqual([]);
      const expected = await platformProductCount('shopee', shop.shopid);
      const isDone = (frames: ImportProgress[]) => frames.at(-1)?.status === 'done';
      await until(() => isDone(ownerFrames) && isDone(staffFrames));

      expect(ownerFrames.map((f) => f.shopId)).toEqual(ownerFrames.map(() => shop._id));
      expect(ownerFrames[0]).toMatchObject({ status: 'queued', imported: 0 });
      const running = ownerFrames.filter((f) => f.status === 'running');
      // One frame when the job starts, then one per page of 50 with the count so far.
      expect(running.map((f) => f.imported)).toEqual([
        0,
        ...Array.from({ length: Math.ceil(expected / 50) }, (_, i) => Math.min(expected, (i + 1) * 50)),
      ]);
      expect(running.at(-1)?.total).toBe(expected);
      expect(ownerFrames.at(-1)).toMatchObject({ status: 'done', imported: expected, total: expected });
      expect(staffFrames).toEqual(ownerFrames);

      // What the sockets saw is what the stored state says.
      const state = await t.current.api.get<ImportStatus>(`/api/app/marketplace/shopee/import/${shop._id}`, {
        token,
      });
      expect(state.body).toMatchObject({ ...ownerFrames.at(-1), shopname: shop.shopname });
    } finally {
      ownerSocket.terminate();
      staffSocket.terminate();
    }
  }, 60_000);

  it('records a failed import with its reason, and a retry imports the products', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const connected = await connectShop(t.current, token, 'shopee', 'app', byIndex(2));
    const shop = connected.body;
    const faults = `${t.current.config.appUrl}/sandbox/_control/faults`;
    await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'shopee', pathContains: 'get_item_list', status: 500, times: 1000 }),
    });
    try {
      await t.current.jobs.drain();
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
    const [failed] = await imports(token, 'shopee');
    expect(failed).toMatchObject({
      shopId: shop._id,
      status: 'failed',
      errorCode: 'MARKETPLACE_UNAVAILABLE',
      message: 'Import produk gagal, coba lagi: Shopee sedang tidak dapat dihubungi, coba lagi nanti',
    });
    expect(failed.finishedAt).not.toBeNull();

    const retry = await t.current.api.post<ImportStatus>(
      '/api/app/marketplace/shopee/import',
      { id: shop._id },
      { token },
    );
    expect(retry.body).toMatchObject({ status: 'queued', errorCode: null });
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const expected = await platformProductCount('shopee', shop.shopid);
    expect(await imports(token, 'shopee')).toEqual([
      expect.objectContaining({ status: 'done', imported: expected, total: expected }),
    ]);
  }, 60_000);

  it("keeps the import list to the account's own shops", async () => {
    const other = (await (await makeMember(t.current, { package: 'premium' })).login()).accessToken;
    expect(await imports(other, 'shopee')).toEqual([]);
    const bad = await t.current.api.get('/api/app/marketplace/imports?marketplace=ebay', { token: other });
    expect(bad.status).toBe(400);
  });
});
