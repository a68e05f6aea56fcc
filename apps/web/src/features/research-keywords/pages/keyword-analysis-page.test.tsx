// @vitest-environment jsdom
import type { KeywordAnalysis } from '@booster/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as AnalysisPage } from './keyword-analysis-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATTERN = '/panel/research/keyword-analysis';

const analysis: KeywordAnalysis = {
  _id: '9f6d4b1e-0c4b-4b8e-9a51-0d6f3c2b1a00',
  keyword: 'kaos polos',
  marketplace: 'shopee',
  day: '2026-11-24',
  analysedAt: '2026-11-24T03:00:00.000Z',
  sampleSize: 300,
  demand: {
    suggestionRank: 1,
    unitsSold: 7_357_102,
    dailyUnits: 1234.5,
    history: [
      { day: '2026-11-23', resultCount: 1960, unitsSold: 7_350_000, dailyUnits: null },
      { day: '2026-11-24', resultCount: 1967, unitsSold: 7_357_102, dailyUnits: 1234.5 },
    ],
  },
  competition: { resultCount: 1967, shopCount: 292, topShopsShare: 0.039, officialShare: 0.02 },
  prices: {
    min: 35_000,
    q1: 53_175,
    median: 104_150,
    q3: 223_900,
    max: 346_900,
    mean: 140_859.3,
    histogram: Array.from({ length: 10 }, (_, i) => ({
      from: 35_000 + i * 31_190,
      to: 35_000 + (i + 1) * 31_190,
      count: 30,
    })),
  },
  topListings: [
    {
      externalId: '20003095355',
      name: 'Kaos Polos Bahan Katun Paket Hemat',
      shopName: 'Galeri Sumber Utama 30',
      price: 37_900,
      soldCount: 158_067,
      rating: 4.3,
      location: 'Bekasi',
      imageUrl: null,
    },
  ],
  topShops: [
    {
      externalId: '1',
      name: 'Warung Sentosa Jaya 31',
      official: false,
      listings: 2,
      unitsSold: 331_190,
      share: 0.009,
    },
  ],
  related: [
    {
      keyword: 'kaos polos pria',
      resultCount: 156,
      unitsSold: 3_534_969,
      medianPrice: 104_650,
      suggestionRank: 2,
    },
  ],
};

const tileValue = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('keyword analysis page', () => {
  it('asks for a keyword before anything is analysed (nothing is called)', async () => {
    const calls = mockApi(() => ({ body: null }));
    renderPage(AnalysisPage, PATTERN, PATTERN);
    expect(await screen.findByText('Belum ada analisis')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/api/research'))).toEqual([]);
  });

  it('runs the keyword of the address once and shows its numbers', async () => {
    const calls = mockApi((call) => ({
      body: call.path.includes('/api/research/keyword-analysis') ? analysis : null,
    }));
    renderPage(AnalysisPage, PATTERN, `${PATTERN}?keyword=kaos%20polos&marketplace=shopee`);
    expect(await screen.findByRole('heading', { name: 'Sebaran Harga' })).toBeTruthy();
    const runs = calls.filter(
      (c) => c.method === 'POST' && c.path.includes('/api/research/keyword-analysis'),
    );
    expect(runs.map((c) => c.body)).toEqual([{ keyword: 'kaos polos', marketplace: 'shopee' }]);
    expect(tileValue('Hasil pencarian')).toBe('1.967');
    expect(tileValue('Median')).toBe('Rp\u00a0104.150');
    expect(tileValue('Kuartil 1')).toBe('Rp\u00a053.175');
    expect(tileValue('Terjual per hari')).toBe('1.235');
    expect(tileValue('Pangsa 5 toko teratas')).toBe('3,9%');
    expect(tileValue('Peringkat saran')).toBe('#1');
    const related = screen.getByRole('region', { name: 'Kata Kunci Terkait' });
    expect(within(related).getByRole('link', { name: 'Analisis kaos polos pria' }).getAttribute('href')).toBe(
      `${PATTERN}?keyword=kaos+polos+pria&marketplace=shopee`,
    );
  });

  it("shows the server's quota message when a free member's analyses are used up", async () => {
    const message =
      'Kuota harian Analisis Kata Kunci akun Free sudah habis (5 kali per hari). Coba lagi besok atau upgrade akun anda.';
    mockApi(() => ({
      status: 429,
      body: { statusCode: 429, code: 'RESEARCH_QUOTA_EXCEEDED', error: 'Too Many Requests', message },
    }));
    renderPage(AnalysisPage, PATTERN, `${PATTERN}?keyword=kaos&marketplace=shopee`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers a retry when the server fails, and says so when a saved analysis is gone', async () => {
    mockApi(() => ({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', error: 'x', message: 'Terjadi Kesalahan' },
    }));
    renderPage(AnalysisPage, PATTERN, `${PATTERN}?keyword=kaos&marketplace=shopee`);
    expect(await screen.findByRole('button', { name: /muat ulang|coba lagi/i })).toBeTruthy();
    cleanup();
    mockApi(() => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'x' },
    }));
    renderPage(AnalysisPage, PATTERN, `${PATTERN}?id=${analysis._id}`);
    expect(await screen.findByText('Analisis tidak ditemukan.')).toBeTruthy();
  });

  it('refuses a one-letter keyword on its field without calling the server', async () => {
    const calls = mockApi(() => ({ body: null }));
    renderPage(AnalysisPage, PATTERN, PATTERN);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Kata kunci' }), { target: { value: 'k' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analisis' }));
    expect(await screen.findByText('Kata kunci wajib diisi')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/api/research'))).toEqual([]);
  });
});
