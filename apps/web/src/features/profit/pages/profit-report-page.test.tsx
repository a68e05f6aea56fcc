// @vitest-environment jsdom
import type { ProfitOrder, ProfitReport, ProfitTotals } from '@booster/contracts';
import { emptyTotals } from '@booster/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { Component as ProfitReportPage } from './profit-report-page.tsx';

const totals = (t: Partial<ProfitTotals>): ProfitTotals => ({ ...emptyTotals(), ...t });
const day1 = totals({
  orders: 1,
  revenue: 100_000,
  fees: 9_000,
  costOfGoods: 60_000,
  profit: 31_000,
  margin: 31,
});
const day2 = totals({
  orders: 1,
  incomplete: 1,
  revenue: 50_000,
  fees: 4_000,
  costOfGoods: 50_000,
  profit: -4_000,
  margin: -8,
});
const shop = { shopId: 's1', shopName: 'Toko Laris', marketplace: 'shopee' as const };
const report: ProfitReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  totals: totals({
    orders: 2,
    incomplete: 1,
    revenue: 150_000,
    fees: 13_000,
    costOfGoods: 110_000,
    profit: 27_000,
    margin: 18,
  }),
  byDay: [
    { day: '2026-11-01', ...day1 },
    { day: '2026-11-02', ...day2 },
  ],
  byShop: [
    { ...shop, ...totals({ orders: 2, incomplete: 1, revenue: 150_000, profit: 27_000, margin: 18 }) },
  ],
  byShopDay: [
    { day: '2026-11-01', shopId: 's1', ...day1 },
    { day: '2026-11-02', shopId: 's1', ...day2 },
  ],
  byProduct: [
    {
      masterSkuId: 'm1',
      sku: 'KAOS-L',
      name: 'Kaos - L',
      units: 3,
      revenue: 150_000,
      costOfGoods: 110_000,
      profit: 27_000,
      margin: 18,
      incompleteUnits: 1,
    },
  ],
};
const order: ProfitOrder = {
  _id: 'o1',
  orderNumber: '2611ABC',
  ...shop,
  placedAt: '2026-11-01T03:00:00.000Z',
  day: '2026-11-01',
  revenue: 100_000,
  sellerDiscount: 5_000,
  shipping: 2_000,
  fees: 9_000,
  otherAdjustment: 0,
  costOfGoods: 53_000,
  profit: 31_000,
  margin: 31,
  gaps: [],
  lines: [
    {
      name: 'Kaos',
      sku: 'KAOS-L',
      masterSkuId: 'm1',
      masterSku: 'KAOS-L',
      quantity: 2,
      unitCost: 26_500,
      revenue: 100_000,
      deductions: 16_000,
      costOfGoods: 53_000,
      profit: 31_000,
    },
  ],
};
const missing: ProfitOrder = {
  ...order,
  _id: 'o2',
  orderNumber: '2611XYZ',
  profit: null,
  margin: null,
  costOfGoods: null,
  gaps: ['cost'],
};
const page = (docs: ProfitOrder[]) => onePage(docs);
const text = (el: HTMLElement | null) => el?.textContent?.replace(/\u00a0/g, ' ');

const calls = setUpPageTests({
  answer: (call) => {
    if (call.path.startsWith('/api/app/profit/report')) return { body: report };
    if (call.path.startsWith('/api/app/profit/orders?')) return { body: page([order, missing]) };
    return { body: page([]) };
  },
});

describe('/panel/order/profit', { timeout: 20_000 }, () => {
  it('shows the totals, a bar per day, the numbers behind it and orders without a cost marked', async () => {
    renderPage(ProfitReportPage, '/panel/order/profit', '/panel/order/profit');
    await waitFor(() => expect(text(screen.queryByTestId('total-profit'))).toBe('Rp 27.000'));
    expect(text(screen.getByTestId('total-margin'))).toBe('18,0%');
    expect(text(screen.getByTestId('incomplete-alert'))).toContain('1 pesanan belum dihitung');
    expect(text(screen.getByTestId('bar-2026-11-02'))).toBe('02/11: laba -Rp 4.000 (1 pesanan)');
    const days = screen.getByRole('table', { name: 'Angka per hari' });
    expect(text(days)).toContain('01/11/20261Rp 100.000');
    expect(text(screen.getByRole('table', { name: 'Per produk' }))).toContain('Kaos - LKAOS-L3');
    const orders = await screen.findByRole('table', { name: 'Per pesanan' });
    const row = within(orders).getByText('2611XYZ').closest('tr') as HTMLElement;
    expect(text(row)).toContain('Harga modal belum diisi');
    const asked = calls.find((c) => c.path.startsWith('/api/app/profit/report'));
    expect(asked?.path).toMatch(/^\/api\/app\/profit\/report\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it("opens an order's breakdown", async () => {
    renderPage(ProfitReportPage, '/panel/order/profit', '/panel/order/profit');
    fireEvent.click(await screen.findByRole('button', { name: 'Rincian laba pesanan 2611ABC' }));
    const dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('Biaya platform−Rp 9.000');
    expect(text(dialog)).toContain('HPP−Rp 53.000');
    expect(text(dialog)).toContain('LabaRp 31.000');
  });
});
