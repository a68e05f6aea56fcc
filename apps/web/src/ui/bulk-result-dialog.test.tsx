// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../i18n/setup.ts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { stubBrowserApis } from '../test/render-page.tsx';
import { type BulkResult, BulkResultDialog } from './bulk-result-dialog.tsx';

beforeAll(stubBrowserApis);

afterEach(cleanup);

function show(result: BulkResult, onClose = vi.fn()) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/panel/product/mp/shopee/bulk/stock-price']}>
        <Routes>
          <Route
            path="/panel/product/mp/shopee/bulk/stock-price"
            element={<BulkResultDialog opened title="Hasil Ubah Massal" result={result} onClose={onClose} />}
          />
          <Route path="/panel/home" element={<p>halaman home</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onClose;
}

describe('BulkResultDialog', () => {
  it('shows the succeeded and failed counts and each failure with its reason', () => {
    show({
      succeeded: 48,
      failed: 2,
      failures: [
        {
          key: 'a',
          label: 'Kaos Polos Hitam',
          source: 'Toko Satu',
          failure: { code: 'listingRule', params: { rule: 'priceRange', min: 100, max: 150_000_000 } },
        },
        {
          key: 'b',
          label: 'Celana Jeans',
          source: 'Toko Dua',
          failure: {
            code: 'platformRefused',
            params: { marketplace: 'Shopee', reason: 'Item is under review.' },
          },
        },
      ],
    });
    expect(screen.getByRole('status', { name: 'Berhasil: 48' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Gagal: 2' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Alasan gagal' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Kaos Polos Hitam · Toko SatuHarga harus Rp\u00a0100 sampai Rp\u00a0150.000.000',
      'Celana Jeans · Toko DuaShopee menolak: Item is under review.',
    ]);
    expect(screen.queryByText('Toko Anda Perlu Diintegrasi Ulang!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Integrasi Ulang' })).toBeNull();
  });

  it("offers re-integration for 'invalid access token' and goes to /panel/home", () => {
    const onClose = show({
      succeeded: 0,
      failed: 1,
      failures: [
        { key: 'a', label: 'Kaos Polos Hitam', failure: { code: 'invalidAccessToken', params: {} } },
      ],
    });
    expect(screen.getByText('Toko Anda Perlu Diintegrasi Ulang!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Integrasi Ulang' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('halaman home')).toBeTruthy();
  });

  it('reads a failure in the language the seller chose, whatever the server stored it in', async () => {
    await i18n.changeLanguage('en');
    try {
      show({
        succeeded: 0,
        failed: 1,
        failures: [
          {
            key: 'a',
            label: 'Kaos Polos Hitam',
            failure: { code: 'listingRule', params: { rule: 'priceRange', min: 100, max: 150_000_000 } },
          },
        ],
      });
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items[0].textContent).toBe(
        'Kaos Polos HitamThe price must be Rp\u00a0100 to Rp\u00a0150.000.000',
      );
    } finally {
      await i18n.changeLanguage('id');
    }
  });

  it('has nothing to list when everything succeeded', () => {
    show({ succeeded: 3, failed: 0, failures: [] });
    expect(screen.getByRole('status', { name: 'Gagal: 0' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
