import { billingRoutes } from '@booster/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * Presses one of the Snap page's buttons the way a member does: the server opens a Snap page at the
 * Midtrans emulator, the member presses the button, the emulator sends the signed notification back
 * and redirects to the merchant's finish URL (answered). Needs `useTestApp({ listen: true })`.
 */
export async function pressSnapButton(
  t: TestApp,
  token: string,
  invoiceId: string,
  action: 'pay' | 'cancel' | 'expire' = 'pay',
) {
  const pay = await t.api.route(billingRoutes.payWithMidtrans, { token, params: { id: invoiceId } });
  expect(pay.status).toBe(200);
  const page = await fetch(pay.body.redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Selesaikan pembayaran');
  const done = await fetch(pay.body.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_type: 'bank_transfer', action }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location') ?? '');
}

/** Pays (or cancels) an invoice through the Snap page and answers the invoice as it stands after. */
export async function settleThroughSnap(
  t: TestApp,
  token: string,
  invoiceId: string,
  action: 'pay' | 'cancel' | 'expire' = 'pay',
) {
  await pressSnapButton(t, token, invoiceId, action);
  const invoice = await t.api.route(billingRoutes.invoice, { token, params: { id: invoiceId } });
  return invoice.body;
}
