// @vitest-environment jsdom
import type { AdminOrder } from '@booster/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as AdminOrderPage } from './admin-order-page.tsx';

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: '44444444-4444-4444-8444-444444444444',
  number: 'INV-20261124-0001',
  member: { _id: '55555555-5555-4555-8555-555555555555', email: 'siti@contoh.id', name: 'Siti' },
  packageName: 'premium',
  months: 1,
  kind: 'new',
  method: 'midtrans',
  status: 'expired',
  amount: 134_100,
  createdAt: '2026-11-24T02:00:00.000Z',
  paidAt: null,
  coupon: { code: 'HEMAT10', discount: 14_900 },
  commission: null,
  transfer: null,
  refund: null,
  refusedPaymentAt: null,
  ...overrides,
});

let orders: AdminOrder[] = [];
setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) => {
    if (call.path.startsWith('/api/admin/order'))
      return {
        body: { ...onePage(orders), nextCursor: null },
      };
    return { body: [] };
  },
});

describe('/admin/order', { timeout: 20_000 }, () => {
  it('marks the invoice whose payment the coupon limit refused, so the admin returns the money', async () => {
    orders = [
      order({ refusedPaymentAt: '2026-11-24T03:15:00.000Z' }),
      order({ _id: '66666666-6666-4666-8666-666666666666', number: 'INV-20261124-0002', status: 'paid' }),
    ];
    renderPage(AdminOrderPage, '/admin/order', '/admin/order');
    const refused = (await screen.findByText('INV-20261124-0001')).closest('tr') as HTMLElement;
    expect(
      within(refused).getByText(
        /^Pembayaran pada 24-11-2026 10:15 ditolak: kuota kupon sudah habis\. .*kembalikan dananya lewat gateway\.$/,
      ),
    ).toBeTruthy();
    const paid = screen.getByText('INV-20261124-0002').closest('tr') as HTMLElement;
    expect(within(paid).queryByText(/ditolak/)).toBeNull();
  });
});
