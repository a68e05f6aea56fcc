import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const { session } = useBrowser({ withPopupBanner: true });

const banner = () => session.page.getByRole('dialog', { name: 'Promo' });

it('closing the popup banner with X remembers it in popupCookie; the backdrop only hides it', async () => {
  const { page, context } = session;
  await page.goto('/');
  await banner().waitFor();

  // The backdrop hides it for this visit only.
  await page.mouse.click(5, 5);
  await banner().waitFor({ state: 'hidden' });
  expect((await context.cookies()).find((c) => c.name === 'popupCookie')).toBeUndefined();
  await page.reload();
  await banner().waitFor();

  // The X hides it and keeps it hidden for 2 days.
  await page.getByRole('button', { name: 'Tutup promo' }).click();
  await banner().waitFor({ state: 'hidden' });
  const cookie = (await context.cookies()).find((c) => c.name === 'popupCookie');
  expect(cookie?.value).toBeTruthy();
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(1.9);
  expect(days).toBeLessThanOrEqual(2);
  // The server draws the page before its script asks for the banner: wait until the page has its
  // answer and has drawn what follows from it (a fixed pause passed without asking on a busy machine).
  const asked = page.waitForResponse((r) =>
    r.url().endsWith('/api/app/popup-banner?subscriptionPackage=guest'),
  );
  await page.reload();
  const answer = await asked;
  expect(((await answer.json()) as { _id: string } | null)?._id).toBe(cookie?.value);
  await answer.finished();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await banner().count()).toBe(0);
});
