import {
  type AdminPayout,
  adminAffiliateRoutes,
  adminOrderRoutes,
  affiliateRoutes,
  authRoutes,
  type RouteContract,
} from '@booster/contracts';
import { DEFAULT_COMMISSION_TIERS, DEFAULT_MIN_PAYOUT, jakartaMonthKey } from '@booster/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/index.ts';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith, uniqueEmail } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { payThroughSnap } from '../../test/midtrans.ts';
import { adminAuditLog } from '../audit/tables.ts';
import { affiliateCommissions, affiliateReferrals } from './tables.ts';

const t = useTestApp({ listen: true });

async function member(name = 'Budi Santoso') {
  const m = await makeMember(t.current, { name });
  return { ...m, token: (await m.login()).accessToken };
}

async function admin() {
  const a = await makeAdmin(t.current);
  return { ...a, token: (await a.login()).accessToken };
}

async function summary(token: string) {
  const res = await t.current.api.route(affiliateRoutes.summary, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** A member registered through the public form with `referral`, logged in. */
async function registerWith(referral: string | undefined, name = 'Siti Rahma') {
  const email = uniqueEmail('referred');
  const res = await t.current.api.route(authRoutes.register, {
    body: { name, email, password: 'rahasia-123', referral },
  });
  expect(res.status).toBe(200);
  const session = await t.current.api.login(email, 'rahasia-123');
  return { id: session.user._id, email, token: session.accessToken };
}

async function setTerms(
  tiers: { minPayingReferrals: number; percent: number }[],
  minPayout = DEFAULT_MIN_PAYOUT,
) {
  const a = await admin();
  const res = await t.current.api.route(adminAffiliateRoutes.saveTerms, {
    token: a.token,
    body: { tiers, minPayout },
  });
  expect(res.status).toBe(200);
}

/** Commission earned straight in the table, for payout tests that do not need a payment. */
async function seedCommission(referrerId: string, amount: number) {
  const referred = await makeMember(t.current);
  await t.current.database.db.insert(affiliateCommissions).values({
    accountId: referrerId,
    referredAccountId: referred.id,
    invoiceId: crypto.randomUUID(),
    invoiceNumber: 'INV-SEED',
    invoiceAmount: amount * 10,
    payingReferralsBefore: 0,
    percent: 10,
    amount,
    earnedAt: new Date(),
  });
}

describe('referral link and binding', () => {
  it('a registration with the code binds the new member to its owner once; unknown codes bind nothing', async () => {
    const referrer = await member();
    const { code, link } = await summary(referrer.token);
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(link).toBe(`${t.current.config.appUrl}/register?referral=${code}`);
    expect((await summary(referrer.token)).code).toBe(code);

    const referred = await registerWith(code.toLowerCase());
    await registerWith('NOPE1234');
    await registerWith(undefined);
    const s = await summary(referrer.token);
    expect(s.signUps).toBe(1);
    const bound = await t.current.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referrerAccountId, referrer.id));
    expect(bound.map((b) => b.referredAccountId)).toEqual([referred.id]);

    // Once: binding the same member to another affiliate later changes nothing.
    const other = await member();
    const otherCode = (await summary(other.token)).code;
    const { referrals } = t.current.container.affiliates;
    const again = await withTransaction(t.current.database.db, (tx) =>
      referrals.bind(tx, referred.id, otherCode),
    );
    expect(again).toBeNull();
    expect(await referrals.referrerOf(referred.id)).toBe(referrer.id);
  });

  it('refuses a self-referral', async () => {
    const m = await member();
    const { code } = await summary(m.token);
    const { referrals } = t.current.container.affiliates;
    const bound = await withTransaction(t.current.database.db, (tx) => referrals.bind(tx, m.id, code));
    expect(bound).toBeNull();
    expect(await referrals.referrerOf(m.id)).toBeNull();
    expect((await summary(m.token)).signUps).toBe(0);
  });

  it('counts a click once per visitor per day; unknown codes are not counted', async () => {
    const m = await member();
    const { code } = await summary(m.token);
    const click = (ua: string, c = code) =>
      t.current.api.route(affiliateRoutes.click, { body: { code: c }, headers: { 'user-agent': ua } });
    expect((await click('Browser A')).body).toEqual({ counted: true });
    expect((await click('Browser A')).body).toEqual({ counted: false });
    expect((await click('Browser B')).body).toEqual({ counted: true });
    expect((await click('Browser C', 'UNKNOWN9')).body).toEqual({ counted: false });
    expect((await summary(m.token)).clicks).toBe(2);
    const bad = await t.current.api.post('/api/guest/affiliate/clicks', { code: '' });
    expect(bad.status).toBe(400);
  });
});

describe('commission on a referred member’s paid invoice (Midtrans emulator)', () => {
  it('earns the level’s percent of the invoice, once per invoice; a member nobody referred earns nobody anything', async () => {
    await setTerms([...DEFAULT_COMMISSION_TIERS]);
    const referrer = await member();
    const referred = await registerWith((await summary(referrer.token)).code, 'Siti Rahma');
    const paid = await payThroughSnap(t.current, referred.token, { packageName: 'premium', months: 1 });
    expect(paid).toMatchObject({ status: 'paid', amount: 149_000 });

    const s = await summary(referrer.token);
    expect(s).toMatchObject({
      payingReferrals: 1,
      earned: 14_900,
      pending: 14_900,
      available: 14_900,
      paid: 0,
      tier: { minPayingReferrals: 0, percent: 10 },
      nextTier: { minPayingReferrals: 10, percent: 15 },
    });
    const list = await t.current.api.route(affiliateRoutes.commissions, { token: referrer.token });
    expect(list.body.docs).toEqual([
      expect.objectContaining({
        referralName: 'Si***a',
        invoiceNumber: paid.number,
        invoiceAmount: 149_000,
        percent: 10,
        amount: 14_900,
      }),
    ]);

    // The emulator's notification again (a duplicate) earns nothing more.
    const resend = await fetch(
      `${t.current.config.appUrl}/sandbox/midtrans/_control/notifications/${paid.number}/resend`,
      { method: 'POST' },
    );
    expect(resend.status).toBe(200);
    expect((await summary(referrer.token)).earned).toBe(14_900);

    const loner = await member();
    await payThroughSnap(t.current, loner.token, { packageName: 'premium', months: 1 });
    const rows = await t.current.database.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.referredAccountId, loner.id));
    expect(rows).toEqual([]);
  });

  it('the level goes by paying referrals before the payment, with the tiers the admin set', async () => {
    await setTerms([
      { minPayingReferrals: 0, percent: 10 },
      { minPayingReferrals: 1, percent: 25 },
    ]);
    const referrer = await member();
    const { code } = await summary(referrer.token);
    const first = await registerWith(code);
    const second = await registerWith(code);
    await payThroughSnap(t.current, first.token, { packageName: 'premium', months: 1 });
    const b = await payThroughSnap(t.current, second.token, { packageName: 'premium', months: 3 });
    const list = await t.current.api.route(affiliateRoutes.commissions, { token: referrer.token });
    expect(list.body.docs.map((d) => [d.invoiceNumber, d.percent, d.amount])).toEqual([
      [b.number, 25, 100_500],
      [expect.any(String), 10, 14_900],
    ]);
    expect((await summary(referrer.token)).tier).toEqual({ minPayingReferrals: 1, percent: 25 });
    await setTerms([...DEFAULT_COMMISSION_TIERS]);
  });
});

describe('refund', () => {
  it('a refunded invoice reverses its commission: balance, level and leaderboard drop it; /admin/order shows it', async () => {
    await setTerms([...DEFAULT_COMMISSION_TIERS]);
    const referrer = await member('Refund Affiliate');
    const referred = await registerWith((await summary(referrer.token)).code);
    const paid = await payThroughSnap(t.current, referred.token, { packageName: 'premium', months: 1 });
    const a = await admin();
    const orderRow = async () =>
      (await t.current.api.route(adminOrderRoutes.list, { token: a.token, query: { search: paid.number } }))
        .body.docs[0];
    expect((await orderRow()).commission).toEqual({ amount: 14_900, status: 'earned' });

    const refunded = await t.current.api.route(adminOrderRoutes.refund, {
      token: a.token,
      params: { id: paid._id },
      body: { reason: 'Member membatalkan' },
    });
    expect(refunded.status).toBe(200);
    expect(await summary(referrer.token)).toMatchObject({ earned: 0, available: 0, payingReferrals: 0 });
    const list = await t.current.api.route(affiliateRoutes.commissions, { token: referrer.token });
    expect(list.body.docs.map((d) => [d.amount, d.status])).toEqual([[14_900, 'reversed']]);
    expect((await orderRow()).commission).toEqual({ amount: 14_900, status: 'reversed' });
    const board = await t.current.api.route(adminAffiliateRoutes.leaderboard, { token: a.token });
    expect(board.body.entries.map((e) => e.member._id)).not.toContain(referrer.id);
  });
});

describe('commission terms', () => {
  it('the public endpoint shows the tiers; the admin saves them (audited); bad tiers are 400', async () => {
    const a = await admin();
    const saveTiers = (tiers: { minPayingReferrals: number; percent: number }[]) =>
      t.current.api.route(adminAffiliateRoutes.saveTerms, {
        token: a.token,
        body: { tiers, minPayout: 50_000 },
      });
    const tiers = [
      { minPayingReferrals: 0, percent: 12 },
      { minPayingReferrals: 5, percent: 18 },
    ];
    const saved = await saveTiers(tiers);
    expect(saved.status).toBe(200);
    const pub = await t.current.api.route(affiliateRoutes.terms, {});
    expect(pub.body).toEqual({ tiers, minPayout: 50_000 });
    const [entry] = await t.current.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, a.id));
    expect(entry).toMatchObject({ action: 'affiliate.terms-updated', targetType: 'affiliate-terms' });

    const notAscending = await saveTiers([
      { minPayingReferrals: 0, percent: 10 },
      { minPayingReferrals: 0, percent: 15 },
    ]);
    expect(notAscending.status).toBe(400);
    expect(notAscending.body).toMatchObject({
      details: { fields: { tiers: 'Jumlah referral tiap level harus lebih besar dari level sebelumnya' } },
    });
    const percent = await t.current.api.post(
      '/api/admin/affiliate/terms',
      { tiers: [{ minPayingReferrals: 0, percent: 150 }], minPayout: 1 },
      { token: a.token },
    );
    expect(percent.status).toBe(404); // PUT only
    const tooHigh = await t.current.api.put(
      '/api/admin/affiliate/terms',
      { tiers: [{ minPayingReferrals: 0, percent: 150 }], minPayout: 1 },
      { token: a.token },
    );
    expect(tooHigh.body).toMatchObject({
      details: { fields: { 'tiers.0.percent': 'Persentase komisi antara 0 dan 100' } },
    });
    await setTerms([...DEFAULT_COMMISSION_TIERS]);
  });
});

describe('payouts', () => {
  const bank = { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Budi Santoso' };

  it('refuses below the minimum and above the available balance', async () => {
    await setTerms([...DEFAULT_COMMISSION_TIERS], 100_000);
    const m = await member();
    await summary(m.token);
    await seedCommission(m.id, 150_000);
    const low = await t.current.api.route(affiliateRoutes.requestPayout, {
      token: m.token,
      body: { ...bank, amount: 99_999 },
    });
    expect(low.body).toEqual(
      errorBody(400, 'VALIDATION_FAILED', 'Jumlah penarikan di bawah minimum penarikan', {
        fields: { amount: 'Jumlah penarikan di bawah minimum penarikan' },
      }),
    );
    const high = await t.current.api.route(affiliateRoutes.requestPayout, {
      token: m.token,
      body: { ...bank, amount: 150_001 },
    });
    expect(high.body).toMatchObject({
      details: { fields: { amount: 'Jumlah penarikan melebihi saldo komisi yang tersedia' } },
    });
    const badAccount = await t.current.api.route(affiliateRoutes.requestPayout, {
      token: m.token,
      body: { ...bank, accountNumber: '12-34', amount: 100_000 },
    });
    expect(badAccount.body).toMatchObject({
      details: { fields: { accountNumber: 'Nomor rekening berisi 5 sampai 20 angka' } },
    });
    const ok = await t.current.api.route(affiliateRoutes.requestPayout, {
      token: m.token,
      body: { ...bank, amount: 150_000 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ amount: 150_000, status: 'requested', bankName: 'BCA' });
    expect(await summary(m.token)).toMatchObject({ earned: 150_000, requested: 150_000, available: 0 });
  });

  it('requests at once cannot take more than the balance', async () => {
    await setTerms([...DEFAULT_COMMISSION_TIERS], 100_000);
    const m = await member();
    await summary(m.token);
    await seedCommission(m.id, 300_000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.current.api.route(affiliateRoutes.requestPayout, {
          token: m.token,
          body: { ...bank, amount: 100_000 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 400, 400, 400]);
    expect(await summary(m.token)).toMatchObject({ requested: 300_000, available: 0 });
  });

  it('the admin approves and marks paid, or rejects with a reason; each decision is audited', async () => {
    await setTerms([...DEFAULT_COMMISSION_TIERS], 100_000);
    const m = await member();
    await summary(m.token);
    await seedCommission(m.id, 250_000);
    const a = await admin();
    const request = (amount: number) =>
      t.current.api.route(affiliateRoutes.requestPayout, { token: m.token, body: { ...bank, amount } });
    const first = (await request(100_000)).body;
    const second = (await request(150_000)).body;

    const list = await t.current.api.route(adminAffiliateRoutes.payouts, {
      token: a.token,
      query: { status: 'requested' },
    });
    const mine = list.body.docs.filter((d: AdminPayout) => d.member._id === m.id);
    expect(mine.map((d) => d.amount).sort()).toEqual([100_000, 150_000]);
    expect(mine[0].member).toMatchObject({ email: m.email, name: 'Budi Santoso' });

    const early = await t.current.api.route(adminAffiliateRoutes.markPayoutPaid, {
      token: a.token,
      params: { id: first._id },
    });
    expect(early.body).toEqual(
      errorBody(400, 'INVALID_STATE', 'Status permintaan penarikan ini sudah berubah, muat ulang halaman'),
    );
    const approved = await t.current.api.route(adminAffiliateRoutes.approvePayout, {
      token: a.token,
      params: { id: first._id },
    });
    expect(approved.body.status).toBe('approved');
    const paid = await t.current.api.route(adminAffiliateRoutes.markPayoutPaid, {
      token: a.token,
      params: { id: first._id },
    });
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: expect.any(String) });

    const noReason = await t.current.api.route(adminAffiliateRoutes.rejectPayout, {
      token: a.token,
      params: { id: second._id },
      body: { reason: ' ' },
    });
    expect(noReason.body).toMatchObject({ details: { fields: { reason: 'Alasan wajib diisi' } } });
    const rejected = await t.current.api.route(adminAffiliateRoutes.rejectPayout, {
      token: a.token,
      params: { id: second._id },
      body: { reason: 'Nama pemilik rekening tidak sesuai' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Nama pemilik rekening tidak sesuai' });
    expect(await summary(m.token)).toMatchObject({
      earned: 250_000,
      paid: 100_000,
      pending: 150_000,
      requested: 0,
      available: 150_000,
    });
    const own = await t.current.api.route(affiliateRoutes.payouts, { token: m.token });
    expect(own.body.docs.map((d) => d.status).sort()).toEqual(['paid', 'rejected']);

    const trail = await t.current.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, a.id));
    expect(trail.map((e) => [e.action, e.memberId, e.reason]).sort()).toEqual([
      ['affiliate.payout-approved', m.id, null],
      ['affiliate.payout-paid', m.id, null],
      ['affiliate.payout-rejected', m.id, 'Nama pemilik rekening tidak sesuai'],
    ]);
    const missing = await t.current.api.route(adminAffiliateRoutes.approvePayout, {
      token: a.token,
      params: { id: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
  });
});

describe('leaderboard', () => {
  it('ranks the month’s affiliates by commission: masked in public, full names for the admin', async () => {
    const top = await member('Zulkarnain Top');
    const second = await member('Ani');
    await summary(top.token);
    await summary(second.token);
    await seedCommission(top.id, 9_000_000);
    await seedCommission(second.id, 8_000_000);
    const pub = await t.current.api.route(affiliateRoutes.leaderboard, {});
    expect(pub.body.month).toBe(jakartaMonthKey(new Date()));
    expect(pub.body.entries.slice(0, 2)).toEqual([
      { rank: 1, name: 'Zu***p', payingReferrals: 1, commission: 9_000_000 },
      { rank: 2, name: 'An***i', payingReferrals: 1, commission: 8_000_000 },
    ]);
    expect(JSON.stringify(pub.body)).not.toContain('Zulkarnain');
    const a = await admin();
    const full = await t.current.api.route(adminAffiliateRoutes.leaderboard, { token: a.token });
    expect(full.body.entries[0]).toMatchObject({
      rank: 1,
      name: 'Zulkarnain Top',
      member: { _id: top.id, email: top.email },
    });
    const earlier = await t.current.api.route(affiliateRoutes.leaderboard, { query: { month: '2020-01' } });
    expect(earlier.body).toEqual({ month: '2020-01', entries: [] });
    const bad = await t.current.api.get('/api/guest/leaderboard?month=2026-13');
    expect(bad.status).toBe(400);
  });
});

describe('access', () => {
  const adminOnly: RouteContract[] = Object.values(adminAffiliateRoutes);
  const ownerOnly: RouteContract[] = [
    affiliateRoutes.summary,
    affiliateRoutes.commissions,
    affiliateRoutes.payouts,
    affiliateRoutes.requestPayout,
  ];
  const id = '00000000-0000-4000-8000-000000000000';
  const call = (r: RouteContract, token?: string) =>
    t.current.app.inject({
      method: r.method,
      url: r.path.replace(':id', id),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      payload: r.method === 'GET' ? undefined : JSON.stringify(validBody(r)),
    });
  // Bodies are validated before access is decided: a caller who may not call the route is told so
  // only with a body the route would take.
  const validBody = (r: RouteContract) =>
    r === adminAffiliateRoutes.saveTerms
      ? { tiers: DEFAULT_COMMISSION_TIERS, minPayout: DEFAULT_MIN_PAYOUT }
      : r === adminAffiliateRoutes.rejectPayout
        ? { reason: 'x' }
        : r === affiliateRoutes.requestPayout
          ? { amount: 100_000, bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Budi' }
          : {};

  it('admin routes: guest 401, member 403, sub-member 403', async () => {
    const owner = await member();
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    for (const r of adminOnly) {
      expect([r.path, (await call(r)).statusCode]).toEqual([r.path, 401]);
      expect([r.path, (await call(r, owner.token)).statusCode]).toEqual([r.path, 403]);
      expect([r.path, (await call(r, staff)).statusCode]).toEqual([r.path, 403]);
    }
  });

  it('the affiliate page is the owner’s: guest 401, sub-member 403', async () => {
    const owner = await member();
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    for (const r of ownerOnly) {
      expect([r.path, (await call(r)).statusCode]).toEqual([r.path, 401]);
      expect([r.path, (await call(r, staff)).statusCode]).toEqual([r.path, 403]);
    }
  });
});
