// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, mockApi, renderWithRouter, stubBrowserApis } from '../../../test/render-page.tsx';
import { notification, page } from '../test/fixtures.ts';
import { Component as NotificationPage } from './notification-page.tsx';

let calls: FetchCall[] = [];
let listAnswer = (_url: URL) => page([notification()]);

const listUrls = () =>
  calls.filter((c) => /^\/api\/app\/notification\?/.test(c.path)).map((c) => new URL(c.path, 'http://x'));
const lastList = () => listUrls().at(-1)?.searchParams;

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeAll(stubBrowserApis);
beforeEach(() => {
  listAnswer = () => page([notification()]);
  calls = mockApi((call) => {
    if (call.path.startsWith('/api/app/notification/unread-count')) return { body: { count: 1 } };
    if (call.path.startsWith('/api/app/marketplace'))
      return {
        body: {
          ...page([]),
          docs: [
            { shopname: 'Toko Jaya', marketplace: 'shopee' },
            { shopname: 'Laz Makmur', marketplace: 'lazada' },
          ],
        },
      };
    if (call.path.startsWith('/api/app/notification?'))
      return { body: listAnswer(new URL(call.path, 'http://x')) };
    return { body: { message: 'success' } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Mantine's first render is slow on a busy machine.
describe('/panel/notification', { timeout: 15_000 }, () => {
  it('lists 10 per page and moves between pages with the pagination control', async () => {
    listAnswer = (url) => {
      const current = Number(url.searchParams.get('page'));
      return page([notification({ _id: `n${current}`, title: `Notif halaman ${current}` })], {
        page: current,
        totalPages: 3,
      });
    };
    renderWithRouter(<NotificationPage />, '/panel/notification');

    expect(await screen.findByText('Notif halaman 1')).toBeTruthy();
    expect(lastList()?.get('limit')).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));

    expect(await screen.findByText('Notif halaman 2')).toBeTruthy();
    expect(lastList()?.get('page')).toBe('2');
  });

  it('sends the chosen filters and starts again at page 1', async () => {
    listAnswer = (url) =>
      page([notification()], { page: Number(url.searchParams.get('page')), totalPages: 2 });
    renderWithRouter(<NotificationPage />, '/panel/notification?page=2');
    await screen.findByText('Pesanan baru');
    expect(lastList()?.get('page')).toBe('2');

    await choose('Marketplace', 'Lazada');
    await waitFor(() => expect(lastList()?.get('marketplace')).toBe('lazada'));
    expect(lastList()?.get('page')).toBe('1');

    await choose('Status baca', 'Belum dibaca');
    await waitFor(() => expect(lastList()?.get('read')).toBe('false'));

    await choose('Nama toko', 'Laz Makmur');
    await waitFor(() => expect(lastList()?.get('shopname')).toBe('Laz Makmur'));
    expect(screen.queryByRole('option', { name: 'Toko Jaya' })).toBeNull();

    await choose('Status pesanan', 'Siap dikirim');
    await waitFor(() => expect(lastList()?.get('orderStatus')).toBe('ready_to_ship'));
    expect(lastList()?.get('marketplace')).toBe('lazada');
  });

  it('shows the notification empty state', async () => {
    listAnswer = () => page([]);
    renderWithRouter(<NotificationPage />, '/panel/notification');
    expect(await screen.findByText('Tidak ada notifikasi')).toBeTruthy();
    expect(screen.getByText('kamu belum memiliki notifikasi')).toBeTruthy();
  });

  it('opens a clicked item after marking it read, and marks all read', async () => {
    renderWithRouter(<NotificationPage />, '/panel/notification');
    fireEvent.click(await screen.findByRole('button', { name: 'mark all as read' }));
    expect(await screen.findByText('Semua notifikasi berhasil ditandai')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Belum dibaca: Pesanan baru' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/panel/order/mp/shopee/o1/detail');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/app/notification/n1/read')).toBe(true);
  });
});
