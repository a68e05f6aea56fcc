import { billingRoutes, type Invoice } from '@booster/contracts';
import type { TestApp } from './app.ts';

/**
 * A member buys a package and pays it on the Snap emulator's page (the app must listen: the emulator
 * sends its notification over HTTP). Answers the invoice as the server knows it afterwards.
 */
export async function payThroughSnap(
  t: TestApp,
  token: string,
  choice: { packageName: 'premium' | 'medium' | 'platinum'; months: 1 | 3 | 6 | 12 },
): Promise<Invoice> {
  const created = await t.api.route(billingRoutes.createInvoice, { token, body: choice });
  if (created.status !== 200) throw new Error(`invoice: ${created.status} ${JSON.stringify(created.body)}`);
  const pay = await t.api.route(billingRoutes.payWithMidtrans, { token, params: { id: created.body._id } });
  if (pay.status !== 200) throw new Error(`snap: ${pay.status} ${JSON.stringify(pay.body)}`);
  const done = await fetch(pay.body.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_type: 'bank_transfer', action: 'pay' }).toString(),
    redirect: 'manual',
  });
  if (done.status !== 303) throw new Error(`snap page answered ${done.status}`);
  const after = await t.api.route(billingRoutes.invoice, { token, params: { id: created.body._id } });
  return after.body;
}
