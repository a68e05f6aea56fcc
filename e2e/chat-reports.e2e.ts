import type { ChatReport } from '@booster/contracts';
import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import { logInWithChatShop } from './support/sandbox.ts';
import { sendBuyerMessage } from './support/sandbox-chat.ts';

const { baseURL, session } = useBrowser();
/** Platinum: room for chat accounts; a Lazada shop, which the other chat journeys leave alone. */
const SELLER = 'platinum@booster.test';

it('Monitor Chat shows a new unanswered buyer live; the Lazada report over 90 days shows what the API counts', async () => {
  const { page } = session;
  const shop = await logInWithChatShop(page, baseURL, SELLER, ['lazada', 0]);

  await page.goto('/panel/chat/monitor');
  await page.getByRole('heading', { name: 'Monitor Chat' }).waitFor();
  // A buyer writes now (signed push): the open monitor lists the wait without a reload.
  await sendBuyerMessage(baseURL, {
    platform: 'lazada',
    shopId: shop.id,
    buyerName: 'Pembeli Monitor',
    text: 'Kak, bisa dikirim hari ini?',
  });
  const row = page.getByRole('listitem').filter({ hasText: 'Kak, bisa dikirim hari ini?' });
  await row.waitFor();
  expect(await row.getAttribute('data-urgency')).toBe('ok');
  await shoot(page, 'chat-monitor');

  await page.goto('/panel/chat/report/lazada');
  await page.getByRole('heading', { name: 'Laporan Chat Lazada' }).waitFor();
  // The page's own answer for 90 days (sandbox buyers keep writing, so a later call may count more).
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/app/chat/reports/lazada' && url.searchParams.get('range') === '90';
  });
  await page.locator('label', { hasText: '90 hari' }).click();
  const report = (await (await answered).json()) as ChatReport;
  expect(report.days).toHaveLength(90);
  // The synced history and the new question are in the range.
  expect(report.totals.chats).toBeGreaterThan(0);
  await page.getByRole('group', { name: `Chat: ${report.totals.chats.toLocaleString('id-ID')}` }).waitFor();
  await page
    .getByRole('group', { name: `Pesan pembeli: ${report.totals.buyerMessages.toLocaleString('id-ID')}` })
    .waitFor();
  await page.getByRole('table').first().getByText(shop.name).waitFor();
  await shoot(page, 'chat-report-90');
}, 120_000);
