import { createHash } from 'node:crypto';
import { billingRoutes, type User } from '@booster/contracts';
import { addMonths } from '@booster/domain';
import { MIDTRANS_SANDBOX_KEYS } from '@booster/sandbox';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';

const t = useTestApp({ listen: true });

/** The settlement notification Midtrans sends for a paid order, signed with the sandbox key. */
function settlement(orderId: string, amount: number) {
  const gross = `${amount}.00`;
  return {
    order_id: orderId,
    status_code: '200',
    gross_amount: gross,
    transaction_status: 'settlement',
    fraud_status: 'accept',
    transaction_id: `tx-${orderId}`,
    signature_key: createHash('sha512')
      .update(`${orderId}200${gross}${MIDTRANS_SANDBOX_KEYS.serverKey}`)
      .digest('hex'),
  };
}

async function memberWithTwoOpenPayments() {
  const m = await makeMember(t.current);
  const token = (await m.login()).accessToken;
  const invoices = [];
  for (let i = 0; i < 2; i++) {
    const invoice = await t.current.api.route(billingRoutes.createInvoice, {
      token,
      body: { packageName: 'premium', months: 1 },
    });
    const snap = await t.current.api.route(billingRoutes.payWithMidtrans, {
      token,
      params: { id: invoice.body._id },
    });
    expect(snap.status).toBe(200);
    invoices.push(invoice.body);
  }
  return { token, invoices };
}

describe('two payments of one member at the same moment', () => {
  it('both count: the second extends the period the first one started (no lost month)', async () => {
    const members = await Promise.all([1, 2, 3].map(() => memberWithTwoOpenPayments()));
    const before = new Date();
    const answers = await Promise.all(
      members.flatMap((m) =>
        m.invoices.map((inv) =>
          t.current.api.post('/api/billing/midtrans/notification', settlement(inv.number, inv.amount)),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const m of members) {
      const user = (await t.current.api.get<User>('/api/auth/user', { token: m.token })).body;
      const expiry = new Date(user.expiredAt ?? 0).getTime();
      // Two months from about now: not one (a lost update), give or take the seconds the test took.
      expect(expiry).toBeGreaterThanOrEqual(addMonths(addMonths(before, 1), 1).getTime() - 1000);
      expect(expiry).toBeLessThan(addMonths(addMonths(new Date(), 1), 1).getTime() + 1000);
    }
  });
});
