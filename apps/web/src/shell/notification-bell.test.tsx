// @vitest-environment jsdom
import type { Notification } from '@booster/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notification, page } from '../features/notifications/test/fixtures.ts';
import { type FetchCall, mockApi, renderWithRouter, stubBrowserApis } from '../test/render-page.tsx';
import { NotificationBell } from './notification-bell.tsx';

type Answers = { list?: Notification[]; listStatus?: number; unread?: number; readAllStatus?: number };

function serve({ list = [], listStatus = 200, unread = 0, readAllStatus = 200 }: Answers) {
  return mockApi((call: FetchCall) => {
    if (call.path.startsWith('/api/app/notification/unread-count')) return { body: { count: unread } };
    if (call.path === '/api/app/notification/read-all')
      return {
        status: readAllStatus,
        body: readAllStatus === 200 ? { message: 'success' } : { message: 'x' },
      };
    if (call.path.endsWith('/read')) return { body: notification({ read: true }) };
    if (call.path.startsWith('/api/app/notification'))
      return { status: listStatus, body: listStatus === 200 ? page(list) : { message: 'boom' } };
    return { status: 404, body: {} };
  });
}

async function openBell() {
  renderWithRouter(<NotificationBell />);
  fireEvent.click(await screen.findByRole('button', { name: /^Notifikasi/ }));
  const dropdown = await screen.findByRole('dialog', { name: 'notifikasi baru' });
  expect(within(dropdown).getByText('notifikasi baru')).toBeTruthy();
  return dropdown;
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notification bell', () => {
  it('lists the latest 5 with a dot on the bell and on unread items, and offers mark all', async () => {
    const items = Array.from({ length: 5 }, (_, i) =>
      notification({ _id: `n${i}`, title: `Pesanan ${i}`, read: i > 1 }),
    );
    const calls = serve({ list: items, unread: 2 });
    const dropdown = await openBell();

    expect(await within(dropdown).findByText('Pesanan 4')).toBeTruthy();
    expect(within(dropdown).getAllByRole('button', { name: /^Pesanan|^Belum dibaca/ })).toHaveLength(5);
    expect(within(dropdown).getAllByTestId('unread-dot')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifikasi, ada yang belum dibaca' })).toBeTruthy();
    expect(within(dropdown).getByRole('button', { name: 'mark all as read' })).toBeTruthy();
    expect(within(dropdown).getByRole('link', { name: 'see all notifications' }).getAttribute('href')).toBe(
      '/panel/notification',
    );
    expect(calls.some((c) => c.path === '/api/app/notification?page=1&limit=5')).toBe(true);
  });

  it('hides mark all and the dot when everything is read', async () => {
    serve({ list: [notification({ read: true, title: 'Lama' })], unread: 0 });
    const dropdown = await openBell();
    expect(await within(dropdown).findByText('Lama')).toBeTruthy();
    expect(within(dropdown).queryByRole('button', { name: 'mark all as read' })).toBeNull();
    expect(within(dropdown).queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serve({ list: [] });
    const dropdown = await openBell();
    const title = await within(dropdown).findByText('Tidak ada notifikasi');
    expect(title.closest('[role="status"]')?.textContent).toContain('kamu belum memiliki notifikasi');
  });

  it('shows the error state when the list fails', async () => {
    serve({ listStatus: 500 });
    const dropdown = await openBell();
    const alert = await within(dropdown).findByRole('alert');
    expect(alert.textContent).toContain('Terjadi Kesalahan !');
    expect(alert.textContent).toContain('tidak dapat menampilkan notifikasi');
  });

  it('marks a clicked item read, then opens the order detail (lazada by order-item id)', async () => {
    const calls = serve({
      list: [
        notification({
          _id: 'n-laz',
          marketplace: 'lazada',
          title: 'Pesanan Lazada',
          detail: { orderId: 'o-9', orderItemId: 'item-7', shopname: 'Laz' },
        }),
      ],
      unread: 1,
    });
    const dropdown = await openBell();
    fireEvent.click(await within(dropdown).findByRole('button', { name: 'Belum dibaca: Pesanan Lazada' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/panel/order/mp/lazada/item-7/detail');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/app/notification/n-laz/read')).toBe(
      true,
    );
  });

  it('marks all read with the success toast, and tells when it fails', async () => {
    serve({ list: [notification()], unread: 1 });
    let dropdown = await openBell();
    fireEvent.click(await within(dropdown).findByRole('button', { name: 'mark all as read' }));
    expect(await screen.findByText('Semua notifikasi berhasil ditandai')).toBeTruthy();
    cleanup();

    serve({ list: [notification()], unread: 1, readAllStatus: 500 });
    dropdown = await openBell();
    fireEvent.click(await within(dropdown).findByRole('button', { name: 'mark all as read' }));
    expect(await screen.findByText('Terjadi kesalahan, Coba lagi')).toBeTruthy();
  });
});
