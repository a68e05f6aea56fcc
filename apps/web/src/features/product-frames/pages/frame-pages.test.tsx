// @vitest-environment jsdom
import type { Frame, FrameListing } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as FrameEditorPage } from './frame-editor-page.tsx';
import { Component as FrameListPage } from './frame-list-page.tsx';

const LISTING: FrameListing = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Rice Cooker Awet Cosmos',
  shopId: '22222222-2222-4222-8222-222222222222',
  shopname: 'Warung Rezeki Makmur',
  cover: 'https://cdn.example.test/framed.jpg',
  frame: {
    frameId: '33333333-3333-4333-8333-333333333333',
    frameName: 'Promo',
    originalCover: 'https://cdn.example.test/original.jpg',
    appliedAt: '2026-11-24T01:00:00.000Z',
  },
};

const FRAME: Frame = {
  _id: '33333333-3333-4333-8333-333333333333',
  marketplace: 'shopee',
  name: 'Promo',
  kind: 'template',
  template: null,
  imageUrl: 'https://booster.test/api/files/frames/x.png',
  size: 1024,
  framedCount: 1,
  updatedAt: '2026-11-24T01:00:00.000Z',
};

const paged = <T,>(docs: T[]) => onePage(docs);

function serve() {
  return mockApi(({ method, path }) => {
    if (path.includes('/api/app/frame/shopee/listings')) return { body: paged([LISTING]) };
    if (method === 'DELETE') return { body: { deleted: true } };
    if (path.endsWith('/api/app/frame/shopee')) return { body: [FRAME] };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '' } };
  });
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overlayOf = (preview: HTMLElement) =>
  decodeURIComponent(
    [...preview.querySelectorAll('img')]
      .map((img) => img.getAttribute('src') ?? '')
      .find((src) => src.startsWith('data:image/svg')) ?? '',
  );

describe('frame editor', () => {
  it('previews the template over the original cover of the chosen product and follows the text', async () => {
    serve();
    renderPage(FrameEditorPage, '/panel/product/frame/:marketplace/add', '/panel/product/frame/shopee/add');
    const preview = await screen.findByRole('img', {
      name: 'Pratinjau frame pada foto sampul Rice Cooker Awet Cosmos',
    });
    // The photo under the frame is the original, not the cover that already carries a frame.
    expect([...preview.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toContain(
      'https://cdn.example.test/original.jpg',
    );
    expect(overlayOf(preview)).toContain('GRATIS ONGKIR');
    fireEvent.change(screen.getByRole('textbox', { name: 'Teks banner' }), {
      target: { value: 'DISKON 50%' },
    });
    await waitFor(() => expect(overlayOf(preview)).toContain('DISKON 50%'));
    expect(overlayOf(preview)).not.toContain('GRATIS ONGKIR');
  });

  it('refuses a file that is not a PNG under the field, before sending anything', async () => {
    const calls = serve();
    renderPage(FrameEditorPage, '/panel/product/frame/:marketplace/add', '/panel/product/frame/shopee/add');
    fireEvent.click(await screen.findByText('Unggah PNG'));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'foto.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('File frame harus berupa PNG dengan latar transparan')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('frame list', () => {
  it('deletes a frame only after the seller confirms', async () => {
    const calls = serve();
    renderPage(FrameListPage, '/panel/product/frame/:marketplace', '/panel/product/frame/shopee');
    const frames = await screen.findByRole('list', { name: 'Daftar frame' });
    fireEvent.click(within(frames).getByRole('button', { name: 'Hapus Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus frame?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(frames).getByRole('button', { name: 'Hapus Promo' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hapus frame?' })).getByRole('button', {
        name: 'Ya, Hapus',
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        expect.stringContaining(`/api/app/frame/shopee/${FRAME._id}`),
      ]),
    );
  });
});
