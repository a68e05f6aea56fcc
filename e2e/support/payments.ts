import type { Page } from 'playwright-core';

/**
 * From the subscription confirmation page: "Buat Tagihan & Bayar", then Midtrans Snap (the sandbox's
 * emulator) paid with a BCA virtual account, back on Booster's "Pembayaran berhasil".
 */
export async function payWithSnapVirtualAccount(page: Page) {
  await page.getByRole('button', { name: 'Buat Tagihan & Bayar' }).click();
  await page.waitForURL('**/panel/plan/payment?invoice=*');
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL('**/sandbox/midtrans/snap/v3/redirection/*');
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await page.waitForURL('**/subscription-payment/finish?order_id=*');
  await page.getByRole('heading', { name: 'Pembayaran berhasil' }).waitFor({ timeout: 20_000 });
}
