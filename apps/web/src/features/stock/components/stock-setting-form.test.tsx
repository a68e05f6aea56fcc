// @vitest-environment jsdom
import type { Shop } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { StockSettingForm } from './stock-setting-form.tsx';

const SHOP_ID = '5b0c7d8e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const shop = { _id: SHOP_ID, shopname: 'Toko Jaya', marketplace: 'shopee' } as Shop;
const CHOSEN = 'Hanya toko yang dipilih';
const SAVE = 'Simpan';
const SHOPS_REQUIRED = 'Pilih minimal satu toko';
const Page = () => <StockSettingForm setting={{ autoPush: true, buffer: 3, shopIds: null }} shops={[shop]} />;

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('stock setting form (contract schema as resolver)', () => {
  it('asks for a shop when pushes go to chosen shops, then saves the chosen ones', async () => {
    const calls = mockApi((call) => ({ body: call.body }));
    renderPage(Page, '/', '/');
    fireEvent.click(await screen.findByRole('radio', { name: CHOSEN }));
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText(SHOPS_REQUIRED)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByLabelText(/Toko Jaya/));
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ autoPush: true, buffer: 3, shopIds: [SHOP_ID] }));
  });
});
