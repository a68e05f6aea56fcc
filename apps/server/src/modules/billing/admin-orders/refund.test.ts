import { adminCouponRoutes, adminOrderRoutes, billingRoutes, type User } from '@booster/contracts';
import { addMonths, jakartaIsoDate } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeAdmin, makeMember } from '../../../test/factories.ts';
import { settleThroughSnap } from '../../../test/midtrans-snap.ts';

/** A refund marked on /admin/order takes back what the payment gave (issue 13). */
const t = useTestApp({ listen: true });

const DAY = 86_400_000;
let adminToken: string | null = null;
const admin = async () => {
  adminToken ??= (await (await makeAdmin(t.current)).login()).accessToken;
  return adminToken;
};

async function buy(
  token: string,
  body: { packageName: 'premium' | 'medium'; months: 1 | 3; couponCode?: string; subscribeType?: 'extend' },
) {
  const invoice = await t.current.api.route(billingRoutes.createInvoice, { token, body });
  expect(invoice.status).toBe(200);
  const paid = await settleThroughSnap(t.current, token, invoice.body._id);
  expect(paid.status).toBe('paid');
  return paid;
}

const refund = async (id: string) => {
  const res = await t.current.api.route(adminOrderRoutes.refund, {
    token: await admin(),
    params: { id },
    body: { reason: 'Dana dikembalikan ke member' },
  });
  expect(res.status).toBe(200);
  return res.body;
};

const me = async (token: string) => (await t.current.api.get<User>('/api/auth/user', { token })).body;
const plan = (u: User) => ({ package: u.subscriptionPackage, status: u.status, expiredAt: u.expiredAt });

describe('refund', () => {
  it('a refunded first purchase puts the member back on free and gives the coupon use back', async () => {
    const created = await t.current.api.route(adminCouponRoutes.create, {
      token: await admin(),
      body: {
        code: `BALIK${Date.now().toString(36).toUpperCase()}`,
        kind: 'amount',
        value: 20_000,
        packages: ['premium'],
        months: [1],
        validFrom: jakartaIsoDate(new Date(Date.now() - DAY)),
        validUntil: jakartaIsoDate(new Date(Date.now() + 30 * DAY)),
        maxUses: 1,
        maxUsesPerMember: 1,
        active: true,
      },
    });
    const coupon = created.body;
    const m = await makeMember(t.current);
    const token = (await m.login()).accessToken;
    const before = plan(await me(token));
    const paid = await buy(token, { packageName: 'premium', months: 1, couponCode: coupon.code });
    expect(plan(await me(token))).toMatchObject({ package: 'premium', status: true });

    expect(await refund(paid._id)).toMatchObject({ status: 'refunded' });
    expect(plan(await me(token))).toEqual(before);
    const coupons = await t.current.api.route(adminCouponRoutes.list, {
      token: await admin(),
      query: { search: coupon.code },
    });
    expect(coupons.body.docs[0]).toMatchObject({ used: 0, reserved: 0 });
    // The use is free again: the same member may take it once more.
    const again = await t.current.api.route(billingRoutes.quote, {
      token,
      body: { packageName: 'premium', months: 1, couponCode: coupon.code },
    });
    expect(again.status).toBe(200);
  });

  it('a refunded extension puts the previous expiry back', async () => {
    const expiredAt = new Date(Date.now() + 20 * DAY);
    const m = await makeMember(t.current, { package: 'premium', expiredAt });
    const token = (await m.login()).accessToken;
    const before = plan(await me(token));
    const paid = await buy(token, { packageName: 'premium', months: 3, subscribeType: 'extend' });
    expect(new Date((await me(token)).expiredAt ?? 0).getTime()).toBe(addMonths(expiredAt, 3).getTime());
    await refund(paid._id);
    expect(plan(await me(token))).toEqual(before);
  });

  it('a refunded upgrade puts the previous package and expiry back', async () => {
    const m = await makeMember(t.current, { package: 'premium', expiredAt: new Date(Date.now() + 40 * DAY) });
    const token = (await m.login()).accessToken;
    const before = plan(await me(token));
    const paid = await buy(token, { packageName: 'medium', months: 1 });
    expect((await me(token)).subscriptionPackage).toBe('medium');
    await refund(paid._id);
    expect(plan(await me(token))).toEqual(before);
  });

  it('an earlier invoice refunded after a later extension takes only its own months off', async () => {
    const m = await makeMember(t.current);
    const token = (await m.login()).accessToken;
    const first = await buy(token, { packageName: 'premium', months: 1 });
    const second = await buy(token, { packageName: 'premium', months: 3, subscribeType: 'extend' });
    const extendedTo = new Date((await me(token)).expiredAt ?? 0).getTime();
    expect(extendedTo).toBe(new Date(second.periodEnd ?? 0).getTime());
    await refund(first._id);
    const after = await me(token);
    const firstSpan = new Date(first.periodEnd ?? 0).getTime() - new Date(first.periodStart ?? 0).getTime();
    expect(after).toMatchObject({ subscriptionPackage: 'premium', status: true });
    expect(new Date(after.expiredAt ?? 0).getTime()).toBe(extendedTo - firstSpan);
  });
});
