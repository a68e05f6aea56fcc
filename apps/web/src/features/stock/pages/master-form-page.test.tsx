// @vitest-environment jsdom
import type { MasterProduct } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../../test/answers.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as MasterFormPage } from './master-form-page.tsx';

const MASTER_ID = '0d4c7a8e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const PATTERN = '/panel/product/master/:id/edit';
const URL = `/panel/product/master/${MASTER_ID}/edit`;

const master: MasterProduct = {
  _id: MASTER_ID,
  name: 'Kaos Polos',
  description: '',
  images: [],
  weightGrams: 200,
  tiers: [{ name: 'Warna', options: ['Merah', 'Biru'] }],
  skus: [
    {
      _id: 'sku-red',
      sku: 'KAOS-MERAH',
      name: 'Merah',
      options: ['Merah'],
      price: 50_000,
      stock: 4,
      oversold: 0,
      links: [],
    },
    {
      _id: 'sku-blue',
      sku: 'KAOS-BIRU',
      name: 'Biru',
      options: ['Biru'],
      price: 50_000,
      stock: 0,
      oversold: 0,
      links: [
        {
          variantId: 'variant-1',
          listingId: 'listing-1',
          shopId: 'shop-1',
          shopname: 'Toko Shopee Jaya',
          marketplace: 'shopee',
          name: 'Kaos Polos Premium',
          variantName: 'Biru',
          sku: 'KAOS-BIRU',
          stock: 0,
          reserved: 0,
          pushStatus: 'done',
          pushError: null,
        },
      ],
    },
  ],
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('master product edit page', () => {
  it("puts a 400 answer's field message on the SKU cell it names", async () => {
    const calls = mockApi((call) =>
      call.method === 'PUT'
        ? fieldRefusal({ 'skus.1.sku': 'Kode SKU sudah dipakai master produk lain' }, 'Validasi gagal')
        : { body: master },
    );
    renderPage(MasterFormPage, PATTERN, URL);

    const blueCode = await screen.findByRole('textbox', { name: 'Kode SKU Biru' });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(blueCode.getAttribute('aria-invalid')).toBe('true'));
    const cell = blueCode.closest('td') as HTMLElement;
    expect(cell.textContent).toContain('Kode SKU sudah dipakai master produk lain');
    expect(screen.getByRole('textbox', { name: 'Kode SKU Merah' }).hasAttribute('aria-invalid')).toBe(false);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Kaos Polos',
      skus: [
        { _id: 'sku-red', sku: 'KAOS-MERAH', stock: 4 },
        { _id: 'sku-blue', sku: 'KAOS-BIRU', stock: 0 },
      ],
    });
  });

  it('lists linked listings per SKU and unlinks one after confirmation', async () => {
    const calls = mockApi((call) => ({ body: call.method === 'DELETE' ? { message: 'ok' } : master }));
    renderPage(MasterFormPage, PATTERN, URL);

    const table = await screen.findByRole('table', { name: 'Listing terhubung ke KAOS-BIRU' });
    expect(within(table).getByText('Toko Shopee Jaya')).toBeTruthy();
    expect(screen.getAllByText('Belum ada listing yang terhubung.')).toHaveLength(1);

    fireEvent.click(within(table).getByRole('button', { name: 'Putuskan Kaos Polos Premium' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, Hapus' }));

    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/api/app/master-product/links/variant-1',
      ]),
    );
  });

  it("shows the contract's messages on an empty submit and posts the contract's body once filled", async () => {
    const calls = mockApi(() => ({ body: master }));
    renderPage(MasterFormPage, '/panel/product/master/new', '/panel/product/master/new');

    const name = await screen.findByRole('textbox', { name: /Nama Produk/ });
    const code = screen.getByRole('textbox', { name: 'Kode SKU Tanpa variasi' });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect((name.closest('.mantine-InputWrapper-root') as HTMLElement).textContent).toContain(
      'Nama produk wajib diisi',
    );
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((code.closest('td') as HTMLElement).textContent).toContain('SKU wajib diisi');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: '  Kaos Polos ' } });
    fireEvent.change(code, { target: { value: ' KAOS-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/app/master-product');
    expect(post?.body).toEqual({
      name: 'Kaos Polos',
      description: '',
      images: [],
      weightGrams: 0,
      tiers: [],
      skus: [{ sku: 'KAOS-1', name: '', options: [], price: 0, stock: 0 }],
    });
  });
});
