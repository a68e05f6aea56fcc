import { expect, it } from 'vitest';
import { logInAsAdmin, shoot, useBrowser } from './support/browser.ts';

const { session } = useBrowser();

it('admin finds a member in list-user, logs in as the member under a banner, and goes back to the admin', async () => {
  const { page } = session;
  await logInAsAdmin(page);
  await page.getByText('Total member').waitFor();
  await page.getByText('Pendapatan per hari').waitFor();
  await shoot(page, 'admin-dashboard');

  await page.getByRole('link', { name: 'Daftar User' }).click();
  await page.waitForURL('**/admin/list-user');
  await page.getByLabel('Cari member').fill('medium@booster.test');
  const table = page.getByRole('table', { name: 'Daftar member' });
  await table.getByText('medium@booster.test').waitFor();
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  await shoot(page, 'admin-list-user');

  await table.getByRole('link').first().click();
  await page.waitForURL('**/admin/list-user?member=*');
  await page.getByRole('heading', { name: 'Toko' }).waitFor();
  await shoot(page, 'admin-member-page');

  await page.getByRole('button', { name: 'Masuk sebagai member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Masuk sebagai member' }).click();
  await dialog.getByText('Wajib diisi').waitFor();
  await dialog.getByLabel('Alasan').fill('Bantu cek integrasi toko');
  await dialog.getByRole('button', { name: 'Masuk sebagai member' }).click();

  await page.waitForURL('**/panel/home');
  const banner = page.getByTestId('impersonation-banner');
  await banner.getByText(/Anda masuk sebagai .+ \(medium@booster\.test\)/).waitFor();
  await shoot(page, 'impersonation-banner');
  // The banner stays on the member's other pages.
  await page.goto('/panel/chat');
  await banner.waitFor();

  await banner.getByRole('button', { name: 'Kembali ke admin' }).click();
  await page.waitForURL('**/admin/login-user');
  await expect.poll(() => banner.count()).toBe(0);
  const sessions = page.getByRole('table', { name: 'Sesi terakhir' });
  await sessions.getByText('Keluar dari member').waitFor();
  await sessions.getByText('Masuk sebagai member').waitFor();
  await sessions.getByText('Bantu cek integrasi toko').waitFor();
  await shoot(page, 'admin-login-user');

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await page.waitForURL('**/admin/audit-log');
  await page.getByRole('table', { name: 'Audit Log' }).getByText('medium@booster.test').first().waitFor();
  await shoot(page, 'admin-audit-log');
}, 90_000);
