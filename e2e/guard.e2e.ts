import { expect, it } from 'vitest';
import { logIn, logInAsAdmin, registerByApi, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();
const pathOf = (url: string) => new URL(url).pathname;

it('sends a guest on a panel page to /login', async () => {
  const { page } = session;
  await page.goto('/panel/order/mp/shopee');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Masuk ke Booster' }).waitFor();
});

it('keeps an admin in the Booster Panel', async () => {
  const { page } = session;
  await logInAsAdmin(page);
  await page.getByText('Booster Panel').first().waitFor();
  await page.goto('/panel/home');
  await page.waitForURL('**/admin/dashboard');
  expect(pathOf(page.url())).toBe('/admin/dashboard');
});

it('sends an unverified member to /verify-email/resend', async () => {
  const { page } = session;
  const email = await registerByApi(baseURL, 'Belum Verifikasi');
  await logIn(page, email);
  await page.waitForURL('**/verify-email/resend');
  await page.getByRole('heading', { name: 'Verifikasi email anda' }).waitFor();
});

it('sends a logged-in member away from /login and out of the admin area', async () => {
  const { page } = session;
  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');
  await page.goto('/login');
  await page.waitForURL('**/panel/home');
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/panel/home');
  expect(pathOf(page.url())).toBe('/panel/home');
});

it('refuses a sub-member a menu its role does not enable and sends it to its first allowed page', async () => {
  const { page } = session;
  await logIn(page, 'staff@booster.test');
  await page.waitForURL('**/panel/home');
  await page.goto('/panel/product/mp/shopee');
  await page.getByText('Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini').waitFor();
  await page.waitForURL('**/panel/order/mp**');
});

it('shows the blocked-feature dialog to a package without the feature', async () => {
  const { page } = session;
  await logIn(page, 'optimasi@booster.test');
  await page.waitForURL('**/panel/home');
  await page.goto('/panel/product/master');
  await page.getByText('Fitur ini tidak dapat diakses!').waitFor();
  await page.getByText('Upgrade akun anda agar dapat mengakses fitur Master Produk!').waitFor();
});

it('logs out from the right panel back to /login', async () => {
  const { page } = session;
  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');
  await page.getByRole('button', { name: 'Buka panel akun' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
  await page.goto('/panel/home');
  await page.waitForURL('**/login');
  const stored = await page.evaluate(() => window.localStorage.getItem('booster.auth'));
  expect(stored).toBeNull();
});
