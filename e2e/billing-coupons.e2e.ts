import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logInAsAdmin, shoot, signUpVerified, useBrowser } from './support/browser.ts';
import { payWithSnapVirtualAccount } from './support/payments.ts';

const { baseURL, session } = useBrowser();
const rupiah = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.replace(/\u00a0/g, ' ');

async function signOut(page: Page) {
  await session.context.clearCookies();
  await page.evaluate(() => localStorage.clear());
}

it('an admin makes a coupon, a member pays less with it, the income report counts what was paid', async () => {
  const { page } = session;
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The admin creates a 50 % coupon for Premium, one month.
  await logInAsAdmin(page);
  await page.goto('/admin/order/coupon');
  await page.getByRole('button', { name: 'Buat Kupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buat Kupon' });
  await dialog.getByLabel('Kode kupon').fill(code.toLowerCase());
  await dialog.getByLabel('Diskon (%)').fill('50');
  await dialog.getByRole('checkbox', { name: 'Platinum' }).uncheck();
  await dialog.getByLabel('Batas pemakaian total').fill('5');
  await shoot(page, 'admin-coupon-form');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByText('0 dari 5 terpakai').waitFor();
  await shoot(page, 'admin-coupon-list');
  await signOut(page);

  // A member applies it at confirmation and pays half through Midtrans Snap.
  const _email = await signUpVerified(page, baseURL, 'Toko Kupon');
  await page.goto('/panel/subscription/confirmation?packageName=premium&months=1');
  await page.getByLabel('Kode kupon').fill('TIDAKADA');
  await page.getByRole('button', { name: 'Pakai' }).click();
  await page.getByText('Kupon tidak ditemukan').waitFor();
  await page.getByLabel('Kode kupon').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Pakai' }).click();
  await page.getByText('Kupon dipakai:').waitFor();
  expect(await rupiah(page, 'line-coupon')).toBe('-Rp 74.500');
  expect(await rupiah(page, 'line-total')).toBe('Rp 74.500');
  await shoot(page, 'confirmation-coupon');
  await payWithSnapVirtualAccount(page);
  await signOut(page);

  // The admin sees the use counted and the income in the report.
  await logInAsAdmin(page);
  await page.goto('/admin/order/coupon');
  await page.getByRole('row').filter({ hasText: code }).getByText('1 dari 5 terpakai').waitFor();
  await page.goto('/admin/order/report');
  await page.getByTestId('total-amount').waitFor();
  const table = page.getByRole('table', { name: 'Per paket' });
  await table.getByText('Premium').waitFor();
  expect(await page.getByRole('img', { name: /Grafik pendapatan per hari/ }).count()).toBe(1);
  await shoot(page, 'admin-income-report');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^pendapatan-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
});
