// @vitest-environment jsdom
import type { Shop } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FetchCall, mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { PublishModal } from './publish-modal.tsx';

const SHOP: Shop = {
  _id: '3b0c1c2e-7c1a-4d0a-9f00-0000000000aa',
  shopid: '1001',
  shopname: 'Toko Berkah',
  marketplace: 'shopee',
  appCategory: 'app',
  status: 'connect',
  productCount: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  authorizedAt: '2026-11-01T00:00:00.000Z',
};
const MASTER_ID = '3b0c1c2e-7c1a-4d0a-9f00-000000000001';

/** The shop, its category tree (one leaf), a required brand attribute and one channel. */
function stubServer(publishAnswer: { status?: number; body: unknown } = { body: {} }) {
  return mockApi((call: FetchCall) => {
    if (call.path.includes('/publish')) return publishAnswer;
    if (call.path.includes('/attributes'))
      return {
        body: [{ id: 'brand', name: 'Merek', required: true, inputType: 'text', values: [] }],
      };
    if (call.path.includes('/meta/categories'))
      return { body: [{ id: '100017', parentId: null, name: 'Pakaian Pria', hasChildren: false }] };
    if (call.path.includes('/meta/logistics'))
      return { body: [{ id: 'jne', name: 'JNE Reguler', enabled: true }] };
    return { body: { docs: [SHOP], totalDocs: 1, totalPages: 1, page: 1, limit: 300 } };
  });
}

async function chooseShop() {
  renderPage(() => <PublishModal masterId={MASTER_ID} opened onClose={() => {}} />, '/', '/');
  fireEvent.click(await screen.findByRole('combobox', { name: /Toko/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Toko Berkah/, hidden: true }));
  await screen.findByText('JNE Reguler');
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('publish to a shop (contract schema as resolver)', () => {
  it('names the missing category and channel and publishes nothing', async () => {
    const calls = stubServer();
    await chooseShop();
    fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));
    expect(await screen.findByText('Kategori wajib dipilih')).toBeTruthy();
    expect(screen.getByText('Pilih minimal satu jasa kirim')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("asks for the category's required attribute, then sends category, attribute and channel", async () => {
    const calls = stubServer();
    await chooseShop();
    fireEvent.click(screen.getByRole('combobox', { name: /Kategori/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Pakaian Pria/, hidden: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'JNE Reguler' }));
    const brand = await screen.findByRole('textbox', { name: /Merek/ });
    fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));
    expect(await screen.findByText('Atribut ini wajib diisi')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(brand, { target: { value: ' Batik Jaya ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        shopId: SHOP._id,
        categoryId: '100017',
        attributes: [{ id: 'brand', name: 'Merek', value: 'Batik Jaya' }],
        logistics: ['jne'],
      }),
    );
  });
});
