// @vitest-environment jsdom
import type { BoostQueue } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRefusal, onePage } from '../../../test/answers.ts';
import { type FetchCall, mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as BoostSettingPage } from './boost-setting-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shopId = '11111111-1111-4111-8111-111111111111';
const listing = (n: number) => `2222222${n}-2222-4222-8222-222222222222`;
const item = (n: number, name: string) => ({
  listingId: listing(n),
  externalId: `90${n}`,
  name,
  image: null,
  priority: n,
  lastBoostedAt: null,
  boostedUntil: null,
});
const queue: BoostQueue = {
  shopId,
  shopName: 'Toko Maju',
  shopStatus: 'connect',
  status: 'active',
  interval: 'hourly',
  nextRunAt: '2026-03-02T04:00:00.000Z',
  lastRunAt: null,
  items: [item(1, 'Kaos Polos'), item(2, 'Sandal Jepit')],
  boosted: [{ externalId: '777', name: null, boostedUntil: '2099-03-02T07:00:00.000Z' }],
  boostedReadAt: '2026-03-02T03:00:00.000Z',
  maxBoosted: 5,
  boostHours: 4,
  maxItems: 30,
};
const emptyPage = onePage([]);

function api(current: BoostQueue, onPut?: (call: FetchCall) => { status?: number; body: unknown }) {
  return mockApi((call) => {
    if (call.method === 'PUT' && onPut) return onPut(call);
    if (call.path.includes('/history')) return { body: emptyPage };
    if (call.path.includes('/products'))
      return {
        body: { docs: [{ _id: listing(3), externalId: '903', name: 'Topi Rajut', image: null, price: 1 }] },
      };
    return { body: current };
  });
}

const open = () =>
  renderPage(BoostSettingPage, '/panel/product/boost/:id/setting', `/panel/product/boost/${shopId}/setting`);

describe('Boost setting page', () => {
  it('saves the queue in the order the seller set, with the product added from the shop', async () => {
    const calls = api(queue, (call) => ({ body: { ...queue, ...(call.body as object) } }));
    open();
    const queued = await screen.findByRole('region', { name: 'Antrian produk' }, { timeout: 5000 });
    expect(screen.getByText('Produk 777')).toBeTruthy();
    fireEvent.click(within(queued).getByRole('button', { name: 'Naikkan prioritas Sandal Jepit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Topi Rajut' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('radio', { name: '5 produk per 4 jam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy(), { timeout: 5000 });
    const put = calls.find((c) => c.method === 'PUT') as FetchCall;
    expect(put.path).toBe(`/api/app/boost/${shopId}`);
    expect(put.body).toEqual({ interval: 'every4h', listingIds: [listing(2), listing(1), listing(3)] });
  });

  it("shows the server's field message under the queue", async () => {
    api(queue, () =>
      fieldRefusal(
        { listingIds: 'Produk tidak ditemukan di toko ini' },
        'Produk tidak ditemukan di toko ini',
      ),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }, { timeout: 5000 }));
    const queued = screen.getByRole('region', { name: 'Antrian produk' });
    expect(
      await within(queued).findByText('Produk tidak ditemukan di toko ini', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('a disconnected shop shows the re-integration prompt and offers no resume', async () => {
    api({ ...queue, shopStatus: 'disconnect', status: 'stopped', nextRunAt: null });
    open();
    expect(await screen.findByText('Toko Anda Perlu Diintegrasi Ulang!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Integrasi Ulang' })).toBeTruthy();
    expect(screen.getByText('Berhenti')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lanjutkan' })).toBeNull();
  });

  it('asks before deleting the queue', async () => {
    const calls = api(queue);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus antrian' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus antrian?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), { timeout: 5000 });
  });
});
