// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/setup.ts';
import { fieldRefusal } from '../../../test/answers.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { emptyFormValues, type ListingFormValues } from '../lib/listing-form-values.ts';
import { ListingForm } from './listing-form.tsx';

beforeAll(() => {
  stubBrowserApis();
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Data tidak ditemukan' };

/** The server: metadata for the shop, and the answer to the save. */
function stubServer(saveAnswer: { status?: number; body: unknown }) {
  return mockApi((call) => {
    if (call.path.includes('/meta/logistics'))
      return { body: [{ id: 'jne', name: 'JNE Reguler', enabled: true }] };
    if (call.path.includes('/attributes')) return { body: [] };
    if (call.path.includes('/meta/categories'))
      return { body: [{ id: '100017', parentId: null, name: 'Pakaian Pria', hasChildren: false }] };
    if (call.method === 'PUT' || call.method === 'POST') return saveAnswer;
    return { status: 404, body: NOT_FOUND };
  });
}

function renderForm(initial: ListingFormValues) {
  const Form = () => (
    <ListingForm
      marketplace="shopee"
      listingId="3b0c1c2e-7c1a-4d0a-9f00-000000000001"
      initial={initial}
      shops={[]}
    />
  );
  renderPage(Form, '/', '/');
}

function validValues(): ListingFormValues {
  return {
    ...emptyFormValues('3b0c1c2e-7c1a-4d0a-9f00-0000000000aa'),
    name: 'Kaos Polos Katun Combed 30s Hitam',
    description: 'Kaos polos bahan katun combed 30s, nyaman dipakai seharian.',
    categoryId: '100017',
    images: [{ imageId: 'img-1', url: '/uploads/1.jpg' }],
    weightGrams: 200,
    logistics: ['jne'],
    tiers: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
    variants: [
      { sku: 'K-H', options: ['Hitam'], price: 50000, stock: 3 },
      { sku: 'K-P', options: ['Putih'], price: 50000, stock: 3 },
    ],
  };
}

// Rendering the whole form is slow on a shared machine.
describe('ListingForm', { timeout: 30_000 }, () => {
  it("shows the platform's limits under the fields and sends nothing", async () => {
    const calls = stubServer({ body: {} });
    renderForm({ ...validValues(), name: 'Kaos' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Harga Putih' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Nama produk harus 20-120 karakter')).toBeTruthy();
    expect(screen.getByText('Harga harus Rp 100 - Rp 150.000.000')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nama Produk' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Harga Putih' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Harga Hitam' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("sends the contract's body and puts a 400's details.fields on the variant cell it names", async () => {
    const calls = stubServer(fieldRefusal({ 'variants.1.sku': 'SKU sudah dipakai produk lain' }));
    renderForm(validValues());
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('SKU sudah dipakai produk lain')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'SKU Putih' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Kaos Polos Katun Combed 30s Hitam',
      categoryId: '100017',
      dimensions: null,
      logistics: ['jne'],
      variants: [
        { sku: 'K-H', options: ['Hitam'], price: 50000, stock: 3 },
        { sku: 'K-P', options: ['Putih'], price: 50000, stock: 3 },
      ],
    });
  });
});
