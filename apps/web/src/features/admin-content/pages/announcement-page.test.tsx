// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as AnnouncementPage } from './announcement-page.tsx';

const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) => (call.method === 'POST' ? { body: { sent: 42 } } : { body: [] }),
});

describe('/admin/notification', { timeout: 20_000 }, () => {
  it('previews the bell item, asks for packages when sending by package, then sends after confirming', async () => {
    renderPage(AnnouncementPage, '/admin/notification', '/admin/notification');
    fireEvent.change(await screen.findByLabelText(/Judul/), { target: { value: 'Server maintenance' } });
    fireEvent.change(screen.getByLabelText(/Pesan/), { target: { value: 'Sabtu 22.00 WIB' } });
    const preview = screen.getByRole('region', { name: 'Pratinjau di lonceng notifikasi' });
    expect(within(preview).getByText('Server maintenance')).toBeTruthy();
    expect(within(preview).getByText('Sabtu 22.00 WIB')).toBeTruthy();

    fireEvent.click(screen.getByText('Per paket'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim pengumuman' }));
    expect(await screen.findByText('Wajib diisi')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Premium' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Platinum' }));
    expect(within(preview).getByText('member paket Premium, Platinum')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim pengumuman' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Pengumuman akan dikirim ke member paket Premium, Platinum.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/notification/announce',
      body: {
        title: 'Server maintenance',
        description: 'Sabtu 22.00 WIB',
        audience: 'packages',
        packages: ['premium', 'platinum'],
      },
    });
    expect(await screen.findByText('Terkirim ke 42 member')).toBeTruthy();
  });
});
