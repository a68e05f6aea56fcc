import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logIn, readMailbox, registerByApi, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Screenshots for a reviewer when SCREENSHOT_DIR is set (desktop and phone widths). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `${name} scrolls sideways at ${width}px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

it('a free seller pays a Premium invoice with DANA: method choice, DANA page, cashier, finish page', async () => {
  const { page } = session;
  const email = await registerByApi(baseURL, 'Toko Pakai DANA');
  const [mail] = await readMailbox(baseURL, email);
  await page.goto(String(mail.links.find((l) => l.includes('/verify-email?token='))));
  await page.getByRole('heading', { name: 'Email berhasil diverifikasi' }).waitFor();
  await logIn(page, email);
  await page.waitForURL('**/panel/home');

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
