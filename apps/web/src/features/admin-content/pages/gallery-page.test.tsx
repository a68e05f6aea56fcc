// @vitest-environment jsdom
import type { Media } from '@booster/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as GalleryPage } from './gallery-page.tsx';

const media = (name: string, usedIn: string[]): Media => ({
  _id: name === 'hero.png' ? '11111111-1111-4111-8111-111111111111' : '22222222-2222-4222-8222-222222222222',
  url: `http://booster.test/api/files/media/${name}`,
  name,
  contentType: 'image/png',
  size: 1_468_006,
  width: 1920,
  height: 960,
  createdAt: '2026-11-24T00:00:00.000Z',
  usedIn,
});
const list = (docs: Media[]) => onePage(docs, 24);

const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) =>
    call.method === 'DELETE'
      ? { body: { message: 'success' } }
      : { body: list([media('hero.png', ['landing:main']), media('lama.png', [])]) },
});

describe('/admin/gallery', { timeout: 20_000 }, () => {
  it('shows size and use; an image in use cannot be deleted, an unused one is after confirming', async () => {
    renderPage(GalleryPage, '/admin/gallery', '/admin/gallery');
    expect(await screen.findByText('Dipakai: landing:main', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('1920×960 · 1,4 MB')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Hapus hero.png' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus lama.png' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
      '/api/admin/gallery/22222222-2222-4222-8222-222222222222',
    );
    expect(await screen.findByText('Gambar dihapus')).toBeTruthy();
  });

  it('searches by name', async () => {
    renderPage(GalleryPage, '/admin/gallery', '/admin/gallery');
    fireEvent.change(await screen.findByLabelText('Cari gambar'), { target: { value: 'hero' } });
    await waitFor(() => expect(calls.some((c) => c.path.includes('search=hero'))).toBe(true), {
      timeout: 3000,
    });
  });
});
