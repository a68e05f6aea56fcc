// @vitest-environment jsdom
import type { ListingDetail } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubBrowserApis } from '../../../../test/render-page.tsx';
import { BulkSheet } from './bulk-sheet.tsx';

const LISTING_ID = '3b0c1c2e-7c1a-4d0a-9f00-000000000001';
const LISTING = {
  _id: LISTING_ID,
  shopId: '3b0c1c2e-7c1a-4d0a-9f00-0000000000aa',
  shopname: 'Toko Berkah',
  marketplace: 'shopee',
  name: 'Kaos',
  description: 'Kaos polos bahan katun combed 30s, nyaman dipakai seharian.',
  supplier: null,
  variants: [],
} as unknown as ListingDetail;

beforeAll(stubBrowserApis);
afterEach(cleanup);

function renderSheet() {
  const onSave = vi.fn();
  renderPage(
    () => (
      <BulkSheet
        kind="name-description"
        marketplace="shopee"
        listings={[LISTING]}
        isSaving={false}
        onSave={onSave}
      />
    ),
    '/',
    '/',
  );
  return onSave;
}

describe('bulk sheet (rules + contract as the form resolver)', () => {
  it("marks a cell that breaks the platform's rule as soon as the sheet opens, and saves nothing", async () => {
    const onSave = renderSheet();
    expect(await screen.findByText('Nama produk harus 20-120 karakter')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 isian perlu diperbaiki');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Perbaiki 1 isian yang ditandai sebelum menyimpan')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("clears the mark when the cell is fixed and saves the contract's body", async () => {
    const onSave = renderSheet();
    const name = await screen.findByRole('textbox', { name: 'Nama Produk - Kaos' });
    await screen.findByText('Nama produk harus 20-120 karakter');
    fireEvent.change(name, { target: { value: '  Kaos Polos Katun Combed 30s Hitam ' } });
    await waitFor(() => expect(screen.queryByText('Nama produk harus 20-120 karakter')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Produk dipilih: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        kind: 'name-description',
        rows: [
          {
            listingId: LISTING_ID,
            name: 'Kaos Polos Katun Combed 30s Hitam',
            description: LISTING.description,
          },
        ],
      }),
    );
  });
});
