import { billingRoutes, notificationRoutes } from '@booster/contracts';
import { downgradePath, fromJakarta, jakartaParts, needsDowngrade } from '@booster/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../../platform/mail/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { makeMember } from '../../../test/factories.ts';
import { users } from '../../accounts/tables.ts';
import { billingInvoices } from '../tables.ts';
import { EXPIRY_SWEEP_CRON, expirySweepJob } from './index.ts';

const t = useTestApp();

/** `hour`:00 Jakarta time, `days` calendar days from today (the controlled clock of the sweep). */
function jakarta(days: number, hour: number, minute = 0) {
  const p = jakartaParts(new Date(Date.now() + days * 86_400_000));
  return fromJakarta(p.year, p.month, p.day, hour, minute, 0);
}

const sweep = (now: Date) => t.current.container.billing.expiry.sweep.run(now);

async function premiumEndingOn(expiredAt: Date) {
  const m = await makeMember(t.current, { package: 'premium', expiredAt });
  return { ...m, token: (await m.login()).accessToken };
}

const subjects = async (email: string) =>
  (await readOutbox(t.current.database.db, email)).map((m) => m.subject).reverse();

async function bell(token: string) {
  const res = await t.current.api.route(notificationRoutes.list, {
    token,
    query: { marketplace: 'booster' },
  });
  expect(res.status).toBe(200);
  return res.body.docs.map((n) => ({ title: n.title, marketplace: n.marketplace })).reverse();
}

async function plan(id: string) {
  const [row] = await t.current.database.db
    .select({ pkg: users.subscriptionPackage, status: users.status, expiredAt: users.expiredAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('expiry reminders (mail + bell), once each across job runs', () => {
  it('7, 3 and 1 days before and on the day; repeats and night runs send nothing', async () => {
    const m = await premiumEndingOn(jakarta(20, 10));
    expect(await sweep(jakarta(12, 9))).toMatchObject({ remindersSent: 0 }); // 8 days left
    await sweep(jakarta(13, 9));
    await sweep(jakarta(13, 10));
    await sweep(jakarta(14, 9));
    await sweep(jakarta(17, 5)); // 3 days left, but 05:00 in Jakarta: not yet
    expect(await subjects(m.email)).toEqual(['Paket Premium berakhir 7 hari lagi']);
    await sweep(jakarta(17, 8));
    await sweep(jakarta(17, 20));
    await sweep(jakarta(19, 9));
    await sweep(jakarta(20, 9));
    await sweep(jakarta(20, 15));
    expect(await subjects(m.email)).toEqual([
      'Paket Premium berakhir 7 hari lagi',
      'Paket Premium berakhir 3 hari lagi',
      'Paket Premium berakhir 1 hari lagi',
      'Paket Premium berakhir hari ini',
    ]);
    const [mail] = await readOutbox(t.current.database.db, m.email, 1);
    expect(mail.text).toContain('Perpanjang sekarang agar fitur dan integrasi marketplace tetap aktif.');
    expect(mail.links).toContain(
      `${t.current.config.appUrl}/panel/subscription/select-package?packageName=premium&subscribeType=extend`,
    );
    // The bell: the product's own marketplace, which opens the payment-information page.
    expect(await bell(m.token)).toEqual([
      { title: 'Paket Premium berakhir 7 hari lagi', marketplace: 'booster' },
      { title: 'Paket Premium berakhir 3 hari lagi', marketplace: 'booster' },
      { title: 'Paket Premium berakhir 1 hari lagi', marketplace: 'booster' },
      { title: 'Paket Premium berakhir hari ini', marketplace: 'booster' },
    ]);
  });

  it('a member who uses the app in English gets the reminder in English (mail and bell)', async () => {
    const m = await makeMember(t.current, { package: 'premium', expiredAt: jakarta(50, 10) });
    const login = await t.current.api.post<{ accessToken: string }>(
      '/api/auth/login',
      { email: m.email, password: m.password },
      { headers: { 'accept-language': 'en' } },
    );
    await sweep(jakarta(47, 12));
    const [mail] = await readOutbox(t.current.database.db, m.email, 1);
    expect(mail.subject).toBe('Your Premium package ends in 3 day(s)');
    expect(mail.text).toMatch(/^Hello /);
    expect(mail.text).toContain('Extend the package: ');
    expect(await bell(login.body.accessToken)).toEqual([
      { title: 'Your Premium package ends in 3 day(s)', marketplace: 'booster' },
    ]);
  });

  it('a run that missed days sends the stage due with the days really left, once', async () => {
    const m = await premiumEndingOn(jakarta(30, 10));
    await sweep(jakarta(25, 12)); // 5 days left: the 7-day reminder was never sent
    await sweep(jakarta(26, 12));
    await sweep(jakarta(28, 12)); // 2 days left: the 3-day stage
    expect(await subjects(m.email)).toEqual([
      'Paket Premium berakhir 5 hari lagi',
      'Paket Premium berakhir 2 hari lagi',
    ]);
  });

  it('an extended package starts its reminders afresh for the new expiry date', async () => {
    const m = await premiumEndingOn(jakarta(40, 10));
    await sweep(jakarta(39, 12));
    await t.current.database.db
      .update(users)
      .set({ expiredAt: jakarta(45, 10) })
      .where(eq(users.id, m.id));
    await sweep(jakarta(39, 13));
    await sweep(jakarta(44, 12));
    // The new date's own stages: 6 days left (the 7-day stage), then 1 day left.
    expect(await subjects(m.email)).toEqual([
      'Paket Premium berakhir 1 hari lagi',
      'Paket Premium berakhir 6 hari lagi',
      'Paket Premium berakhir 1 hari lagi',
    ]);
  });
});

describe('the expiry job moves ended plans into the downgrade rules', () => {
  it('after hour 23 of the expiry date the paid flag goes off; package and expiry stay for /expired', async () => {
    const expiredAt = jakarta(60, 10);
    const m = await premiumEndingOn(expiredAt);
    await sweep(jakarta(60, 22, 30));
    expect(await plan(m.id)).toEqual({ pkg: 'premium', status: true, expiredAt });
    const ended = await sweep(jakarta(60, 23, 30));
    expect(ended.plansEnded).toBeGreaterThanOrEqual(1);
    expect(await plan(m.id)).toEqual({ pkg: 'premium', status: false, expiredAt });
    const account = { subscriptionPackage: 'premium' as const, status: false, expiredAt, marketplaces: [] };
    expect(needsDowngrade(account, jakarta(60, 23, 30))).toBe(true);
    expect(downgradePath(account)).toBe('/expired');
    await sweep(jakarta(61, 9));
    // The day's own reminder went out that morning; nothing more once ended.
    expect(await subjects(m.email)).toEqual(['Paket Premium berakhir hari ini']);
  });

  it('a member first seen after the expiry gets the "has ended" notice, once', async () => {
    const expiredAt = jakarta(70, 10);
    const m = await premiumEndingOn(expiredAt);
    await sweep(jakarta(72, 9));
    await sweep(jakarta(72, 10));
    expect(await subjects(m.email)).toEqual(['Paket Premium telah berakhir']);
    expect(await plan(m.id)).toMatchObject({ status: false });
  });

  it('an owner whose expiry a payment moved meanwhile keeps the paid flag', async () => {
    const m = await premiumEndingOn(jakarta(80, 10));
    const later = jakarta(200, 10);
    await t.current.database.db.update(users).set({ expiredAt: later }).where(eq(users.id, m.id));
    await sweep(jakarta(81, 9));
    expect(await plan(m.id)).toEqual({ pkg: 'premium', status: true, expiredAt: later });
  });
});

describe('invoices past due', () => {
  it('become expired by the job, without anyone reading them; open and paid ones stay', async () => {
    const m = await makeMember(t.current);
    const { accessToken: token } = await m.login();
    const created = await t.current.api.route(billingRoutes.createInvoice, {
      token,
      body: { packageName: 'premium', months: 1 },
    });
    const dueAt = new Date(created.body.dueAt);
    const status = async () =>
      (
        await t.current.database.db
          .select({ status: billingInvoices.status })
          .from(billingInvoices)
          .where(eq(billingInvoices.id, created.body._id))
      )[0].status;
    await sweep(new Date(dueAt.getTime() - 60_000));
    expect(await status()).toBe('unpaid');
    const run = await sweep(new Date(dueAt.getTime() + 60_000));
    expect(run.invoicesExpired).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('expired');
  });
});

describe('the job', () => {
  it('is scheduled every hour and runs the sweep', async () => {
    expect(t.current.jobs.schedules()).toContainEqual({
      name: expirySweepJob.name,
      cron: EXPIRY_SWEEP_CRON,
      payload: {},
    });
    await t.current.jobs.enqueue(t.current.container.billing.expiry.job, {});
    const result = await t.current.jobs.drain();
    expect(result.failed).toEqual([]);
    expect(result.completed).toBeGreaterThanOrEqual(1);
  });
});
