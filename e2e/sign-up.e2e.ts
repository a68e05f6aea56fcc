import { expect, it } from 'vitest';
import { logIn, readMailbox, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();

it('a new seller registers, opens the verification link from the mailbox, logs in and lands on the panel', async () => {
  const { page } = session;
  const email = `toko.baru.${Date.now()}@contoh.id`;

  await page.goto('/register');
  await page.getByLabel('Nama lengkap').fill('Sari Toko Baru');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-kuat-1');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.getByRole('heading', { name: 'Cek email anda' }).waitFor();

  const [mail] = await readMailbox(baseURL, email);
  const link = mail.links.find((l) => l.includes('/verify-email?token='));
  expect(link).toBeDefined();
  await page.goto(String(link));
  await page.getByRole('heading', { name: 'Email berhasil diverifikasi' }).waitFor();

  await logIn(page, email, 'rahasia-kuat-1');
  await page.waitForURL('**/panel/home');
  await page.getByRole('heading', { name: 'Integrasi Marketplace' }).first().waitFor();
});

it('shows the server field message when the e-mail is already registered', async () => {
  const { page } = session;
  await page.goto('/register');
  await page.getByLabel('Nama lengkap').fill('Penjual Kedua');
  await page.getByLabel('Email').fill('seller@booster.test');
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-kuat-1');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.getByText('Email sudah terdaftar').waitFor();
  expect(page.url()).toContain('/register');
});

it('refuses wrong credentials with a clear message and stays on /login', async () => {
  const { page } = session;
  await logIn(page, 'seller@booster.test', 'salah-sekali');
  await page.getByText('Email atau password salah').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});
