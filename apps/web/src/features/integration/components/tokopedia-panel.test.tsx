// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { TokopediaPanel } from './tokopedia-panel.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openRequestForm() {
  renderPage(TokopediaPanel, '/', '/');
  fireEvent.click(await screen.findByText('Kelola Produk'));
  fireEvent.click(await screen.findByRole('button', { name: 'Saya mengerti & lanjutkan' }));
}

describe('Tokopedia request form (contract schema as resolver)', () => {
  it("says 'Silahkan isi nama toko dan link toko' once and sends nothing while a field is empty", async () => {
    const calls = mockApi(() => ({ body: {} }));
    await openRequestForm();
    fireEvent.change(screen.getByLabelText(/Nama toko/), { target: { value: 'Toko Berkah' } });
    fireEvent.change(screen.getByLabelText(/Link toko/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findAllByText('Silahkan isi nama toko dan link toko')).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('sends the trimmed shop name and link', async () => {
    const calls = mockApi(() => ({ body: { message: 'ok' } }));
    await openRequestForm();
    fireEvent.change(screen.getByLabelText(/Nama toko/), { target: { value: ' Toko Berkah ' } });
    fireEvent.change(screen.getByLabelText(/Link toko/), {
      target: { value: ' https://www.tokopedia.com/berkah ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        shopname: 'Toko Berkah',
        shopdomain: 'https://www.tokopedia.com/berkah',
      }),
    );
    expect(screen.queryByText('Silahkan isi nama toko dan link toko')).toBeNull();
  });
});
