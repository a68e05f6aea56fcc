import { type ActivityReport, type ApiHitsReport, adminUsageRoutes } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../platform/usage-counters/index.ts';
import { useTestApp } from '../../test/app.ts';
import { makeConnectedShop } from '../../test/builders.ts';
import { makeAdmin, makeMember, makeStaffWith } from '../../test/factories.ts';
import { apiHitsDaily } from './tables.ts';

const t = useTestApp({ listen: true });
let admin: string;
let adminId: string;

beforeAll(async () => {
  const user = await makeAdmin(t.current);
  adminId = user.id;
  admin = (await user.login()).accessToken;
});

const hitsOf = async (memberId?: string) => {
  await t.current.container.usage.flush();
  const res = await t.current.api.route(adminUsageRoutes.apiHits, { query: { memberId }, token: admin });
  expect(res.status).toBe(200);
  return res.body as ApiHitsReport;
};

describe('API hit counter', () => {
  it('counts calls per member and route pattern per day, a sub-member under its owner, one row per route', async () => {
    const owner = await makeMember(t.current, { package: 'premium' });
    const token = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    for (let i = 0; i < 3; i++) await t.current.api.get('/api/auth/user', { token });
    await t.current.api.get('/api/auth/user', { token: staff });
    // Refused (403) calls count as errors of the route pattern, not of the id in the path.
    await t.current.api.get('/api/admin/email/blast/00000000-0000-4000-8000-000000000001', { token });
    await t.current.api.get('/api/admin/email/blast/00000000-0000-4000-8000-000000000002', { token });

    const first = await hitsOf(owner.id);
    const today = jakartaToday();
    expect(first.endpoints).toEqual([
      { method: 'GET', route: '/api/auth/user', hits: 4, errors: 0 },
      { method: 'GET', route: '/api/admin/email/blast/:id', hits: 2, errors: 2 },
    ]);
    expect(first.members).toEqual([
      { member: { _id: owner.id, name: 'Member premium', email: owner.email }, hits: 6, errors: 2 },
    ]);
    expect(first.days.at(-1)).toEqual({ day: today, hits: 6, errors: 2 });
    expect(first.days).toHaveLength(14);

    // Later counts are added to the same daily rows.
    await t.current.api.get('/api/auth/user', { token });
    const second = await hitsOf(owner.id);
    expect(second.endpoints[0]).toEqual({ method: 'GET', route: '/api/auth/user', hits: 5, errors: 0 });
    const rows = await t.current.database.db
      .select()
      .from(apiHitsDaily)
      .where(eq(apiHitsDaily.accountId, owner.id));
    expect(rows.map((r) => [r.day, r.route, r.hits]).sort()).toEqual([
      [today, '/api/admin/email/blast/:id', 2],
      [today, '/api/auth/user', 5],
    ]);
    expect(second.rows.map((r) => [r.member.email, r.route, r.hits])).toEqual([
      [owner.email, '/api/auth/user', 5],
      [owner.email, '/api/admin/email/blast/:id', 2],
    ]);
  });

  it('lists the heaviest members first', async () => {
    const light = await makeMember(t.current);
    const heavy = await makeMember(t.current);
    const [lightToken, heavyToken] = [(await light.login()).accessToken, (await heavy.login()).accessToken];
    await t.current.api.get('/api/auth/user', { token: lightToken });
    for (let i = 0; i < 4; i++) await t.current.api.get('/api/auth/user', { token: heavyToken });
    const report = await hitsOf();
    const order = report.members.map((m) => m.member._id).filter((id) => id === light.id || id === heavy.id);
    expect(order).toEqual([heavy.id, light.id]);
  });

  it("leaves out the admins' own calls and their support sessions as a member", async () => {
    const member = await makeMember(t.current);
    const session = await t.current.api.post<{ accessToken: string }>(
      `/api/admin/members/${member.id}/impersonate`,
      { reason: 'Bantu' },
      { token: admin },
    );
    expect(session.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await t.current.api.get('/api/authadmin/user', { token: admin });
      await t.current.api.get('/api/auth/user', { token: session.body.accessToken });
    }
    // The admin's pages were read many times above (hitsOf): none of it is a member's use.
    const report = await hitsOf();
    expect(report.members.map((m) => m.member._id)).not.toContain(adminId);
    expect(report.members.map((m) => m.member._id)).not.toContain(member.id);
    // The member's own calls still count.
    await t.current.api.get('/api/auth/user', { token: (await member.login()).accessToken });
    expect((await hitsOf(member.id)).members).toEqual([
      { member: { _id: member.id, name: expect.any(String), email: member.email }, hits: 1, errors: 0 },
    ]);
  });

  it('counts marketplace calls per platform', async () => {
    const member = await makeMember(t.current, { package: 'platinum' });
    const before = (await hitsOf()).marketplaces.find((m) => m.marketplace === 'shopee')?.calls ?? 0;
    await makeConnectedShop(t.current, { token: (await member.login()).accessToken }, 'shopee');
    const after = (await hitsOf()).marketplaces.find((m) => m.marketplace === 'shopee');
    expect(after?.calls).toBeGreaterThan(before);
    const today = (await hitsOf()).marketplaceDays.find(
      (d) => d.marketplace === 'shopee' && d.day === jakartaToday(),
    );
    expect(today?.calls).toBe(after?.calls);
  });
});

describe('member activity', () => {
  it('counts logins per member and day, a sub-member’s under its owner', async () => {
    const owner = await makeMember(t.current, { name: 'Sinta' });
    await owner.login();
    await owner.login();
    await (await makeStaffWith(t.current, owner, 'product')).login();
    await t.current.container.usage.flush();
    const res = await t.current.api.route(adminUsageRoutes.activities, {
      query: { memberId: owner.id },
      token: admin,
    });
    const report = res.body as ActivityReport;
    expect(report.members).toEqual([
      {
        member: { _id: owner.id, name: 'Sinta', email: owner.email },
        counts: { login: 3, productEdited: 0, bulkJob: 0, orderShipped: 0, chatAnswered: 0 },
        total: 3,
      },
    ]);
    expect(report.days.at(-1)).toEqual({
      day: jakartaToday(),
      counts: { login: 3, productEdited: 0, bulkJob: 0, orderShipped: 0, chatAnswered: 0 },
    });
  });
});

describe('usage pages access', () => {
  it('are admin-only: a guest gets 401, a member and a sub-member 403; a reversed range is a 400 on from', async () => {
    const owner = await makeMember(t.current);
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    for (const url of ['/api/admin/total-hit-api', '/api/admin/count-user-activities']) {
      const statuses = [];
      for (const token of [undefined, member, staff])
        statuses.push((await t.current.api.get(url, { token })).status);
      expect([url, ...statuses]).toEqual([url, 401, 403, 403]);
      const bad = await t.current.api.get(`${url}?from=2026-05-02&to=2026-05-01`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ details: { fields: { from: 'Tanggal tidak valid' } } });
    }
  });
});
