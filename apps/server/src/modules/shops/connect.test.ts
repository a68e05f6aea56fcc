import type { ApiError, Shop } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import {
  authorizeAndApprove,
  byIndex,
  type Category,
  connectBody,
  connectShop,
} from '../../test/marketplace.ts';
import { shops } from './tables.ts';

const t = useTestApp({ listen: true });

const FLOWS: [string, Category][] = [
  ['shopee', 'app'],
  ['lazada', 'app'],
  ['tiktok', 'app'],
  ['bukalapak', 'app'],
  ['shopee', 'chat'],
  ['lazada', 'chat'],
];

describe('connect and reconnect through the sandbox consent pages', () => {
  it.each(FLOWS)(
    '%s %s: connects, lists, reconnects the same shop and refuses another one',
    async (marketplace, category) => {
      const member = await makeMember(t.current, { package: 'platinum' });
      const { accessToken: token } = await member.login();

      const connected = await connectShop(t.current, token, marketplace, category, byIndex(0));
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      expect(connected.body).toMatchObject({ marketplace, appCategory: category, status: 'connect' });

      const list = await t.current.api.get<{ docs: Shop[] }>(
        `/api/app/marketplace?marketplace=${marketplace}`,
        { token },
      );
      expect(list.body.docs.map((s) => s._id)).toContain(connected.body._id);

      // Tokens are sealed at rest.
      const [row] = await t.current.database.db.select().from(shops).where(eqId(connected.body._id));
      expect(row.accessTokenEnc).toMatch(/^v1\./);

      const again = await authorizeAndApprove(
        t.current,
        token,
        marketplace,
        category,
        byIndex(0),
        connected.body._id,
      );
      expect(again.callback).not.toBeNull();
      const reconnected = await t.current.api.put<Shop>(
        `/api/${category}/marketplace/${marketplace}/reconnect/${connected.body._id}`,
        connectBody(again.callback as URL),
        { token },
      );
      expect(reconnected.status, JSON.stringify(reconnected.body)).toBe(200);
      expect(reconnected.body._id).toBe(connected.body._id);

      const other = await authorizeAndApprove(
        t.current,
        token,
        marketplace,
        category,
        byIndex(1),
        connected.body._id,
      );
      const wrong = await t.current.api.put<ApiError>(
        `/api/${category}/marketplace/${marketplace}/reconnect/${connected.body._id}`,
        connectBody(other.callback as URL),
        { token },
      );
      expect(wrong.status).toBe(406);
      expect(wrong.body.code).toBe('SHOP_MISMATCH');
    },
  );

  it('answers 403 SHOP_TAKEN when the shop is connected to another account', async () => {
    const first = await (await makeMember(t.current, { package: 'premium' })).login();
    const second = await (await makeMember(t.current, { package: 'premium' })).login();
    expect((await connectShop(t.current, first.accessToken, 'lazada', 'app', byIndex(2))).status).toBe(200);
    const taken = await connectShop(t.current, second.accessToken, 'lazada', 'app', byIndex(2));
    expect(taken.status).toBe(403);
    expect((taken.body as unknown as ApiError).code).toBe('SHOP_TAKEN');
  });

  it('refuses a state made for another seller', async () => {
    const first = await (await makeMember(t.current, { package: 'premium' })).login();
    const second = await (await makeMember(t.current, { package: 'premium' })).login();
    const { callback } = await authorizeAndApprove(t.current, first.accessToken, 'tiktok', 'app', byIndex(2));
    const res = await t.current.api.post<ApiError>(
      '/api/app/marketplace/tiktok/connect',
      connectBody(callback as URL),
      {
        token: second.accessToken,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_STATE');
  });
});

describe('limits per package (402)', () => {
  it('lets a free member connect one Shopee shop, then shows the limit dialog', async () => {
    const { accessToken: token } = await (await makeMember(t.current)).login();
    expect((await connectShop(t.current, token, 'shopee', 'app', byIndex(1))).status).toBe(200);
    const auth = await t.current.api.get<ApiError>('/api/app/marketplace/shopee/authorize', { token });
    expect(auth.status).toBe(402);
    expect(auth.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Akun Shopee mencapai Limit!',
      details: { marketplace: 'shopee', category: 'app' },
    });
  });

  it('refuses chat to a free member', async () => {
    const { accessToken: token } = await (await makeMember(t.current)).login();
    const res = await t.current.api.get<ApiError>('/api/chat/marketplace/lazada/authorize', { token });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ message: 'Akun chat mencapai Limit!', details: { category: 'chat' } });
  });

  it('checks the limit again at connect time (premium: 3 chat accounts)', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const { callback } = await authorizeAndApprove(t.current, token, 'shopee', 'chat', byIndex(1));
    await t.current.database.db.insert(shops).values(
      [1, 2, 3].map((i) => ({
        accountId: member.id,
        marketplace: 'lazada' as const,
        appCategory: 'chat' as const,
        externalShopId: `limit-${member.id}-${i}`,
        shopName: `Chat ${i}`,
      })),
    );
    const res = await t.current.api.post<ApiError>(
      '/api/chat/marketplace/shopee/connect',
      connectBody(callback as URL),
      {
        token,
      },
    );
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('LIMIT_REACHED');
  });

  it('lets shopeeOptimization connect Shopee only', async () => {
    const { accessToken: token } = await (
      await makeMember(t.current, { package: 'shopeeOptimization' })
    ).login();
    expect((await t.current.api.get('/api/app/marketplace/shopee/authorize', { token })).status).toBe(200);
    expect((await t.current.api.get('/api/app/marketplace/lazada/authorize', { token })).status).toBe(402);
  });
});

const eqId = (id: string) => eq(shops.id, id);
