// @vitest-environment jsdom
import type { ChatTemplate } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../../test/answers.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as TemplatePage } from './message-template-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/panel/chat/setting/message-template';
const template = (
  id: string,
  shortcut: string,
  text: string,
  marketplace: ChatTemplate['marketplace'] = null,
) => ({
  _id: id,
  shortcut,
  text,
  marketplace,
  position: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const list = [
  template('a', 'salam', 'Halo {nama_pembeli}!'),
  template('b', 'resi', 'Resi {nomor_resi}', 'shopee'),
];

describe('Template Pesan page', () => {
  it('lists templates with their marketplace and moves one down with the whole new order', async () => {
    const calls = mockApi((call) => (call.method === 'PUT' ? { body: [list[1], list[0]] } : { body: list }));
    renderPage(TemplatePage, PATH, PATH);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['/salam', '/resi']);
    expect(within(items[1]).getByText('Shopee')).toBeTruthy();
    expect(within(items[0]).getByText('Semua')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turunkan /salam' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/chat/template-order',
        body: { ids: ['b', 'a'] },
      }),
    );
  });

  it('names unknown variables before sending, inserts a variable, previews with sample data and saves', async () => {
    const calls = mockApi((call) => (call.method === 'POST' ? { body: list[0] } : { body: [] }));
    renderPage(TemplatePage, PATH, PATH);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Tambah Template' }))[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Shortcut/), { target: { value: 'salam' } });
    const text = within(dialog).getByLabelText(/Isi pesan/);
    fireEvent.change(text, { target: { value: 'Halo {nama}, ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Variabel tidak dikenal: {nama}')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(text, { target: { value: 'Halo ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sisipkan {nama_pembeli}' }));
    expect((text as HTMLTextAreaElement).value).toBe('Halo {nama_pembeli}');
    expect(within(dialog).getByText('Halo Budi Santoso')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        shortcut: 'salam',
        text: 'Halo {nama_pembeli}',
        marketplace: null,
      }),
    );
  });

  it('shows the server’s field message when the shortcut is taken', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? fieldRefusal(
            { shortcut: 'Shortcut ini sudah dipakai template lain' },
            'Shortcut ini sudah dipakai template lain',
          )
        : { body: [] },
    );
    renderPage(TemplatePage, PATH, PATH);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Tambah Template' }))[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Shortcut/), { target: { value: 'salam' } });
    fireEvent.change(within(dialog).getByLabelText(/Isi pesan/), { target: { value: 'Halo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Shortcut ini sudah dipakai template lain')).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const calls = mockApi((call) =>
      call.method === 'DELETE' ? { body: { message: 'ok' } } : { body: list },
    );
    renderPage(TemplatePage, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus template /resi' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/chat/template/b'));
  });
});
