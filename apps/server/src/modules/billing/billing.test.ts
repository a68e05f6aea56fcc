import { createHash } from 'node:crypto';
import { billingRoutes, type Invoice, type User } from '@booster/contracts';
import { MIDTRANS_SANDBOX_KEYS } from '@booster/sandbox';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeInvoice } from '../../test/builders.ts';
import { makeMember, makeRole, makeSubMember, menuWith } from '../../test/factories.ts';
import { pressSnapButton } from '../../test/midtrans-snap.ts';
import { billingGatewayEvents } from './tables.ts';

/** Notifications can be held back to play a late one (the emulator retries, the finish page checks). */
const holdNotifications = { on: false };
const t = useTestApp({
  listen: true,
  extend: (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (holdNotifications.on && request.url.startsWith('/api/billing/midtrans/notification')) {
        await reply.code(503).send();
      }
    });
  },
});

const sign = (orderId: string, code: string, gross: string) =>
  createHash('sha512').update(`${orderId}${code}${gross}${MIDTRANS_SANDBOX_KEYS.serverKey}`).digest('hex');

async function member(pkg: 'free' | 'premium' = 'free', expiredAt?: Date) {
  const m = await makeMember(t.current, { package: pkg, ...(expiredAt ? { expiredAt } : {}) });
  const session = await m.login();
  return { ...m, token: session.accessToken };
}

async function user(token: string) {
  return (await t.current.api.get<User>('/api/auth/user', { token })).body;
}

const invoiceFor = (token: string, packageName?: 'premium' | 'medium', months?: 1 | 3 | 6 | 12) =>
  makeInvoice(t.current, token, packageName, months);

/** Opens the Snap page the server sent the member to and presses one of its buttons. */
const snapOutcome = (token: string, invoice: Invoice, action: 'pay' | 'cancel' | 'expire') =>
  pressSnapButton(t.current, token, invoice._id, action);

async function invoice(token: string, id: string) {
  return (await t.current.api.route(billingRoutes.invoice, { token, params: { id } })).body;
}

describe('package catalogue', () => {
  it('GET /api/guest/packages carries the server prices per duration', async () => {
    const res =
      await t.current.api.get<{ name: string; prices: { months: number; price: number }[] }[]>(
        '/api/guest/packages',
      );
    const premium = res.body.find((p) => p.name === 'premium');
    expect(premium?.prices.map((p) => [p.months, p.price])).toEqual([
      [1, 149_000],
      [3, 402_000],
      [6, 759_000],
      [12, 1_341_000],
    ]);
    expect(res.body.find((p) => p.name === 'free')?.prices).toEqual([]);
  });
});

describe('quotes and invoices', () => {
  it('the server computes the price; an amount in the request changes nothing', async () => {
    const m = await member();
    const res = await t.current.api.post<Invoice>(
      '/api/billing/invoices',
      { packageName: 'premium', months: 3, amount: 1, price: 1 },
      { token: m.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      packageName: 'premium',
      months: 3,
      kind: 'new',
      amount: 402_000,
      status: 'unpaid',
    });
  });

  it('answers 400 with Indonesian field messages', async () => {
    const m = await member();
    const months = await t.current.api.post(
      '/api/billing/quote',
      { packageName: 'premium', months: 2 },
      { token: m.token },
    );
    expect(months.status).toBe(400);
    expect(months.body).toMatchObject({
      details: { fields: { months: 'Pilih durasi 1, 3, 6 atau 12 bulan' } },
    });
    const free = await t.current.api.post(
      '/api/billing/quote',
      { packageName: 'free', months: 1 },
      { token: m.token },
    );
    expect(free.body).toMatchObject({
      details: { fields: { packageName: 'Paket gratis tidak perlu dibayar' } },
    });
    const gold = await t.current.api.post(
      '/api/billing/quote',
      { packageName: 'gold', months: 1 },
      { token: m.token },
    );
    expect(gold.body).toMatchObject({ details: { fields: { packageName: 'Paket tidak dikenal' } } });
  });

  it('an upgrade credits the unused days and says from when', async () => {
    const expiry = new Date(Date.now() + 20 * 86_400_000);
    const m = await member('premium', expiry);
    const res = await t.current.api.route(billingRoutes.quote, {
      token: m.token,
      body: { packageName: 'medium', months: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('upgrade');
    expect(res.body.creditDays).toBeGreaterThanOrEqual(19);
    // Premium 12 months costs 1.341.000: its daily price is that ÷ 365.
    expect(res.body.credit).toBe(Math.floor((res.body.creditDays * 1_341_000) / 365));
    expect(res.body.amount).toBe(349_000 - res.body.credit);
    expect(Math.abs(Date.parse(res.body.startsAt) - Date.now())).toBeLessThan(60_000);
  });

  it('paying is for the owner only; another account’s invoice is 404', async () => {
    const owner = await member();
    const inv = await invoiceFor(owner.token, 'premium', 1);
    const role = await makeRole(t.current, owner, menuWith('home'));
    const staff = await makeSubMember(t.current, owner, role);
    const staffSession = await staff.login();
    const bySub = await t.current.api.route(billingRoutes.invoices, { token: staffSession.accessToken });
    expect(bySub.status).toBe(403);
    const other = await member();
    const res = await t.current.api.route(billingRoutes.invoice, {
      token: other.token,
      params: { id: inv._id },
    });
    expect(res.status).toBe(404);
    const pay = await t.current.api.route(billingRoutes.payWithMidtrans, {
      token: other.token,
      params: { id: inv._id },
    });
    expect(pay.status).toBe(404);
  });
});

describe('Midtrans Snap through the emulator', () => {
  it('paid: the notification activates the package; the finish page shows the server status', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    const finish = await snapOutcome(m.token, inv, 'pay');
    expect(finish.pathname).toBe('/subscription-payment/finish');
    expect(finish.searchParams.get('transaction_status')).toBe('settlement');
    const paid = await invoice(m.token, inv._id);
    expect(paid).toMatchObject({ status: 'paid', method: 'midtrans' });
    const u = await user(m.token);
    expect(u.subscriptionPackage).toBe('premium');
    expect(u.status).toBe(true);
    expect(u.expiredAt).toBe(paid.periodEnd);
    const shown = await t.current.api.route(billingRoutes.paymentFinish, {
      token: m.token,
      query: { order_id: finish.searchParams.get('order_id') ?? '' },
    });
    expect(shown.body).toMatchObject({ _id: inv._id, status: 'paid' });

    const pdf = await t.current.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${inv._id}/pdf`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${inv.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await member();
    const foreign = await t.current.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${inv._id}/pdf`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a duplicated notification changes nothing (no second extension)', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    await snapOutcome(m.token, inv, 'pay');
    const before = await user(m.token);
    const resend = await fetch(
      `${t.current.config.appUrl}/sandbox/midtrans/_control/notifications/${inv.number}/resend`,
      {
        method: 'POST',
      },
    );
    expect(await resend.json()).toMatchObject({ status: 200, delivered: true });
    expect((await user(m.token)).expiredAt).toBe(before.expiredAt);
    const events = await t.current.database.db
      .select()
      .from(billingGatewayEvents)
      .where(eq(billingGatewayEvents.externalId, inv.number));
    expect(events.map((e) => e.outcome)).toEqual(['applied', 'applied', 'duplicate']);
  });

  it('cancelled and expired payments leave the package as it was', async () => {
    const m = await member();
    const a = await invoiceFor(m.token, 'premium', 1);
    const cancelled = await snapOutcome(m.token, a, 'cancel');
    expect(cancelled.searchParams.get('transaction_status')).toBe('cancel');
    expect((await invoice(m.token, a._id)).status).toBe('cancelled');
    const b = await invoiceFor(m.token, 'premium', 1);
    await snapOutcome(m.token, b, 'expire');
    expect((await invoice(m.token, b._id)).status).toBe('expired');
    expect((await user(m.token)).subscriptionPackage).toBe('free');
    const again = await t.current.api.route(billingRoutes.payWithMidtrans, {
      token: m.token,
      params: { id: b._id },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'Tagihan ini sudah dibayar atau kedaluwarsa, buat tagihan baru',
    });
  });

  it('a forged notification is refused and activates nothing', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    await t.current.api.route(billingRoutes.payWithMidtrans, { token: m.token, params: { id: inv._id } });
    const body = {
      order_id: inv.number,
      status_code: '200',
      gross_amount: '149000.00',
      transaction_status: 'settlement',
      signature_key: createHash('sha512').update(`${inv.number}200149000.00not-the-server-key`).digest('hex'),
    };
    const res = await t.current.api.post('/api/billing/midtrans/notification', body);
    expect(res.status).toBe(401);
    expect((await invoice(m.token, inv._id)).status).toBe('unpaid');
    expect((await user(m.token)).subscriptionPackage).toBe('free');
  });

  it('a signed notification with another amount is refused', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    await t.current.api.route(billingRoutes.payWithMidtrans, { token: m.token, params: { id: inv._id } });
    const res = await t.current.api.post('/api/billing/midtrans/notification', {
      order_id: inv.number,
      status_code: '200',
      gross_amount: '1000.00',
      transaction_status: 'settlement',
      signature_key: sign(inv.number, '200', '1000.00'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      details: { fields: { gross_amount: 'Jumlah pembayaran tidak sesuai dengan tagihan' } },
    });
    expect((await invoice(m.token, inv._id)).status).toBe('unpaid');
    expect((await user(m.token)).subscriptionPackage).toBe('free');
  });

  it('a late notification: the finish page asks the status API and activates from its answer', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'medium', 3);
    holdNotifications.on = true;
    let finish: URL;
    try {
      finish = await snapOutcome(m.token, inv, 'pay');
      expect((await invoice(m.token, inv._id)).status).toBe('unpaid');
    } finally {
      holdNotifications.on = false;
    }
    const shown = await t.current.api.route(billingRoutes.paymentFinish, {
      token: m.token,
      query: { order_id: finish.searchParams.get('order_id') ?? '' },
    });
    expect(shown.body).toMatchObject({ status: 'paid', amount: 942_000 });
    expect((await user(m.token)).subscriptionPackage).toBe('medium');
  });

  it('extending adds the months to the current expiry', async () => {
    const expiry = new Date(Date.now() + 40 * 86_400_000);
    const m = await member('premium', expiry);
    const res = await t.current.api.route(billingRoutes.createInvoice, {
      token: m.token,
      body: { packageName: 'premium', months: 3, subscribeType: 'extend' },
    });
    expect(res.body.kind).toBe('extend');
    await snapOutcome(m.token, res.body, 'pay');
    const u = await user(m.token);
    const added = new Date(expiry);
    const months =
      (new Date(u.expiredAt ?? '').getUTCFullYear() - added.getUTCFullYear()) * 12 +
      new Date(u.expiredAt ?? '').getUTCMonth() -
      added.getUTCMonth();
    expect(months).toBe(3);
  });
});

describe('invoice list', () => {
  let token: string;
  beforeAll(async () => {
    token = (await member()).token;
    await invoiceFor(token, 'premium', 1);
    await invoiceFor(token, 'medium', 12);
  });
  it('lists the account’s invoices newest first', async () => {
    const res = await t.current.api.route(billingRoutes.invoices, { token, query: { page: 1, limit: 10 } });
    expect(res.body.docs.map((d) => [d.packageName, d.months, d.amount])).toEqual([
      ['medium', 12, 3_141_000],
      ['premium', 1, 149_000],
    ]);
    expect(res.body.totalDocs).toBe(2);
  });
});
