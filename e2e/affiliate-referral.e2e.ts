import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logIn, openSecondPage, registerByApi, useBrowser, verifyFromMailbox } from './support/browser.ts';
import { payWithSnapVirtualAccount } from './support/payments.ts';

const { baseURL, session } = useBrowser();

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.replace(/\u00a0/g, ' ');

it('a referral signs up through the link, pays Premium, and the commission shows on the affiliate page', async () => {
  const { page } = session;

  // The affiliate opens /panel/affiliate and takes the referral link.
  const affiliateEmail = await registerByApi(baseURL, 'Budi Affiliate');
  await verifyFromMailbox(page, baseURL, affiliateEmail);
  await logIn(page, affiliateEmail);
  await page.waitForURL('**/panel/home');
  await page.goto('/panel/affiliate');
  const linkBox = page.getByRole('textbox', { name: 'Link referral Anda' });
  await linkBox.waitFor();
  const code = new URL(await linkBox.inputValue()).searchParams.get('referral') ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  expect(await text(page, 'stat-earned')).toBe('Komisi diperolehRp 0');

  // A visitor in another browser arrives on the landing page through the link, then registers.
  const { page: guest } = await openSecondPage(session, 'visitor', { viewport: { width: 390, height: 844 } });
  const clicked = guest.waitForResponse((r) => r.url().endsWith('/api/guest/affiliate/clicks'));
  await guest.goto(`/?referral=${code}`);
  expect(await (await clicked).json()).toEqual({ counted: true });
  // The server draws /register for a guest; with a stored referral the app takes over at once and fills it in.
  await guest.goto('/register');
  await expect.poll(() => guest.getByLabel('Kode referral (opsional)').inputValue()).toBe(code);
  const email = `siti.referral.${Date.now()}@contoh.id`;
  await guest.getByLabel('Nama lengkap').fill('Siti Rahma');
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Kata sandi', { exact: true }).fill('rahasia-kuat-1');
  await guest.getByRole('button', { name: 'Daftar', exact: true }).click();
  await guest.getByRole('heading', { name: 'Cek email anda' }).waitFor();
  await verifyFromMailbox(guest, baseURL, email);
  await logIn(guest, email, 'rahasia-kuat-1');
  await guest.waitForURL('**/panel/home');

  // The referral buys Premium for a month and pays on the Snap emulator.
  await guest.goto('/panel/subscription/confirmation?packageName=premium&months=1');
  await payWithSnapVirtualAccount(guest);

  // Back with the affiliate: 10 % of Rp 149.000, from the referral whose name is masked.
  await page.reload();
  await page.getByTestId('stat-earned').getByText('Rp 14.900').waitFor();
  expect(await text(page, 'stat-clicks')).toBe('Klik link1');
  expect(await text(page, 'stat-signUps')).toBe('Pendaftar1');
  expect(await text(page, 'stat-payingReferrals')).toBe('Referral berbayar1');
  const row = page.getByRole('table', { name: 'Komisi dari referral' }).getByRole('row').nth(1);
  await row.getByText('Si***a').waitFor();
  expect((await row.textContent())?.replace(/\u00a0/g, ' ')).toContain('Rp 149.000');

  // On a phone the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('stat-earned').waitFor();
  // Just after the resize the layout may still be the wide one: wait for it to settle.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
