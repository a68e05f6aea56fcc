import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import { sandboxOrders, sandboxShops } from './support/sandbox.ts';

const { baseURL, session } = useBrowser({ viewport: { width: 390, height: 844 } });

/** A delivered J&T parcel of a seeded Shopee order: anyone may track it on /cek-resi. */
async function deliveredJntResi(): Promise<string> {
  for (const shop of await sandboxShops(baseURL, 'shopee')) {
    const order = (await sandboxOrders(baseURL, 'shopee', shop.id)).find(
      (o) => o.status === 'COMPLETED' && o.courier.startsWith('J&T') && o.trackingNumber,
    );
    if (order?.trackingNumber) return order.trackingNumber;
  }
  throw new Error('no completed J&T order in the sandbox');
}

describe('shipment tracking (/cek-resi)', () => {
  it('a visitor pastes a resi and reads the courier timeline, newest first, on a phone', async () => {
    const { page } = session;
    const resi = await deliveredJntResi();
    await page.goto('/cek-resi');
    await page.getByRole('heading', { level: 1, name: 'Cek Resi' }).waitFor();
    await page.getByLabel('Nomor resi').fill(` ${resi.slice(0, 6)} ${resi.slice(6)} `);
    await page.getByRole('button', { name: 'Lacak' }).click();

    const result = page.getByRole('region', { name: `Resi ${resi}` });
    await result.waitFor();
    expect(page.url()).toContain(`/cek-resi?resi=${resi}`);
    await expect.poll(() => result.getByText('Terkirim', { exact: true }).count()).toBe(1);
    const lines = await result.getByText(/: DROP POINT \[/).allTextContents();
    expect(lines[0]).toMatch(/^TERKIRIM: DROP POINT/);
    expect(lines.at(-1)).toMatch(/^TELAH DIAMBIL: DROP POINT/);
    expect(await result.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB$/).count()).toBe(5);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      axe.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`,
      ),
    ).toEqual([]);
    await shoot(page, 'cek-resi');

    // The same number under the wrong courier is not found, in the page's words.
    await page.goto(`/cek-resi/jne?resi=${resi}`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Nomor resi tidak ditemukan. Periksa lagi nomornya atau pilih kurir lain');
  });
});
