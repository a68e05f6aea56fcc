import type { ChatReport } from '@booster/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logIn, shoot, useBrowser } from './support/browser.ts';
import { connectChatThroughConsent, sandboxShops } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();
/** Platinum: room for chat accounts; a Lazada shop, which the other chat journeys leave alone. */
const SELLER = 'platinum@booster.test';

/** The report as the API answers it to the page's own session. */
const apiReport = (page: Page, range: string) =>
  page.evaluate(async (range) => {
    const { accessToken } = JSON.parse(localStorage.getItem('booster.auth') ?? '{}');
    const res = await fetch(`/api/app/chat/reports/lazada?range=${range}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return (await res.json()) as ChatReport;
  }, range);

it('Monitor Chat shows a new unanswered buyer live; the Lazada report over 90 days shows what the API counts', async () => {
  const { page } = session;
  const shop = (await sandboxShops(baseURL, 'lazada'))[0];
  if (!shop) throw new Error('the sandbox has no Lazada shop');
  await logIn(page, SELLER, undefined, '/login/chat');
  await page.waitForURL('**/panel/chat');
  await connectChatThroughConsent(page, 'lazada', shop.name);

  await page.goto('/panel/chat/monitor');
  await page.getByRole('heading', { name: 'Monitor Chat' }).waitFor();
  // A buyer writes now (signed push): the open monitor lists the wait without a reload.
  const sent = await fetch(`${baseURL}/sandbox/_control/chat/buyer-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      platform: 'lazada',
      shopId: shop.id,
      buyerName: 'Pembeli Monitor',
      text: 'Kak, bisa dikirim hari ini?',
    }),
  });
  expect(sent.status).toBe(201);
  const row = page.getByRole('listitem').filter({ hasText: 'Kak, bisa dikirim hari ini?' });
  await row.waitFor({ timeout: 15_000 });
  expect(await row.getAttribute('data-urgency')).toBe('ok');
  await shoot(page, 'chat-monitor');

  await page.goto('/panel/chat/report/lazada');
  await page.getByRole('heading', { name: 'Laporan Chat Lazada' }).waitFor();
  await page.locator('label', { hasText: '90 hari' }).click();
  const report = await apiReport(page, '90');
  expect(report.days).toHaveLength(90);
  // The synced history and the new question are in the range.
  expect(report.totals.chats).toBeGreaterThan(0);
  await page
    .getByRole('group', { name: `Chat: ${report.totals.chats.toLocaleString('id-ID')}` })
    .waitFor({ timeout: 15_000 });
  await page
    .getByRole('group', { name: `Pesan pembeli: ${report.totals.buyerMessages.toLocaleString('id-ID')}` })
    .waitFor();
  await page.getByRole('table').first().getByText(shop.name).waitFor();
  await shoot(page, 'chat-report-90');
}, 120_000);
