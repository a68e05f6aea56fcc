// @vitest-environment jsdom
import type { OrderStats, User } from '@booster/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/setup.ts';
import { renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { StatisticsCard } from './statistics-card.tsx';

const FREE_USER = { status: false, subscriptionPackage: 'free' } as unknown as User;
const NO_USAGE = {
  integrationMarketplace: {
    marketplace: Object.fromEntries(
      ['shopee', 'lazada', 'bukalapak', 'tiktok', 'tokopedia'].map((m) => [m, { usage: 0 }]),
    ),
    chat: { usage: 0 },
  },
};

function stats(range: OrderStats['range'], overrides: Partial<OrderStats> = {}): OrderStats {
  return {
    range,
    totals: { orders: 5, revenue: 1_250_000 },
    marketplaces: [
      {
        marketplace: 'lazada',
        orders: 1,
        revenue: 250_000,
        shops: [{ shopId: 'l1', shopname: 'Lazada Makmur', orders: 1, revenue: 250_000 }],
      },
      {
        marketplace: 'shopee',
        orders: 4,
        revenue: 1_000_000,
        shops: [
          { shopId: 's1', shopname: 'Shopee Jaya', orders: 3, revenue: 900_000 },
          { shopId: 's2', shopname: 'Shopee Kedua', orders: 1, revenue: 100_000 },
        ],
      },
    ],
    series: [
      { label: '09:00', orders: 2, revenue: 500_000 },
      { label: '10:00', orders: 3, revenue: 750_000 },
    ],
    ...overrides,
  };
}

function mockApi(answer: (path: string) => unknown) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      return new Response(JSON.stringify(answer(url)), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return paths;
}

const renderCard = () => renderPage(() => <StatisticsCard user={FREE_USER} />, '/panel/home', '/panel/home');

/** Rupiah as Intl writes it (a no-break space after "Rp"), compared with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('statistics card', () => {
  it("shows today's totals, a bar per hour and each marketplace with its shops, biggest first", async () => {
    mockApi((path) => (path.startsWith('/api/app/dashboard/order') ? stats('today') : NO_USAGE));
    renderCard();

    expect(await screen.findByRole('group', { name: 'Total Pesanan: 5' })).toBeTruthy();
    const revenue = screen.getByRole('group', { name: /^Total Pendapatan/ });
    expect(plain(revenue.getAttribute('aria-label'))).toBe('Total Pendapatan: Rp 1.250.000');
    const chart = screen.getByRole('list', { name: 'Grafik pesanan, 2 titik waktu' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((bar) => plain(bar.textContent)),
    ).toEqual(['09:00: 2 pesanan, Rp 500.000', '10:00: 3 pesanan, Rp 750.000']);

    const breakdown = screen.getByRole('list', { name: 'Pesanan per marketplace dan toko' });
    const marketplaces = within(breakdown).getAllByRole('listitem');
    expect(marketplaces.map((item) => item.getAttribute('aria-label'))).toEqual(['Shopee', 'Lazada']);
    expect(plain(marketplaces[0].textContent)).toContain('4 pesanan · Rp 1.000.000');
    expect(plain(marketplaces[0].textContent)).toMatch(/Shopee Jaya3 pesanan · Rp 900.000.*Shopee Kedua/);
  });

  it('asks for the picked range and says so when it has no orders', async () => {
    const paths = mockApi((path) =>
      path.includes('range=last7days')
        ? stats('last7days', { totals: { orders: 0, revenue: 0 }, marketplaces: [], series: [] })
        : path.startsWith('/api/app/dashboard/order')
          ? stats('today')
          : NO_USAGE,
    );
    renderCard();
    await screen.findByRole('group', { name: 'Total Pesanan: 5' });

    fireEvent.click(screen.getByRole('radio', { name: '7 hari terakhir' }));

    expect(await screen.findByText('Belum ada pesanan pada periode ini.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Total Pesanan: 0' })).toBeTruthy();
    expect(paths).toContain('/api/app/dashboard/order?range=last7days');
  });

  it('offers a retry when the statistics cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/app/dashboard/order')
          ? new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL', error: 'x', message: 'x' }), {
              status: 500,
            })
          : new Response(JSON.stringify(NO_USAGE)),
      ),
    );
    renderCard();
    expect(await screen.findByRole('button', { name: 'Muat ulang' })).toBeTruthy();
  });
});
