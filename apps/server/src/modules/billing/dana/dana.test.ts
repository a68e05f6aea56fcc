import { generateKeyPairSync } from 'node:crypto';
import { billingRoutes, danaRoutes, type Invoice, type User } from '@booster/contracts';
import { DANA_SANDBOX_KEYS, danaSign } from '@booster/sandbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeInvoice } from '../../../test/builders.ts';
import { makeRole, makeSignedInMember, makeSubMember, menuWith } from '../../../test/factories.ts';
import { billingGatewayEvents } from '../tables.ts';

/** Finish Notifies can be held back to play a late one (the finish page then asks DANA). */
const holdNotifies = { on: false };
const t = useTestApp({
  listen: true,
  extend: (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (holdNotifies.on && request.url.startsWith('/api/billing/dana/notify')) await reply.code(503).send();
    });
  },
});

const NOTIFY_PATH = '/api/billing/dana/notify';

const member = () => makeSignedInMember(t.current);

const user = async (token: string) => (await t.current.api.get<User>('/api/auth/user', { token })).body;
const invoice = async (token: string, id: string) =>
  (await t.current.api.route(billingRoutes.invoice, { token, params: { id } })).body;

const invoiceFor = (token: string, packageName?: 'premium' | 'medium', months?: 1 | 3 | 6 | 12) =>
  makeInvoice(t.current, token, packageName, months);

async function payWithDana(token: string, inv: Invoice) {
  const res = await t.current.api.route(danaRoutes.payWithDana, { token, params: { id: inv._id } });
  expect(res.status).toBe(200);
  return res.body.redirectUrl;
}

/** Opens DANA's cashier page the server sent the member to and presses one of its buttons. */
async function cashierOutcome(token: string, inv: Invoice, action: 'pay' | 'cancel' | 'expire') {
  const cashier = await payWithDana(token, inv);
  const page = await fetch(cashier);
  expect(await page.text()).toContain('Bayar dengan DANA');
  const done = await fetch(cashier, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payMethod: 'BALANCE', action }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location') ?? '');
}

/** A Finish Notify posted to our url, signed with `key` (DANA's sandbox key unless forged). */
function postNotify(body: object, key: string = DANA_SANDBOX_KEYS.danaPrivateKey) {
  const raw = JSON.stringify(body);
  const timestamp = '2026-11-24T13:00:00+07:00';
  return t.current.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': danaSign(key, 'POST', NOTIFY_PATH, raw, timestamp),
      'x-partner-id': DANA_SANDBOX_KEYS.partnerId,
      'x-external-id': 'notify-1',
      'channel-id': '95221',
    },
    payload: raw,
  });
}

const paidNotify = (reference: string, value: string) => ({
  originalPartnerReferenceNo: reference,
  originalReferenceNo: '20261124111212800110166000000000001',
  merchantId: DANA_SANDBOX_KEYS.merchantId,
  amount: { value, currency: 'IDR' },
  latestTransactionStatus: '00',
  transactionStatusDesc: 'SUCCESS',
});

const eventsOf = (reference: string) =>
  t.current.database.db
    .select()
    .from(billingGatewayEvents)
    .where(eq(billingGatewayEvents.externalId, reference))
    .orderBy(billingGatewayEvents.receivedAt);

describe('DANA through the emulator', () => {
  it('paid: the signed Finish Notify activates the package; the finish page shows the server status', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    const finish = await cashierOutcome(m.token, inv, 'pay');
    expect(finish.pathname).toBe('/subscription-payment/finish');
    const reference = finish.searchParams.get('order_id') ?? '';
    expect(reference).toBe(`${inv.number}-DANA`);
    const paid = await invoice(m.token, inv._id);
    expect(paid).toMatchObject({ status: 'paid', method: 'dana' });
    const u = await user(m.token);
    expect(u).toMatchObject({ subscriptionPackage: 'premium', status: true, expiredAt: paid.periodEnd });
    const shown = await t.current.api.route(billingRoutes.paymentFinish, {
      token: m.token,
      query: { order_id: reference },
    });
    expect(shown.body).toMatchObject({ _id: inv._id, status: 'paid', method: 'dana' });
    expect((await eventsOf(reference)).map((e) => [e.source, e.signatureValid, e.outcome])).toEqual([
      ['notification', true, 'applied'],
    ]);
  });

  it('an open order is reused; a paid invoice cannot be paid again', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    const first = await payWithDana(m.token, inv);
    expect(await payWithDana(m.token, inv)).toBe(first);
    await cashierOutcome(m.token, inv, 'pay');
    const again = await t.current.api.route(danaRoutes.payWithDana, {
      token: m.token,
      params: { id: inv._id },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'Tagihan ini sudah dibayar atau kedaluwarsa, buat tagihan baru',
    });
  });

  it('cancelled and expired orders leave the package as it was', async () => {
    const m = await member();
    const a = await invoiceFor(m.token, 'premium', 1);
    await cashierOutcome(m.token, a, 'cancel');
    expect((await invoice(m.token, a._id)).status).toBe('cancelled');
    const b = await invoiceFor(m.token, 'medium', 1);
    await cashierOutcome(m.token, b, 'expire');
    expect((await invoice(m.token, b._id)).status).toBe('expired');
    expect((await user(m.token)).subscriptionPackage).toBe('free');
  });

  it('a duplicated notify changes nothing (no second extension) and is answered as a success', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    const reference = (await cashierOutcome(m.token, inv, 'pay')).searchParams.get('order_id') ?? '';
    const before = await user(m.token);
    const resend = await fetch(
      `${t.current.config.appUrl}/sandbox/dana/_control/notifications/${reference}/resend`,
      { method: 'POST' },
    );
    expect(await resend.json()).toEqual({ status: 200, delivered: true });
    expect((await user(m.token)).expiredAt).toBe(before.expiredAt);
    const replay = await postNotify(paidNotify(reference, '149000.00'));
    expect(replay.json()).toEqual({ responseCode: '2005600', responseMessage: 'Successful' });
    expect((await eventsOf(reference)).map((e) => e.outcome)).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('a forged notify (another key, or no signature) is refused and activates nothing', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    await payWithDana(m.token, inv);
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = await postNotify(paidNotify(`${inv.number}-DANA`, '149000.00'), privateKey);
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.current.app.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      payload: paidNotify(`${inv.number}-DANA`, '149000.00'),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await invoice(m.token, inv._id)).status).toBe('unpaid');
    expect((await user(m.token)).subscriptionPackage).toBe('free');
    expect((await eventsOf(`${inv.number}-DANA`)).map((e) => [e.signatureValid, e.outcome])).toEqual([
      [false, 'forged'],
      [false, 'forged'],
    ]);
  });

  it('a signed notify with another amount is refused; an unknown reference is 404', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'premium', 1);
    await payWithDana(m.token, inv);
    const res = await postNotify(paidNotify(`${inv.number}-DANA`, '1000.00'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: { fields: { amount: 'Jumlah pembayaran tidak sesuai dengan tagihan' } },
    });
    expect((await invoice(m.token, inv._id)).status).toBe('unpaid');
    expect((await user(m.token)).subscriptionPackage).toBe('free');
    const unknown = await postNotify(paidNotify('INV-NOPE-DANA', '149000.00'));
    expect(unknown.statusCode).toBe(404);
  });

  it('a late notify: the finish page queries DANA and activates from its answer', async () => {
    const m = await member();
    const inv = await invoiceFor(m.token, 'medium', 3);
    holdNotifies.on = true;
    let finish: URL;
    try {
      finish = await cashierOutcome(m.token, inv, 'pay');
      expect((await invoice(m.token, inv._id)).status).toBe('unpaid');
    } finally {
      holdNotifies.on = false;
    }
    const reference = finish.searchParams.get('order_id') ?? '';
    const shown = await t.current.api.route(billingRoutes.paymentFinish, {
      token: m.token,
      query: { order_id: reference },
    });
    expect(shown.body).toMatchObject({ status: 'paid', method: 'dana', amount: 942_000 });
    expect((await user(m.token)).subscriptionPackage).toBe('medium');
    expect((await eventsOf(reference)).map((e) => [e.source, e.outcome])).toEqual([['status', 'applied']]);
  });

  it('only the owner pays; another account’s invoice is 404', async () => {
    const owner = await member();
    const inv = await invoiceFor(owner.token, 'premium', 1);
    const role = await makeRole(t.current, owner, menuWith('home'));
    const staff = await (await makeSubMember(t.current, owner, role)).login();
    const bySub = await t.current.api.route(danaRoutes.payWithDana, {
      token: staff.accessToken,
      params: { id: inv._id },
    });
    expect(bySub.status).toBe(403);
    const other = await member();
    const foreign = await t.current.api.route(danaRoutes.payWithDana, {
      token: other.token,
      params: { id: inv._id },
    });
    expect(foreign.status).toBe(404);
  });
});
