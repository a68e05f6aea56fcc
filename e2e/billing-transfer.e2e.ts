import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  logInAsAdmin,
  openSecondPage,
  readMailbox,
  shoot,
  signUpVerified,
  useBrowser,
} from './support/browser.ts';

const { baseURL, session } = useBrowser();

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
  );
}

/** Screenshots for a reviewer when SCREENSHOT_DIR is set (desktop and phone widths), never sideways scroll. */

/** The browser-notification prompt is another journey's; close it when it shows. */
async function dismissPushPrompt(page: Page) {
  const later = page.getByRole('button', { name: 'Nanti saja' });
  await later.waitFor({ timeout: 3000 }).then(
    () => later.click(),
    () => undefined,
  );
}

/** A small real PNG (8×8, one colour): the server reads its bytes, not its name. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMwTpuJFTEMLQkAyvtMgQDiJ6sAAAAASUVORK5CYII=',
  'base64',
);

it('a member pays by bank transfer with a proof, the admin approves it in /admin/order, the package is active', async () => {
  const { page } = session;
  // The admin keeps the account members transfer to (a second browser context, its own login).
  const { page: admin } = await openSecondPage(session, 'admin', {
    viewport: { width: 1280, height: 900 },
  });
  await logInAsAdmin(admin);
  await admin.goto('/admin/order');
  await admin.getByRole('heading', { name: 'Order', exact: true }).waitFor();
  const accountNumber = String(Date.now()).slice(-10);
  await admin.getByRole('button', { name: 'Tambah rekening' }).click();
  const form = admin.getByRole('dialog', { name: 'Tambah rekening' });
  await form.getByLabel('Nama bank').fill('BCA');
  await form.getByLabel('Nomor rekening').fill(accountNumber);
  await form.getByLabel('Atas nama').fill('PT Booster Indonesia');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByText(accountNumber).first().waitFor();

  // A fresh member picks Premium for a month and chooses bank transfer.
  const email = await signUpVerified(page, baseURL, 'Toko Transfer Bank');
  await page.goto('/panel/subscription/confirmation?packageName=premium&months=1');
  await page.getByText('Paket Premium berlaku sejak pembayaran diterima.').waitFor();
  await page.getByRole('button', { name: 'Buat Tagihan & Bayar' }).click();
  await page.waitForURL('**/panel/plan/payment?invoice=*');
  await page.getByRole('radio', { name: /Transfer bank manual/ }).check();
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL('**/panel/plan/payment/manual?invoice=*');

  // The amount is the invoice plus a unique code, and the page says the rule.
  const amountText = (await page.getByTestId('transfer-amount').textContent())?.replace(/\u00a0/g, ' ') ?? '';
  const amount = Number(amountText.replace(/\D/g, ''));
  expect(amount).toBeGreaterThan(149_000);
  expect(amount).toBeLessThanOrEqual(149_999);
  const code = amount - 149_000;
  await page.getByText(`termasuk kode unik ${code}`).waitFor();
  await page
    .getByText(
      new RegExp(
        `Nominal transfer = total tagihan Rp.149\\.000 \\+ kode unik ${code}\\. Kode unik \\(1–999\\)`,
      ),
    )
    .waitFor();
  await page.getByText(accountNumber, { exact: true }).waitFor();
  await dismissPushPrompt(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'transfer-payment');

  // The proof: the account paid into, the sender and the file.
  await page.getByRole('combobox', { name: /Rekening yang Anda transfer/ }).click();
  await page.getByRole('option', { name: new RegExp(accountNumber) }).click();
  await page.getByRole('textbox', { name: /Nama pemilik rekening pengirim/ }).fill('Budi Santoso');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bukti-transfer.png',
    mimeType: 'image/png',
    buffer: PROOF_PNG,
  });
  await page.getByRole('button', { name: 'Kirim bukti transfer' }).click();
  await page.getByText('Menunggu konfirmasi admin').first().waitFor();
  await shoot(page, 'transfer-waiting');

  // The admin finds it waiting for review, looks at the proof and approves after confirming.
  await admin.goto('/admin/order');
  await admin.getByLabel('Hanya transfer menunggu konfirmasi').check();
  await admin.getByLabel('Cari').fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByText('Menunggu konfirmasi').waitFor();
  await row.getByText(`kode ${code}`).waitFor();
  await row.getByRole('button', { name: /Bukti transfer/ }).click();
  const proof = admin.getByRole('dialog', { name: /Bukti transfer/ });
  await proof.getByRole('img', { name: /Bukti transfer/ }).waitFor();
  await admin.keyboard.press('Escape');
  await proof.waitFor({ state: 'hidden' });
  await shoot(admin, 'admin-order');
  await row.getByRole('button', { name: 'Setujui' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Setujui transfer?' });
  await confirm.getByText(/Budi Santoso/).waitFor();
  await confirm.getByRole('button', { name: 'Ya' }).click();
  await admin.getByLabel('Hanya transfer menunggu konfirmasi').uncheck();
  await admin.getByRole('row').filter({ hasText: email }).getByText('Lunas').waitFor();
  expect(await axeViolations(admin)).toEqual([]);

  // The member's bell and membership box show it.
  await page.goto('/panel/home');
  await page.getByRole('button', { name: 'Buka panel akun' }).click();
  const box = page.locator('[aria-labelledby="membership-title"]');
  await box.getByText('Premium', { exact: true }).waitFor();
  const mails = await readMailbox(baseURL, email);
  expect(mails.some((m) => m.subject.startsWith('Pembayaran INV-') && m.subject.endsWith('diterima'))).toBe(
    true,
  );
});
