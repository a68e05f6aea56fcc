// @vitest-environment jsdom
import type { Coupon } from '@booster/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as CouponsPage } from './coupons-page.tsx';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  _id: '33333333-3333-4333-8333-333333333333',
  code: 'HEMAT20',
  kind: 'percent',
  value: 20,
  packages: ['premium', 'medium'],
  months: [3, 12],
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  maxUses: 100,
  maxUsesPerMember: 1,
  active: true,
  used: 7,
  reserved: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const page = (docs: Coupon[]) => onePage(docs, 10);

const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) => {
    if (call.method === 'GET') return { body: page([coupon()]) };
    if (call.path.endsWith('/deactivate')) return { body: coupon({ active: false }) };
    return { body: coupon({ ...(call.body as object) }) };
  },
});

describe('/admin/order/coupon', { timeout: 20_000 }, () => {
  it('lists coupons with discount, packages, window and uses', async () => {
    renderPage(CouponsPage, '/admin/order/coupon', '/admin/order/coupon');
    const row = (await screen.findByText('HEMAT20')).closest('tr') as HTMLElement;
    expect(within(row).getByText('20%')).toBeTruthy();
    expect(within(row).getByText('Premium, Medium')).toBeTruthy();
    expect(within(row).getByText('01/11/2026 – 30/11/2026')).toBeTruthy();
    expect(within(row).getByText('7 dari 100 terpakai')).toBeTruthy();
    expect(within(row).getByText('2 ditahan tagihan terbuka · maks. 1 per member')).toBeTruthy();
  });

  it('checks the form with the contract, then creates the coupon', async () => {
    renderPage(CouponsPage, '/admin/order/coupon', '/admin/order/coupon');
    fireEvent.click(await screen.findByRole('button', { name: 'Buat Kupon' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Kode kupon/), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText(/Diskon \(%\)/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kode kupon 3–32 karakter: huruf, angka, - atau _')).toBeTruthy();
    expect(within(dialog).getByText('Persen diskon antara 1 dan 100')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Kode kupon/), { target: { value: 'akhirtahun' } });
    fireEvent.change(within(dialog).getByLabelText(/Diskon \(%\)/), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Platinum' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      code: 'AKHIRTAHUN',
      kind: 'percent',
      value: 15,
      packages: ['shopeeOptimization', 'premium', 'medium'],
      months: [1, 3, 6, 12],
      maxUses: null,
      maxUsesPerMember: 1,
      active: true,
    });
  });

  it('deactivates only after the confirmation', async () => {
    renderPage(CouponsPage, '/admin/order/coupon', '/admin/order/coupon');
    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan kupon HEMAT20' }));
    expect(await screen.findByText(/Kupon HEMAT20 tidak dapat dipakai lagi oleh member/)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/deactivate'))?.path).toBe(
        '/api/admin/coupons/33333333-3333-4333-8333-333333333333/deactivate',
      ),
    );
  });
});
