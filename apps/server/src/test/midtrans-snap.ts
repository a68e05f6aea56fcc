import { billingRoutes } from '@booster/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * Pays (or cancels) an invoice the way a member does: the server opens a Snap page at the Midtrans
 * emulator, the member presses its button, the emulator sends the signed notification back.
 * Needs `useTestApp({ listen: true })`.
 */
export async function settleThroughSnap(
  t: TestApp,
  token: string,
  invoiceId: string,
  action: 'pay' | 'cancel' | 'expire' = 'pay',
) {
  const pay = await t.api.route(billingRoutes.payWithMidtrans, { token, params: { id: invoiceId } });
  expect(pay.status).toBe(200);
  const done = await fetch(pay.body.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_type: 'bank_transfer', action }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  const invoice = await t.api.route(billingRoutes.invoice, { token, params: { id: invoiceId } });
  return invoice.body;
}
