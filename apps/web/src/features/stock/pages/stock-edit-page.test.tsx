// @vitest-environment jsdom
import type { LinkedListing, StockDetail } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as StockEditPage } from './stock-edit-page.tsx';

const SKU_ID = '5b0c7d8e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const PATTERN = '/panel/product/stock/:id/edit';
const URL = `/panel/product/stock/${SKU_ID}/edit`;

function link(overrides: Partial<LinkedListing>): LinkedListing {
  return {
    variantId: 'v1',
    listingId: 'l1',
    shopId: 's1',
    shopname: 'Toko Shopee Jaya',
    marketplace: 'shopee',
    name: 'Kaos Polos',
    variantName: 'Merah / L',
    sku: 'KAOS-M-L',
    stock: 5,
    reserved: 0,
    pushStatus: 'done',
    pushError: null,
    ...overrides,
  };
}

function detail(overrides: Partial<StockDetail> = {}): StockDetail {
  return {
    _id: SKU_ID,
    masterProductId: 'm1',
    productName: 'Kaos Polos',
    image: null,
    sku: 'KAOS-M-L',
    name: 'Merah / L',
    stock: 5,
    reserved: 0,
    oversold: 0,
    linkedCount: 2,
    failedPushes: 0,
    updatedAt: '2026-11-20T03:00:00.000Z',
    links: [
      link({}),
      link({
        variantId: 'v2',
        shopname: 'Toko Lazada Makmur',
        marketplace: 'lazada',
        stock: 4,
        pushStatus: 'failed',
        pushError: 'Rate limit',
      }),
    ],
    ...overrides,
  };
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('stock edit page', () => {
  it('shows the central stock and each linked listing with its marketplace stock and push status', async () => {
    mockApi(() => ({ body: detail({ oversold: 2 }) }));
    renderPage(StockEditPage, PATTERN, URL);

    const table = await screen.findByRole('table', { name: 'Listing terhubung ke KAOS-M-L' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Toko Shopee Jaya.*Shopee.*Kaos Polos.*5.*Berhasil/),
      expect.stringMatching(/Toko Lazada Makmur.*Lazada.*Kaos Polos.*4.*Gagal/),
    ]);
    expect(screen.getByLabelText('Stok pusat saat ini 5')).toBeTruthy();
    expect(screen.getByText('Oversold 2')).toBeTruthy();
  });

  it('shows the units a marketplace campaign holds beside the central stock and on its listing', async () => {
    const flashSale = link({
      variantId: 'v3',
      shopname: 'Toko Lazada Makmur',
      marketplace: 'lazada',
      stock: 8,
      reserved: 8,
    });
    mockApi(() => ({ body: detail({ stock: 3, reserved: 8, links: [link({ stock: 3 }), flashSale] }) }));
    renderPage(StockEditPage, PATTERN, URL);

    const table = await screen.findByRole('table', { name: 'Listing terhubung ke KAOS-M-L' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).queryByText(/Dicadangkan kampanye/)).toBeNull();
    expect(within(rows[1]).getByText('Dicadangkan kampanye 8')).toBeTruthy();
    expect(screen.getByLabelText('Stok pusat saat ini 3').parentElement?.textContent).toContain(
      'Dicadangkan kampanye 8',
    );
  });

  it('keeps only digits in the new quantity and posts it with the note', async () => {
    // The server's copy: a saved quantity is what later reads return, its pushes pending.
    let stored = detail();
    const calls = mockApi((call) => {
      if (call.method === 'PUT') {
        stored = detail({
          stock: 12,
          links: stored.links.map((l) => ({ ...l, pushStatus: 'pending' as const })),
        });
      }
      return { body: stored };
    });
    renderPage(StockEditPage, PATTERN, URL);

    const quantity = await screen.findByRole('textbox', { name: /Stok Baru/ });
    fireEvent.change(quantity, { target: { value: '1a2' } });
    expect((quantity as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByRole('textbox', { name: 'Catatan' }), { target: { value: 'stock opname' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: `/api/app/stock/${SKU_ID}`,
      body: { stock: 12, note: 'stock opname' },
    });
    expect(await screen.findByText('Stok berhasil diubah menjadi 12')).toBeTruthy();
    expect(screen.getByLabelText('Stok pusat saat ini 12')).toBeTruthy();
    expect(screen.getAllByText('Menunggu')).toHaveLength(2);
    expect(screen.getByText('Mengirim stok ke marketplace...')).toBeTruthy();
  });

  it('refuses an empty quantity without calling the server', async () => {
    const calls = mockApi(() => ({ body: detail() }));
    renderPage(StockEditPage, PATTERN, URL);

    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Masukkan jumlah stok baru')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('opens the blocked-feature dialog when the package gate refuses', async () => {
    mockApi(() => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'FEATURE_BLOCKED',
        error: 'Forbidden',
        message: 'Blocked',
        details: { feature: 'masterProduct' },
      },
    }));
    renderPage(StockEditPage, PATTERN, URL);

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Fitur ini tidak dapat diakses!');
    expect(dialog.textContent).toContain('Upgrade akun anda agar dapat mengakses fitur Master Produk!');
  });
});
