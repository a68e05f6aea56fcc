// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as TopbarPage } from './topbar-page.tsx';

const saved = { theme: 2, content: 'Promo akhir tahun', redirectUrl: '/pricing', status: true };

const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) => (call.method === 'PUT' ? { body: { data: call.body } } : { body: { data: saved } }),
});

describe('/admin/topbar', { timeout: 20_000 }, () => {
  it('shows the saved bar in the preview and follows what the admin types', async () => {
    renderPage(TopbarPage, '/admin/topbar', '/admin/topbar');
    const preview = await screen.findByRole('region', { name: 'Pengumuman' });
    expect(within(preview).getByText('Promo akhir tahun')).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'klik disini' }).getAttribute('href')).toBe('/pricing');
    fireEvent.change(screen.getByLabelText(/Isi pengumuman/), { target: { value: 'Libur nasional' } });
    expect(await within(preview).findByText('Libur nasional')).toBeTruthy();
    // The preview's X turns the bar off, as a member's X would hide it.
    fireEvent.click(within(preview).getByRole('button', { name: 'Tutup pengumuman' }));
    expect(await screen.findByText('Top bar sedang dimatikan: member tidak melihatnya.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: /Tampilkan top bar/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('refuses an empty text and a link that is not a web address, then saves a valid bar', async () => {
    renderPage(TopbarPage, '/admin/topbar', '/admin/topbar');
    const content = await screen.findByLabelText(/Isi pengumuman/);
    fireEvent.change(content, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Link tombol/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Wajib diisi')).toBeTruthy();
    expect(screen.getByText('URL tidak valid')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(content, { target: { value: 'Diskon 30%' } });
    fireEvent.change(screen.getByLabelText(/Link tombol/), {
      target: { value: 'https://booster.test/promo' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Tema 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/content/topbar',
      body: { theme: 4, content: 'Diskon 30%', redirectUrl: 'https://booster.test/promo', status: true },
    });
    expect(await screen.findByText('Top bar disimpan')).toBeTruthy();
  });
});
