import { type AdminDashboard, adminDashboardRoutes } from '@booster/contracts';
import { jakartaIsoDate } from '@booster/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith } from '../../test/factories.ts';
import { billingInvoices } from '../billing/tables.ts';
import { marketplaceCallsDaily } from '../usage/tables.ts';

const t = useTestApp();

async function dashboard(token: string): Promise<AdminDashboard> {
  t.current.container.adminMembers.dashboard.clear();
  const res = await t.current.api.route(adminDashboardRoutes.get, { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function paidInvoice(accountId: string, amount: number, paidAt: Date) {
  await t.current.database.db.insert(billingInvoices).values({
    accountId,
    number: `INV-T-${Math.random().toString(36).slice(2, 10)}`,
    packageName: 'premium',
    months: 1,
    kind: 'new',
    listPrice: amount,
    discountPercent: 0,
    discount: 0,
    price: amount,
    amount,
    status: 'paid',
    method: 'manual',
    dueAt: paidAt,
    paidAt,
  });
}

describe('admin dashboard', () => {
  it('is admin-only: a guest gets 401, a member and a sub-member 403', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    expect((await t.current.api.route(adminDashboardRoutes.get, {})).status).toBe(401);
    expect((await t.current.api.route(adminDashboardRoutes.get, { token: member })).status).toBe(403);
    expect((await t.current.api.route(adminDashboardRoutes.get, { token: staff })).status).toBe(403);
  });

  it('counts members as the users table holds them, and moves with new members and paid invoices', async () => {
    const token = (await (await makeAdmin(t.current)).login()).accessToken;
    const before = await dashboard(token);
    const [owners] = (
      await t.current.database.db.execute<{ total: number; verified: number }>(
        sql`select count(*)::int as total, count(email_verified_at)::int as verified from users where parent_id is null and not is_admin`,
      )
    ).rows;
    expect(before.members.total).toBe(owners.total);
    expect(before.members.verified).toBe(owners.verified);

    const soon = await makeMember(t.current, {
      package: 'medium',
      expiredAt: new Date(Date.now() + 2 * 86_400_000),
    });
    await makeMember(t.current, { verified: false });
    await paidInvoice(soon.id, 299_000, new Date());
    await paidInvoice(soon.id, 100_000, new Date(Date.now() - 40 * 86_400_000));
    // Marketplace calls as the usage counters wrote them: this week and the week before.
    const day = (back: number) => jakartaIsoDate(new Date(Date.now() - back * 86_400_000));
    await t.current.database.db.insert(marketplaceCallsDaily).values([
      { day: day(0), platform: 'zz-test', calls: 40, errors: 2 },
      { day: day(10), platform: 'zz-test', calls: 10, errors: 0 },
    ]);

    // Kept for a minute: the same figures until then.
    const cached = await t.current.api.route(adminDashboardRoutes.get, { token });
    expect(cached.body.generatedAt).toBe(before.generatedAt);

    const after = await dashboard(token);
    expect(after.members.total).toBe(before.members.total + 2);
    expect(after.members.new.current).toBe(before.members.new.current + 2);
    expect(after.members.verified).toBe(before.members.verified + 1);
    expect(after.members.expiringIn7Days).toBe(before.members.expiringIn7Days + 1);
    expect(after.members.paying.medium).toBe(before.members.paying.medium + 1);
    expect(after.revenue.today.current).toBe(before.revenue.today.current + 299_000);
    expect(after.revenue.month.current).toBe(before.revenue.month.current + 299_000);
    const today = after.revenue.daily.at(-1);
    expect(today?.value).toBeGreaterThanOrEqual(299_000);
    // The invoice paid 40 days ago is neither today's nor this month's.
    expect(after.revenue.daily.reduce((s, d) => s + d.value, 0)).toBe(
      before.revenue.daily.reduce((s, d) => s + d.value, 0) + 299_000,
    );
    expect(Object.keys(after.shops.byMarketplace).sort()).toEqual([
      'bukalapak',
      'lazada',
      'shopee',
      'tiktok',
      'tokopedia',
    ]);
    expect(after.marketplaceCalls.calls.current).toBe(before.marketplaceCalls.calls.current + 40);
    expect(after.marketplaceCalls.errors.current).toBe(before.marketplaceCalls.errors.current + 2);
    expect(after.marketplaceCalls.calls.previous).toBe(before.marketplaceCalls.calls.previous + 10);
    expect(after.orders.week.current).toBeGreaterThanOrEqual(0);
    expect(after.chats.week.current).toBeGreaterThanOrEqual(0);
  });
});
