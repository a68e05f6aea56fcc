import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { logInWithChatShop } from './support/sandbox.ts';
import { sandboxConversations, sendBuyerMessage } from './support/sandbox-chat.ts';

const { baseURL, session } = useBrowser();
/** Platinum: room for chat accounts whatever other journeys connected. */
const SELLER = 'platinum@booster.test';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A template made over the API with the page's own session. */
async function createTemplate(page: Page, shortcut: string, text: string) {
  const status = await page.evaluate(
    async ({ shortcut, text }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('booster.auth') ?? '{}');
      const res = await fetch('/api/chat/template', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ shortcut, text, marketplace: null }),
      });
      return res.status;
    },
    { shortcut, text },
  );
  expect(status).toBe(200);
}

it('a buyer message appears live in the open inbox; the seller answers with a template and the sandbox conversation holds it', async () => {
  const { page } = session;
  const shop = await logInWithChatShop(page, baseURL, SELLER, ['shopee', 1]);
  await createTemplate(
    page,
    'terimakasih',
    'Halo kak {nama_pembeli}, terima kasih sudah chat {nama_toko}. Stok ready ya!',
  );

  await page.goto('/panel/chat');
  await page.getByRole('heading', { name: 'Kotak Masuk Chat' }).waitFor();
  // The synced conversations of the shop fill the list.
  await page.getByTestId('conversation-row').first().waitFor({ timeout: 30_000 });

  // A new buyer writes through the sandbox (signed code-10 push): the open tab shows it without a reload.
  const question = `Kak, yang warna hitam ukuran L masih ada? (${Date.now() % 100000})`;
  const sent = await sendBuyerMessage(baseURL, { platform: 'shopee', shopId: shop.id, text: question });
  const row = page.getByTestId('conversation-row').filter({ hasText: question });
  await row.waitFor();
  await expect.poll(() => page.getByTestId('conversation-row').first().textContent()).toContain(question);

  // The tab counts follow what the first pull keeps adding (they once stayed at the first load).
  const apiCounts = () =>
    page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('booster.auth') ?? '{}');
      const res = await fetch('/api/app/chat/conversations?limit=1', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await res.json()) as { counts: { all: number; unread: number } }).counts;
    });
  await expect
    .poll(
      async () => {
        const { all, unread } = await apiCounts();
        const tabs = await page.getByRole('tab').allTextContents();
        return tabs.includes(`Semua${all}`) && tabs.includes(`Belum dibaca${unread}`);
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);

  await row.click();
  const pane = page.getByTestId('conversation-pane');
  await pane.getByText(question).waitFor();
  const buyerName = (await pane.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(buyerName).not.toBe('');
  const box = pane.getByRole('textbox', { name: 'Tulis pesan' });
  await box.fill('/terima');
  await pane.getByRole('option', { name: /terimakasih/ }).waitFor();
  await box.press('Enter');
  const answer = `Halo kak ${buyerName}, terima kasih sudah chat ${shop.name}. Stok ready ya!`;
  await expect.poll(() => box.inputValue()).toBe(answer);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-inbox-1280.png` });
  await box.press('Enter');
  await pane.locator('.chat-bubble[data-side="shop"]', { hasText: answer }).waitFor();

  // The platform holds the answer in the same conversation, from the seller.
  const conversations = await sandboxConversations(baseURL, 'shopee', shop.id);
  const held = conversations.find((c) => c.id === sent.conversationId);
  expect(held?.messages.at(-1)).toMatchObject({ from: 'seller', text: answer });

  // Phones: one pane at a time, the conversation over the list with a back button, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await pane.getByText(answer).waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-conversation-390.png` });
  await pane.getByRole('button', { name: 'Kembali ke daftar percakapan' }).click();
  const answered = page.getByTestId('conversation-row').filter({ hasText: buyerName });
  await expect.poll(() => answered.textContent()).toContain(`Anda: ${answer}`);
  await expect.poll(() => page.getByTestId('conversation-pane').count()).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-list-390.png` });
}, 120_000);
