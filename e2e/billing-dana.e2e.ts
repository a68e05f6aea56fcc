import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shoot, signUpVerified, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Screenshots for a reviewer when SCREENSHOT_DIR is set (desktop and phone widths). */

it('a free seller pays a Premium invoice with DANA: method choice, DANA page, cashier, finish page', async () => {
  const { page } = session;
  const _email = await signUpVerified(page, baseURL, 'Toko Pakai DANA');

  await page.goto('/panel/subscription/confirmation?packageName=premium&months=3');
  await page.getByText('Paket Premium berlaku sejak pembayaran diterima.').waitFor();
  await page.getByRole('button', { name: 'Buat Tagihan & Bayar' }).click();
  await page.waitForURL('**/panel/plan/payment?invoice=*');
  await page.getByRole('radio', { name: /DANA/ }).check();
  await shoot(page, 'plan-payment');
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();

  await page.waitForURL('**/panel/plan/payment/dana?invoice=*');
  await page.getByRole('heading', { name: 'Bayar dengan DANA' }).waitFor();
  expect((await page.getByTestId('line-total').textContent())?.replace(/\u00a0/g, ' ')).toBe('Rp 402.000');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'dana-page');
  await page.getByRole('button', { name: 'Lanjut ke DANA' }).click();

  // DANA's hosted cashier (the sandbox's emulator).
  await page.waitForURL('**/sandbox/dana/m/portal/cashier/checkout?bizNo=*');
  await page.getByText('Rp402.000').waitFor();
  await shoot(page, 'dana-cashier');
  await page.getByRole('radio', { name: 'Saldo DANA' }).check();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();

  // Back at Booster: the status is the server's, set by DANA's signed Finish Notify.
  await page.waitForURL('**/subscription-payment/finish?order_id=*-DANA');
  await page.getByRole('heading', { name: 'Pembayaran berhasil' }).waitFor({ timeout: 20_000 });
  await shoot(page, 'dana-finish');
  await page.goto('/panel/payment-information');
  const row = page.getByRole('table', { name: 'Daftar tagihan' }).getByRole('row').nth(1);
  await row.getByText('Lunas').waitFor();
});
