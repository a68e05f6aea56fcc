// @vitest-environment jsdom
import type { ChatMetrics, ChatReport } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { reportCsv } from '../lib/report-csv.ts';
import { Component as ReportPage } from './chat-report-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const metrics = (over: Partial<ChatMetrics> = {}): ChatMetrics => ({
  chats: 0,
  buyerMessages: 0,
  replies: 0,
  answered: 0,
  missed: 0,
  pending: 0,
  excluded: 0,
  responseRate: null,
  avgFirstResponseSeconds: null,
  ...over,
});

const day1 = metrics({
  chats: 4,
  buyerMessages: 9,
  replies: 5,
  answered: 3,
  missed: 1,
  responseRate: 75,
  avgFirstResponseSeconds: 750,
});
const report: ChatReport = {
  marketplace: 'shopee',
  range: '7',
  from: '2026-11-18',
  to: '2026-11-24',
  totals: day1,
  shops: [{ shopId: 's1', shopname: 'Toko Maju', ...day1 }],
  days: ['18', '19', '20', '21', '22', '23', '24'].map((d) => ({
    date: `2026-11-${d}`,
    ...(d === '23' ? day1 : metrics()),
  })),
  shopDays: [{ date: '2026-11-23', shopId: 's1', shopname: 'Toko Maju', ...day1 }],
  hours: Array.from({ length: 24 }, (_, h) => (h === 9 ? 3 : h === 20 ? 1 : 0)),
};

describe('chat report page', () => {
  it("shows the totals, the platform's own definition, the charts and the tables", async () => {
    mockApi(() => ({ body: report }));
    renderPage(ReportPage, '/panel/chat/report/:marketplace', '/panel/chat/report/shopee');
    expect(await screen.findByRole('heading', { name: 'Laporan Chat Shopee' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Tingkat respons: 75%' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rata-rata respons pertama: 12 mnt' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pesan pembeli: 9' })).toBeTruthy();
    expect(screen.getByText(/membalas dalam 12 jam/)).toBeTruthy();
    const perDay = screen.getByRole('list', { name: 'Data grafik, 7 titik' });
    expect(
      within(perDay).getByText('23/11/2026: 4 chat, 3 terbalas tepat waktu, 1 terlambat, 0 menunggu'),
    ).toBeTruthy();
    const perHour = screen.getByRole('list', { name: 'Data grafik, 24 titik' });
    expect(within(perHour).getByText('Pukul 09:00: 3 chat')).toBeTruthy();
    const perShop = screen.getByRole('region', { name: 'Per toko' });
    expect(within(perShop).getByText('Toko Maju')).toBeTruthy();
  });

  it('states the Lazada cycle and asks the server for the picked range', async () => {
    const calls = mockApi(() => ({ body: { ...report, marketplace: 'lazada' } }));
    renderPage(ReportPage, '/panel/chat/report/:marketplace', '/panel/chat/report/lazada');
    expect(await screen.findByText(/18.00 kemarin sampai 18.00 hari ini/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '90 hari' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/app/chat/reports/lazada?range=90'));
  });
});

describe('report CSV', () => {
  it('has a header and one row per shop and day, and quotes and neutralises shop names', () => {
    const csv = reportCsv({
      ...report,
      shopDays: [
        { date: '2026-11-23', shopId: 's1', shopname: '=Toko, "Maju"', ...day1 },
        {
          date: '2026-11-22',
          shopId: 's2',
          shopname: 'Toko B',
          ...metrics({ chats: 1, missed: 1, responseRate: 0 }),
        },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'date,shop,chats,buyer_messages,replies,answered_in_time,late_or_unanswered,waiting,not_counted,response_rate_percent,avg_first_response_seconds',
      '2026-11-22,Toko B,1,0,0,0,1,0,0,0,',
      `2026-11-23,"'=Toko, ""Maju""",4,9,5,3,1,0,0,75,750`,
      '',
    ]);
  });
});
