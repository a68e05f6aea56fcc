// @vitest-environment jsdom
import type { Shop } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api-client.ts';
import { renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { RenameShopModal } from './rename-shop-modal.tsx';

const SHOP = { _id: 's1', shopname: 'Toko Lama', marketplace: 'shopee' } as Shop;

beforeAll(stubBrowserApis);
afterEach(cleanup);

function renderModal(onSave: (shop: Shop, name: string) => Promise<void>) {
  renderPage(() => <RenameShopModal shop={SHOP} onClose={() => {}} onSave={onSave} />, '/', '/');
}

describe('rename shop modal (contract schema as resolver)', () => {
  it("says 'Nama toko wajib diisi' and saves nothing for a blank name", async () => {
    const onSave = vi.fn(async () => {});
    renderModal(onSave);
    fireEvent.change(await screen.findByLabelText(/Nama toko/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama toko wajib diisi')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves the trimmed name and shows the server's message under the field when it fails", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiClientError(409, 'CONFLICT', 'Nama toko sudah dipakai');
    });
    renderModal(onSave);
    const input = await screen.findByLabelText(/Nama toko/);
    expect((input as HTMLInputElement).value).toBe('Toko Lama');
    fireEvent.change(input, { target: { value: ' Toko Baru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama toko sudah dipakai')).toBeTruthy();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(SHOP, 'Toko Baru'));
  });
});
