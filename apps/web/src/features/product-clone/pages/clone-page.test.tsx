// @vitest-environment jsdom
import type { CloneRun } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../../test/answers.ts';
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
const shopsPage = (docs: unknown[]) => onePage(docs, 300);
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
    const resumed = {
      ...run,
      _id: '44444444-4444-4444-8444-444444444444',
      total: 5,
      failed: 0,
      succeeded: 0,
      status: 'running',
      resumedFrom: run._id,
    };
    const calls = mockApi((call) => {
      if (call.method === 'POST' || call.path.includes('/copy/runs/')) return { body: resumed };
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

const product = (id: string, name: string, categoryId: string, copied = false) => ({
  _id: id,
  name,
  image: null,
  minPrice: 50_000,
  maxPrice: 50_000,
  variantCount: 1,
  categoryId,
  copied,
});
const category = (id: string, name: string, count: number) => ({
  sourceCategoryId: id,
  sourceName: name,
  sourcePath: ['Fashion'],
  productCount: count,
  suggestedCategoryId: `d${id}`,
  suggestedFrom: 'name' as const,
});
const previewOf = (copiedIds: string[]) => ({
  source: run.source,
  destination: run.destination,
  products: [
    product('p1', 'Kaos Polos Hitam', '1', copiedIds.includes('p1')),
    product('p2', 'Kaos Polos Putih', '1', copiedIds.includes('p2')),
    product('p3', 'Sepatu Kanvas', '2', copiedIds.includes('p3')),
  ],
  categories: [category('1', 'Kaos', 2), category('2', 'Sepatu', 1)],
  destinationCategories: [
    { id: 'd1', name: 'Kaos', path: ['Fashion'] },
    { id: 'd2', name: 'Sepatu', path: ['Fashion'] },
    { id: 'd3', name: 'Kemeja', path: ['Fashion'] },
  ],
});

/**
 * The API of a seller with two shops; the preview marks `copied` as copied; a started run is done at
 * once; the attributes answer 500 while `attributesDown` holds.
 */
function cloneApi(copied: string[], attributesDown = { value: false }) {
  const started = { ...run, total: 1, succeeded: 0, failed: 0, skipped: 0, status: 'running' as const };
  return mockApi((call) => {
    if (call.method === 'POST') return { body: started };
    if (call.path.includes('/copy/runs/')) return { body: { ...started, succeeded: 1, status: 'done' } };
    if (call.path.includes('/copy/runs')) return { body: [] };
    if (call.path.includes('/copy/preview')) return { body: previewOf(copied) };
    if (call.path.includes('/copy/attributes') && attributesDown.value)
      return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } };
    if (call.path.includes('/copy/attributes'))
      return {
        body: [
          {
            id: `m${new URL(call.path, 'http://x').searchParams.get('categoryId')}`,
            name: 'Merek',
            required: true,
            inputType: 'text',
            values: [],
            suggested: 'Tanpa Merek',
          },
        ],
      };
    return { body: shopsPage([shop(1, 'shopee'), shop(2, 'lazada')]) };
  });
}

/** Picks an option of the Select labelled `label` (each Select keeps its own option list in the page). */
async function choose(label: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label }, { timeout: 5000 });
  fireEvent.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(box.getAttribute('aria-controls') as string) as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

async function chooseShops() {
  open();
  await choose('Toko asal', 'Toko 1 · Shopee');
  await choose('Toko tujuan', 'Toko 2 · Lazada');
  await screen.findByText('3 produk di toko asal, 0 sudah pernah disalin ke toko tujuan (dilewati).');
}

const categoryBox = (name: string) =>
  screen.queryByRole('combobox', { name: `Kategori tujuan untuk ${name}` }) as HTMLInputElement | null;

describe('Clone Toko page: choosing products', () => {
  it('maps only the categories of the chosen products, and sends only those', async () => {
    const calls = cloneApi([]);
    await chooseShops();
    expect(categoryBox('Kaos')).toBeTruthy();
    expect(categoryBox('Sepatu')).toBeTruthy();
    fireEvent.click(screen.getByText('Pilih produk'));
    // Nothing chosen yet: nothing to map or to answer, and nothing to start (the hint says why).
    expect(screen.getAllByText('Pilih produk yang akan disalin terlebih dahulu.')).toHaveLength(3);
    const startButton = screen.getByRole('button', { name: 'Mulai Clone' }) as HTMLButtonElement;
    expect(startButton.disabled).toBe(true);
    expect(startButton.getAttribute('aria-describedby')).toBe('clone-start-hint');
    expect(categoryBox('Kaos')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kaos Polos Hitam' }));
    expect(categoryBox('Kaos')).toBeTruthy();
    expect(categoryBox('Sepatu')).toBeNull();
    expect(screen.getByText('1 produk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mulai Clone' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), { timeout: 5000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      listingIds: ['p1'],
      categories: [{ sourceCategoryId: '1', categoryId: 'd1' }],
    });
  });

  it('after a run, marks the copied products and keeps the category the seller changed', async () => {
    const copied: string[] = [];
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    cloneApi(copied);
    await chooseShops();
    expect(await screen.findByText('Kategori Kaos', {}, { timeout: 5000 })).toBeTruthy();
    await choose('Kategori tujuan untuk Kaos', 'Fashion › Kemeja');
    // The new category's required attributes are asked for; the old one's no longer.
    expect(await screen.findByText('Kategori Kemeja', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Kategori Kaos')).toBeNull();
    fireEvent.click(screen.getByText('Pilih produk'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kaos Polos Hitam' }));
    copied.push('p1');
    fireEvent.click(screen.getByRole('button', { name: 'Mulai Clone' }));
    // The bar is brought into view (the button is at the foot of the form), then the result dialog.
    expect(await screen.findByRole('dialog', { name: 'Hasil Clone Toko' }, { timeout: 5000 })).toBeTruthy();
    expect(scrolled).toHaveBeenCalled();
    expect(
      await screen.findByText(
        '3 produk di toko asal, 1 sudah pernah disalin ke toko tujuan (dilewati).',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Sudah disalin')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Kaos Polos Hitam' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('0 produk dipilih')).toBeTruthy();
    fireEvent.click(screen.getByText('Semua produk'));
    expect(categoryBox('Kaos')?.value).toBe('Fashion › Kemeja');
  });

  it('says when the required attributes cannot be read, and reads them again', async () => {
    const down = { value: true };
    cloneApi([], down);
    await chooseShops();
    const region = screen.getByRole('region', { name: 'Atribut wajib' });
    expect(
      await within(region).findByText(
        'Atribut wajib kategori tujuan tidak dapat dimuat',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    down.value = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Muat ulang' }));
    expect(await within(region).findByText('Kategori Kaos', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says when every product has been copied already, instead of starting a run the server refuses', async () => {
    const calls = cloneApi(['p1', 'p2', 'p3']);
    open();
    await choose('Toko asal', 'Toko 1 · Shopee');
    await choose('Toko tujuan', 'Toko 2 · Lazada');
    expect(
      await screen.findByText('Semua produk toko asal sudah disalin ke toko tujuan.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const startButton = screen.getByRole('button', { name: 'Mulai Clone' }) as HTMLButtonElement;
    expect(startButton.disabled).toBe(true);
    fireEvent.click(startButton);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
