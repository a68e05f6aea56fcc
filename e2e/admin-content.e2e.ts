import { expect, it } from 'vitest';
import { logIn, logInAsAdmin, openSecondPage, shoot, useBrowser } from './support/browser.ts';

const { session } = useBrowser({ withPopupBanner: true });

it('an admin saves the top bar and a new popup banner; the seller sees both, the banner again after closing the old one', async () => {
  const { page: admin } = session;
  const { context: sellerContext, page: seller } = await openSecondPage(session, 'seller', {
    withPopupBanner: true,
  });

  // The seller closes today's banner with X: the cookie remembers its id for 2 days.
  await logIn(seller, 'seller@booster.test');
  await seller.waitForURL('**/panel/home');
  const popup = seller.getByRole('dialog', { name: 'Promo' });
  await popup.waitFor();
  await seller.getByRole('button', { name: 'Tutup promo' }).click();
  await popup.waitFor({ state: 'hidden' });
  const closedId = (await sellerContext.cookies()).find((c) => c.name === 'popupCookie')?.value;
  expect(closedId).toBeTruthy();

  // The admin writes the top bar, with its live preview.
  await logInAsAdmin(admin);
  await admin.getByRole('link', { name: 'Top Bar' }).click();
  await admin.waitForURL('**/admin/topbar');
  const content = admin.getByLabel('Isi pengumuman');
  await content.fill('Flash sale Booster: diskon 30% sampai Minggu');
  await admin.getByLabel('Tema 3').check();
  await admin.getByLabel("Link tombol 'klik disini'").fill('https://booster.test/flash-sale');
  const preview = admin.getByRole('region', { name: 'Pengumuman' });
  await preview.getByText('Flash sale Booster: diskon 30% sampai Minggu').waitFor();
  await shoot(admin, 'admin-topbar');
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByText('Top bar disimpan').waitFor();

  // ... and adds a banner for Premium members: a new id.
  await admin.getByRole('link', { name: 'Popup Banner' }).click();
  await admin.waitForURL('**/admin/popup/banner');
  await admin.getByRole('button', { name: 'Tambah banner' }).click();
  const modal = admin.getByRole('dialog', { name: 'Banner baru' });
  await modal.getByRole('textbox', { name: /^Gambar/ }).fill('/images/hero-illustration.svg');
  await modal.getByLabel('Link saat gambar diklik').fill('https://booster.test/promo-premium');
  await modal.getByLabel('Tamu (belum login)').uncheck();
  await modal.getByLabel('Premium').check();
  await modal.getByRole('img', { name: 'Pratinjau banner' }).waitFor();
  await shoot(admin, 'admin-popup-banner-form');
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByText('Banner disimpan').waitFor();
  await modal.waitFor({ state: 'hidden' });
  await shoot(admin, 'admin-popup-banner');

  // The seller's next page shows the new bar and, despite the cookie, the new banner.
  await seller.reload();
  const bar = seller.getByRole('region', { name: 'Pengumuman' });
  await bar.getByText('Flash sale Booster: diskon 30% sampai Minggu').waitFor();
  expect(await bar.getByRole('link', { name: 'klik disini' }).getAttribute('href')).toBe(
    'https://booster.test/flash-sale',
  );
  await popup.waitFor();
  expect(await popup.getByRole('link').getAttribute('href')).toBe('https://booster.test/promo-premium');
  await seller.getByRole('button', { name: 'Tutup promo' }).click();
  const newId = (await sellerContext.cookies()).find((c) => c.name === 'popupCookie')?.value;
  expect(newId).toBeTruthy();
  expect(newId).not.toBe(closedId);
  // Two browsers, two logins and five pages: 88 s measured on the shared machine under load ~30.
}, 150_000);

it('an admin rewrites the affiliate page hero in both languages; visitors see it in their language', async () => {
  const { page } = session;
  await logInAsAdmin(page);
  await page.goto('/admin/landingpage/affiliate');
  const form = page.getByRole('form', { name: 'Isi halaman' });
  await form
    .getByRole('textbox', { name: /^Judul/ })
    .first()
    .fill('Komisi hingga 20% untuk setiap teman');
  await page.getByText('Komisi hingga 20% untuk setiap teman', { exact: true }).last().waitFor();
  await form.getByText('English').click();
  await form
    .getByRole('textbox', { name: /^Judul/ })
    .first()
    .fill('Up to 20% commission for every friend');
  await shoot(page, 'admin-landing-affiliate');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Halaman disimpan').waitFor();

  await page.goto('/affiliate');
  await page.getByRole('heading', { level: 1, name: 'Komisi hingga 20% untuk setiap teman' }).waitFor();
  await shoot(page, 'public-affiliate');
  await page.getByText('EN', { exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Up to 20% commission for every friend' }).waitFor();
});
