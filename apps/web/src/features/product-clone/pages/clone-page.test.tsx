// @vitest-environment jsdom
import type { CloneRun } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as ClonePage } from './clone-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shop = (n: number, marketplace: string) => ({
  _id: `1111111${n}-1111-4111-8111-111111111111`,
  shopid: `90${n}`,
  shopname: `Toko ${n}`,
  marketplace,
  appCategory: 'app',
  status: 'connect',
  productCount: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
  authorizedAt: null,
});
const shopsPage = (docs: unknown[]) => ({
  docs,
  totalDocs: docs.length,
  totalPages: 1,
  page: 1,
  limit: 300,
  prevPage: null,
  nextPage: null,
});
const run: CloneRun = {
  _id: '33333333-3333-4333-8333-333333333333',
  kind: 'clone',
  status: 'done',
  total: 200,
  succeeded: 195,
  failed: 5,
  failures: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  source: { _id: shop(1, 'shopee')._id, shopname: 'Toko 1', marketplace: 'shopee' },
  destination: { _id: shop(2, 'lazada')._id, shopname: 'Toko 2', marketplace: 'lazada' },
  priceRule: { kind: 'percent', value: 10, roundTo: 1000 },
  skipped: 3,
  resumedFrom: null,
};

const open = () => renderPage(ClonePage, '/panel/product/clone', '/panel/product/clone');

describe('Clone Toko page', () => {
  it('asks for a second shop when the seller has only one', async () => {
    mockApi((call) => ({ body: call.path.includes('/copy/runs') ? [] : shopsPage([shop(1, 'shopee')]) }));
    open();
    expect(await screen.findByText('Hubungkan minimal dua toko', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hubungkan toko' })).toBeTruthy();
  });

  it('lists the last runs and copies the failed products of one again', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'POST')
        return {
          body: {
            ...run,
            _id: '44444444-4444-4444-8444-444444444444',
            total: 5,
            failed: 0,
            succeeded: 0,
            status: 'running',
            resumedFrom: run._id,
          },
        };
      if (call.path.includes('/copy/runs/'))
        return {
          body: {
            ...run,
            _id: '44444444-4444-4444-8444-444444444444',
            total: 5,
            failed: 0,
            succeeded: 0,
            status: 'running',
            resumedFrom: run._id,
          },
        };
      if (call.path.includes('/copy/runs')) return { body: [run] };
      return { body: shopsPage([shop(1, 'shopee'), shop(2, 'lazada')]) };
    });
    open();
    expect(await screen.findByText('Toko 1 (Shopee) → Toko 2 (Lazada)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('195 berhasil · 5 gagal · 3 dilewati dari 203')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salin ulang yang gagal' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), { timeout: 5000 });
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(
      `/api/app/marketplace/copy/runs/${run._id}/resume`,
    );
    expect(await screen.findByText('Menyalin produk...', {}, { timeout: 5000 })).toBeTruthy();
  });
});
