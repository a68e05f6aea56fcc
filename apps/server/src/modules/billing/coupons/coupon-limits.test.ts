import {
  adminBankAccountRoutes,
  adminCouponRoutes,
  adminOrderRoutes,
  billingRoutes,
  type Coupon,
  type CouponInput,
  transferRoutes,
  type User,
} from '@booster/contracts';
import { COUPON_HOLD_GRACE_MS, jakartaIsoDate } from '@booster/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeAdmin, makeSignedInMember } from '../../../test/factories.ts';
import { billingGatewayEvents, billingInvoices, billingPayments } from '../tables.ts';

/**
 * A coupon's limits hold whatever order payments come in (issue 13): an invoice whose hold on the
 * coupon ended (past its due time and the grace) is paid only while the coupon still has room.
 */
const t = useTestApp({ listen: true });

const DAY = 86_400_000;
const day = (offset: number) => jakartaIsoDate(new Date(Date.now() + offset * DAY));
let seq = 0;
let adminToken: string | null = null;
const admin = async () => {
  adminToken ??= (await (await makeAdmin(t.current)).login()).accessToken;
  return adminToken;
};

async function makeCoupon(overrides: Partial<CouponInput> = {}): Promise<Coupon> {
  const res = await t.current.api.route(adminCouponRoutes.create, {
    token: await admin(),
    body: {
      code: `LIMIT${Date.now().toString(36).toUpperCase()}${++seq}`,
      kind: 'percent',
      value: 10,
      packages: ['premium'],
      months: [1],
      validFrom: day(-1),
      validUntil: day(30),
      maxUses: 1,
      maxUsesPerMember: null,
      active: true,
      ...overrides,
    },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const member = () => makeSignedInMember(t.current);

async function invoiceWith(token: string, couponCode: string) {
  const res = await t.current.api.route(billingRoutes.createInvoice, {
    token,
    body: { packageName: 'premium', months: 1, couponCode },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** The member opens the Snap page while the invoice can be paid (its payment is then in flight). */
async function openSnap(token: string, invoiceId: string) {
  const res = await t.current.api.route(billingRoutes.payWithMidtrans, { token, params: { id: invoiceId } });
  expect(res.status).toBe(200);
  return res.body.redirectUrl;
}

/** Presses Bayar on the Snap page: the emulator sends the signed settlement notification. */
async function pay(redirectUrl: string) {
  const done = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_type: 'bank_transfer', action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
}

/** The invoices' due time moved back past the grace: their hold on the coupon has ended. */
async function pastHold(ids: string[]) {
  if (ids.length === 0) return;
  await t.current.database.db
    .update(billingInvoices)
    .set({ dueAt: new Date(Date.now() - COUPON_HOLD_GRACE_MS - 60_000) })
    .where(inArray(billingInvoices.id, ids));
}

async function invoiceStatus(id: string) {
  const [row] = await t.current.database.db
    .select({ status: billingInvoices.status })
    .from(billingInvoices)
    .where(eq(billingInvoices.id, id));
  return row.status;
}

async function outcomesOf(invoiceId: string) {
  const rows = await t.current.database.db
    .select({ outcome: billingGatewayEvents.outcome })
    .from(billingGatewayEvents)
    .innerJoin(billingPayments, eq(billingPayments.externalId, billingGatewayEvents.externalId))
    .where(eq(billingPayments.invoiceId, invoiceId));
  return rows.map((r) => r.outcome);
}

async function couponRow(id: string) {
  const list = await t.current.api.route(adminCouponRoutes.list, {
    token: await admin(),
    query: { limit: 300 },
  });
  return list.body.docs.find((c) => c._id === id);
}

const me = async (token: string) => (await t.current.api.get<User>('/api/auth/user', { token })).body;

describe('coupon limits against late payments', () => {
  it('a payment after the hold ended is applied while the coupon still has room', async () => {
    const coupon = await makeCoupon();
    const m = await member();
    const invoice = await invoiceWith(m.token, coupon.code);
    const snap = await openSnap(m.token, invoice._id);
    await pastHold([invoice._id]);
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 0 });
    await pay(snap);
    expect(await invoiceStatus(invoice._id)).toBe('paid');
    expect(await couponRow(coupon._id)).toMatchObject({ used: 1, reserved: 0 });
    expect((await me(m.token)).subscriptionPackage).toBe('premium');
  });

  it('a payment after the hold ended is refused once another member took the last use', async () => {
    const coupon = await makeCoupon();
    const late = await member();
    const lateInvoice = await invoiceWith(late.token, coupon.code);
    const snap = await openSnap(late.token, lateInvoice._id);
    await pastHold([lateInvoice._id]);

    const other = await member();
    const otherInvoice = await invoiceWith(other.token, coupon.code);
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 1 });

    await pay(snap);
    expect(await invoiceStatus(lateInvoice._id)).not.toBe('paid');
    expect(await outcomesOf(lateInvoice._id)).toContain('refused');
    expect((await me(late.token)).subscriptionPackage).toBe('free');
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 1 });

    await pay(await openSnap(other.token, otherInvoice._id));
    expect(await invoiceStatus(otherInvoice._id)).toBe('paid');
    expect(await couponRow(coupon._id)).toMatchObject({ used: 1, reserved: 0 });

    // /admin/order marks the member who paid and got nothing, so the money goes back.
    const orders = await t.current.api.route(adminOrderRoutes.list, {
      token: await admin(),
      query: { search: late.email },
    });
    expect(orders.status).toBe(200);
    const [refusedRow] = orders.body.docs;
    expect(refusedRow?._id).toBe(lateInvoice._id);
    expect(Date.parse(refusedRow?.refusedPaymentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const paid = await t.current.api.route(adminOrderRoutes.list, {
      token: await admin(),
      query: { search: other.email },
    });
    expect(paid.body.docs[0]).toMatchObject({ _id: otherInvoice._id, refusedPaymentAt: null });
  });

  it('of several late payments at once for the last use, exactly one is applied', async () => {
    const coupon = await makeCoupon({ maxUses: 1 });
    const members = await Promise.all(Array.from({ length: 5 }, () => member()));
    // Each invoice takes the use once the one before let its hold lapse (a payment still in flight).
    const snaps: string[] = [];
    const made: string[] = [];
    for (const m of members) {
      await pastHold(made);
      const invoice = await invoiceWith(m.token, coupon.code);
      snaps.push(await openSnap(m.token, invoice._id));
      made.push(invoice._id);
    }
    await pastHold(made);
    await Promise.all(snaps.map(pay));
    const statuses = await Promise.all(made.map(invoiceStatus));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(await couponRow(coupon._id)).toMatchObject({ used: 1, reserved: 0 });
  });

  it('a transfer whose proof is in keeps its use past the due time until the admin decides', async () => {
    const bank = await t.current.api.route(adminBankAccountRoutes.create, {
      token: await admin(),
      body: { bankName: 'BCA', accountNumber: '9876543210', accountHolder: 'PT Booster Indonesia' },
    });
    const coupon = await makeCoupon();
    const m = await member();
    const invoice = await invoiceWith(m.token, coupon.code);
    await t.current.api.route(transferRoutes.open, { token: m.token, params: { id: invoice._id } });
    const proof = await t.current.api.route(transferRoutes.submitProof, {
      token: m.token,
      params: { id: invoice._id },
      body: {
        bankAccountId: bank.body._id,
        senderName: 'Budi Santoso',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      },
    });
    expect(proof.status).toBe(200);
    await pastHold([invoice._id]);
    await t.current.container.billing.expiry.sweep.run(new Date());
    expect(await invoiceStatus(invoice._id)).toBe('pending');

    const other = await member();
    const refused = await t.current.api.route(billingRoutes.createInvoice, {
      token: other.token,
      body: { packageName: 'premium', months: 1, couponCode: coupon.code },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ details: { fields: { couponCode: 'Kuota kupon sudah habis' } } });

    const approved = await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: await admin(),
      params: { id: invoice._id },
    });
    expect(approved.status).toBe(200);
    expect(await couponRow(coupon._id)).toMatchObject({ used: 1, reserved: 0 });
  });
});
