// @vitest-environment jsdom
import { modals } from '@mantine/modals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../test/render-page.tsx';
import { openAlert, openConfirm } from '../ui/dialogs.tsx';
import { Providers } from './providers.tsx';

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('the dialogs, whose provider loads with the first one', () => {
  it('shows what was asked for before the provider was here, in order, and what is asked later', async () => {
    render(
      <Providers>
        <p>halaman</p>
      </Providers>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const onConfirm = vi.fn();
    act(() => {
      const gone = openAlert({ title: 'Tidak dipakai', message: 'ditutup sebelum tampil' });
      modals.close(gone);
      openConfirm({ title: 'Hapus toko?', message: 'Toko dihapus dari Booster.', onConfirm });
    });
    await screen.findByText('Toko dihapus dari Booster.');
    expect(screen.queryByText('ditutup sebelum tampil')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ya' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Toko dihapus dari Booster.')).toBeNull());

    act(() => {
      openAlert({ title: 'Tersimpan', message: 'Perubahan disimpan.' });
    });
    await screen.findByText('Perubahan disimpan.');
  });
});
