import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import { logInWithChatShop } from './support/sandbox.ts';
import { sendBuyerMessage } from './support/sandbox-chat.ts';

const { baseURL, session } = useBrowser();
/** Platinum: room for chat accounts; another sandbox shop than the inbox journey's. */
const SELLER = 'platinum@booster.test';

it('the seller turns the greeting on and a buyer’s first message is answered and logged', async () => {
  const { page } = session;
  const shop = await logInWithChatShop(page, baseURL, SELLER, ['shopee', 2], '/login');

  await page.goto('/panel/chat/setting/message-template');
  await page.getByRole('button', { name: 'Tambah Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Template' });
  await dialog.getByLabel('Shortcut').fill('salam');
  await dialog.getByLabel('Isi pesan').fill('Halo kak, terima kasih sudah mampir di {nama_toko}!');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect.poll(() => page.getByRole('listitem', { name: '/salam' }).count()).toBe(1);
  await shoot(page, 'template');

  await page.goto('/panel/chat/setting/auto-reply');
  const greeting = page.getByRole('region', { name: 'Pesan sapaan' });
  await greeting.getByRole('switch', { name: 'Aktifkan pesan sapaan' }).check({ force: true });
  await page.getByRole('button', { name: 'Tambah aturan' }).click();
  const rule = page.getByRole('listitem', { name: 'Aturan 1' });
  await rule.getByRole('textbox', { name: 'Kata kunci' }).fill('ongkir');
  await rule.getByRole('textbox', { name: /Balasan/ }).fill('Ongkir dihitung otomatis saat checkout ya kak');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Pengaturan auto-reply disimpan').waitFor();

  await sendBuyerMessage(baseURL, {
    platform: 'shopee',
    shopId: shop.id,
    buyerName: 'Pembeli E2E',
    text: 'Permisi kak',
    webhook: true,
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        const log = page.getByRole('region', { name: 'Riwayat auto-reply' });
        await log.waitFor();
        return log.textContent();
      },
      { timeout: 30_000, interval: 2000 },
    )
    .toContain('Terkirim');
  await shoot(page, 'auto-reply');

  await page.goto('/panel/chat/setting/reminder');
  await page.getByRole('region', { name: 'Pesanan belum dibayar' }).waitFor();
  await shoot(page, 'reminder');
});
