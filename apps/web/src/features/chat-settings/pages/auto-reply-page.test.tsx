// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { type FetchCall, mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as AutoReplyPage } from './auto-reply-page.tsx';
import { Component as ReminderPage } from './reminder-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shop = {
  _id: '11111111-1111-4111-8111-111111111111',
  shopid: '1001',
  shopname: 'Toko Maju',
  marketplace: 'shopee',
  appCategory: 'chat',
  status: 'connect',
  productCount: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  authorizedAt: null,
};
const shopsPage = onePage([shop], 300);
const emptyLog = onePage([]);
const days = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, open: day !== 0, start: '08:00', end: '17:00' }));
const settings = {
  shopId: shop._id,
  greeting: { enabled: false, text: 'Halo {nama_pembeli}' },
  away: { enabled: false, text: 'Sedang tutup', hours: { days, holidays: [] } },
  rules: [],
  updatedAt: null,
};

function api(extra: (call: FetchCall) => { status?: number; body: unknown } | null = () => null) {
  return mockApi((call) => {
    const answered = extra(call);
    if (answered) return answered;
    if (call.path.startsWith('/api/app/marketplace')) return { body: shopsPage };
    if (call.path.includes('/log')) return { body: emptyLog };
    return { body: settings };
  });
}

describe('Auto-reply page', () => {
  it('says what the platforms count, and saves a keyword rule added by the seller', async () => {
    const calls = api((call) => (call.method === 'PUT' ? { body: settings } : null));
    renderPage(AutoReplyPage, '/panel/chat/setting/auto-reply', '/panel/chat/setting/auto-reply');
    expect(
      await screen.findByText(/tidak dihitung sebagai balasan pada tingkat respons chat Shopee/),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah aturan' }, { timeout: 5000 }));
    const rule = screen.getByRole('listitem', { name: 'Aturan 1' });
    const keywords = within(rule).getByLabelText(/Kata kunci/);
    fireEvent.change(keywords, { target: { value: 'ongkir, ' } });
    fireEvent.change(within(rule).getByLabelText(/Balasan/), { target: { value: 'Ongkir {nama_pembeli}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy(), { timeout: 5000 });
    const put = calls.find((c) => c.method === 'PUT') as FetchCall;
    expect(put.path).toBe(`/api/chat/auto-reply/${shop._id}`);
    expect(put.body).toMatchObject({
      rules: [{ match: 'contains', keywords: ['ongkir'], text: 'Ongkir {nama_pembeli}', enabled: true }],
    });
  });

  it('names an unknown variable in a rule and sends nothing', async () => {
    const calls = api();
    renderPage(AutoReplyPage, '/panel/chat/setting/auto-reply', '/panel/chat/setting/auto-reply');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah aturan' }, { timeout: 5000 }));
    const rule = screen.getByRole('listitem', { name: 'Aturan 1' });
    const keywords = within(rule).getByLabelText(/Kata kunci/);
    fireEvent.change(keywords, { target: { value: 'ready' } });
    fireEvent.change(within(rule).getByLabelText(/Balasan/), { target: { value: 'Ready {barang}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await within(rule).findByText('Variabel tidak dikenal: {barang}')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('Pengingat page', () => {
  it('shows the three policies with a preview from sample data and saves the steps in minutes', async () => {
    const reminders = {
      shopId: shop._id,
      policies: [
        {
          kind: 'unpaid',
          enabled: false,
          steps: [{ delayMinutes: 60, text: 'Bayar {nomor_pesanan} ya {nama_pembeli}' }],
        },
        { kind: 'follow-up', enabled: false, steps: [{ delayMinutes: 360, text: 'Masih minat?' }] },
        { kind: 'shipped', enabled: false, steps: [{ delayMinutes: 5, text: 'Resi {nomor_resi}' }] },
      ],
      updatedAt: null,
    };
    const calls = api((call) =>
      call.path.startsWith('/api/chat/reminder') && !call.path.includes('/log') ? { body: reminders } : null,
    );
    renderPage(ReminderPage, '/panel/chat/setting/reminder', '/panel/chat/setting/reminder');
    const unpaid = await screen.findByRole('region', { name: 'Pesanan belum dibayar' }, { timeout: 5000 });
    expect(within(unpaid).getByText('Bayar 240915ABCD1234 ya Budi Santoso')).toBeTruthy();
    fireEvent.click(within(unpaid).getByRole('switch', { name: /Aktifkan/ }));
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Tambah pesan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy(), { timeout: 5000 });
    const body = (calls.find((c) => c.method === 'PUT') as FetchCall).body as typeof reminders;
    expect(body.policies[0]).toMatchObject({
      kind: 'unpaid',
      enabled: true,
      steps: [{ delayMinutes: 60 }, { delayMinutes: 120 }],
    });
  });
});
