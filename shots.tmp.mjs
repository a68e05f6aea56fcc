import { chromium } from 'playwright-core';
const [email, ...paths] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ baseURL: 'http://localhost:4600', viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto('/login');
await page.getByLabel('Email').fill(email);
await page.getByLabel('Kata sandi', { exact: true }).fill('booster123');
await page.getByRole('button', { name: 'Masuk', exact: true }).click();
await page.waitForURL('**/panel/**', { timeout: 60000 });
for (const path of paths) {
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(2500);
    const name = path.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(path, w, 'overflow', sideways);
  }
}
await b.close();
