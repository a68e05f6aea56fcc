// @vitest-environment jsdom
import type { IncomeReport } from '@booster/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../../test/page-session.ts';
import { type FetchCall, renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as IncomeReportPage } from './income-report-page.tsx';

const report: IncomeReport = {
  from: '2026-10-31',
  to: '2026-11-01',
  total: { invoices: 3, amount: 900_000 },
  byDay: [
    { day: '2026-10-31', invoices: 1, amount: 149_000 },
    { day: '2026-11-01', invoices: 2, amount: 751_000 },
  ],
  byMonth: [
    { month: '2026-10', invoices: 1, amount: 149_000 },
    { month: '2026-11', invoices: 2, amount: 751_000 },
  ],
  byPackage: [
    { packageName: 'premium', invoices: 2, amount: 551_000 },
    { packageName: 'medium', invoices: 1, amount: 349_000 },
  ],
  byMethod: [{ method: 'midtrans', invoices: 3, amount: 900_000 }],
};
const text = (el: HTMLElement | null) => el?.textContent?.replace(/\u00a0/g, ' ');

const calls = setUpPageTests({ user: testUser({ isAdmin: true }), answer: () => ({ body: report }) });
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});

describe('/admin/order/report', { timeout: 20_000 }, () => {
  it('shows the totals, a bar per day with its figure, and the package and method tables', async () => {
    renderPage(IncomeReportPage, '/admin/order/report', '/admin/order/report');
    await waitFor(() => expect(text(screen.queryByTestId('total-amount'))).toBe('Rp 900.000'));
    expect(text(screen.getByTestId('total-invoices'))).toBe('3');
    expect(text(screen.getByTestId('bar-2026-11-01'))).toBe('01/11: Rp 751.000 (2 tagihan)');
    const packages = screen.getByRole('table', { name: 'Per paket' });
    expect(text(packages)).toContain('Premium2Rp 551.000');
    expect(text(screen.getByRole('table', { name: 'Per metode pembayaran' }))).toContain(
      'Midtrans3Rp 900.000',
    );
    const asked = calls.find((c) => c.path.startsWith('/api/admin/billing/income-report'));
    expect(asked?.path).toMatch(
      /^\/api\/admin\/billing\/income-report\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('downloads the Excel file of the chosen range', async () => {
    renderPage(IncomeReportPage, '/admin/order/report', '/admin/order/report');
    await screen.findByTestId('total-amount');
    fireEvent.click(screen.getByRole('radio', { name: 'Bulan ini' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/api/admin/billing/income-report.xlsx?from='))).toBe(true),
    );
    const xlsx = calls.find((c) => c.path.startsWith('/api/admin/billing/income-report.xlsx')) as FetchCall;
    expect(new URL(xlsx.path, 'http://x').searchParams.get('from')).toMatch(/-01$/);
  });
});
