import { AxeBuilder } from '@axe-core/playwright';
import { formatDate } from '@booster/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpVerified, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();

/** WCAG A/AA violations of the page as it is now. */
async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A month from now on the Jakarta calendar, as the membership box writes it (DD/MM/YYYY). */
function aMonthFromNow() {
  const now = new Date();
  const next = new Date(now);
  next.setUTCMonth(now.getUTCMonth() + 1);
  return formatDate(next);
}

it('a free seller goes from an upgrade dialog through the Snap page to a premium membership box', async () => {
  const { page } = session;
  // A fresh member: other journeys keep using the seeded free account as free.
  const _email = await signUpVerified(page, baseURL, 'Toko Naik Kelas');

  // The package gate's upgrade dialog leads to /pricing.
  await page.goto('/panel/product/clone');
  const dialog = page.getByRole('dialog', { name: 'Fitur ini tidak dapat diakses!' });
  await dialog.getByRole('button', { name: 'Upgrade Sekarang' }).click();
  await page.waitForURL('**/pricing');
  const premium = page.locator('[aria-labelledby="package-premium"]');
  await premium.getByText('Rp 149.000').first().waitFor();
  await premium.getByRole('link', { name: 'Pilih Paket' }).click();

  // Package and duration, then the server's price.
  await page.waitForURL('**/panel/subscription/select-package?packageName=premium');
  await page.getByRole('radio', { name: /1 bulan/ }).check();
  await page.getByRole('link', { name: 'Lanjutkan' }).click();
  await page.waitForURL('**/panel/subscription/confirmation?packageName=premium&months=1');
  await page.getByText('Paket Premium berlaku sejak pembayaran diterima.').waitFor();
  expect((await page.getByTestId('line-total').textContent())?.replace(/\u00a0/g, ' ')).toBe('Rp 149.000');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Buat Tagihan & Bayar' }).click();

  // Midtrans Snap (the sandbox's emulator): pay with a virtual account.
  await page.waitForURL('**/panel/plan/payment?invoice=*');
  await page.getByText('Metode pembayaran').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL('**/sandbox/midtrans/snap/v3/redirection/*');
  await page.getByRole('heading', { name: 'Selesaikan pembayaran' }).waitFor();
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();

  // Back at Booster: the status is the server's, activated by the signed notification.
  await page.waitForURL('**/subscription-payment/finish?order_id=*');
  await page.getByRole('heading', { name: 'Pembayaran berhasil' }).waitFor({ timeout: 20_000 });
  await page.getByText(`Paket Premium aktif sampai ${aMonthFromNow()}.`).waitFor();
  await page.getByRole('link', { name: 'Kembali ke Panel' }).click();
  await page.waitForURL('**/panel/home');

  await page.getByRole('button', { name: 'Buka panel akun' }).click();
  const box = page.locator('[aria-labelledby="membership-title"]');
  await box.getByText('Premium', { exact: true }).waitFor();
  await box.getByText(aMonthFromNow()).waitFor();
  // Premium can extend now; the box offers it.
  await box.getByRole('link', { name: 'Perpanjang' }).waitFor();

  await page.goto('/panel/payment-information');
  const row = page.getByRole('table', { name: 'Daftar tagihan' }).getByRole('row').nth(1);
  await row.getByText('Lunas').waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
