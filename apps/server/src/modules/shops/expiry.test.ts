import type { ApiError, Shop, User } from '@booster/contracts';
import { downgradePath, needsDowngrade } from '@booster/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxControl, sandboxShops } from '../../test/marketplace.ts';
import { users } from '../accounts/tables.ts';

const t = useTestApp({ listen: true });

type Paged = { docs: Shop[] };

const past = () => new Date(Date.now() - 3 * 86_400_000);

async function expire(userId: string) {
  await t.current.database.db.update(users).set({ expiredAt: past() }).where(eq(users.id, userId));
}

async function me(token: string) {
  const res = await t.current.api.get<User>('/api/auth/user', { token });
  expect(res.status).toBe(200);
  return res.body;
}

describe('an expired member (the /downgrade and /expired pages)', () => {
  it('with one integration goes to /expired and continues on free keeping it', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const lazada = await sandboxShops(t.current, 'lazada');
    const connected = await connectShop(t.current, token, 'lazada', 'app', byIndex(0));
    expect(connected.status).toBe(200);
    // The Lazada shop is named after the shop (/seller/get), not the seller's login e-mail.
    expect(connected.body.shopname).toBe(lazada[0]?.name);

    await expire(member.id);
    const user = await me(token);
    const account = { ...user, expiredAt: user.expiredAt ? new Date(user.expiredAt) : null };
    expect(needsDowngrade(account, new Date())).toBe(true);
    expect(downgradePath(account)).toBe('/expired');

    const res = await t.current.api.put<{ user: User }>(
      '/api/auth/downgrade',
      { keep: [connected.body._id] },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ subscriptionPackage: 'free', status: false, expiredAt: null });
    const after = { ...res.body.user, expiredAt: null };
    expect(needsDowngrade(after, new Date())).toBe(false);
    const list = await t.current.api.get<Paged>('/api/app/marketplace', { token });
    expect(list.body.docs.map((s) => [s._id, s.status])).toEqual([[connected.body._id, 'connect']]);
  });

  it('with several integrations goes to /downgrade; a kept one stays, a chat one cannot be kept', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const a = await connectShop(t.current, token, 'shopee', 'app', byIndex(0));
    const b = await connectShop(t.current, token, 'shopee', 'app', byIndex(1));
    const chat = await connectShop(t.current, token, 'shopee', 'chat', byIndex(2));
    expect([a.status, b.status, chat.status]).toEqual([200, 200, 200]);

    await expire(member.id);
    const user = await me(token);
    const account = { ...user, expiredAt: user.expiredAt ? new Date(user.expiredAt) : null };
    expect(needsDowngrade(account, new Date())).toBe(true);
    expect(downgradePath(account)).toBe('/downgrade');

    const withChat = await t.current.api.put<ApiError>(
      '/api/auth/downgrade',
      { keep: [b.body._id, chat.body._id] },
      { token },
    );
    expect(withChat.status).toBe(400);
    expect(withChat.body.code).toBe('DOWNGRADE_OVER_LIMIT');

    const ok = await t.current.api.put<{ user: User }>(
      '/api/auth/downgrade',
      { keep: [b.body._id] },
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user.subscriptionPackage).toBe('free');
    const list = await t.current.api.get<Paged>('/api/app/marketplace', { token });
    expect(list.body.docs.map((s) => s._id)).toEqual([b.body._id]);
  });
});

describe('a shop whose authorization ended', () => {
  it('turns disconnect on the next call and is reconnected with its reconnect id', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const shop = await connectShop(t.current, token, 'lazada', 'app', byIndex(1));
    expect(shop.status).toBe(200);

    await sandboxControl(t.current, 'expire-tokens', {
      platform: 'lazada',
      shopId: shop.body.shopid,
      refresh: true,
    });
    const count = await t.current.api.get<ApiError>(`/api/app/marketplace/count-product/${shop.body._id}`, {
      token,
    });
    expect(count.status).toBe(409);
    expect(count.body).toMatchObject({
      code: 'SHOP_DISCONNECTED',
      message: 'Toko Anda Perlu Diintegrasi Ulang!',
    });
    const list = await t.current.api.get<Paged>('/api/app/marketplace', { token });
    expect(list.body.docs.find((s) => s._id === shop.body._id)?.status).toBe('disconnect');
  });
});
