// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldRefusal, onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { type FetchCall, renderWithRouter } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { leaveFor } from '../lib/leave-for.ts';
import { catalogue, invoice, quote } from '../test/fixtures.ts';
import { Component as ConfirmationPage } from './confirmation-page.tsx';
import { Component as DanaPage } from './dana-payment-page.tsx';
import { Component as FinishPage } from './payment-finish-page.tsx';
import { Component as HistoryPage } from './payment-information-page.tsx';
import { Component as PaymentPage } from './plan-payment-page.tsx';
import { Component as SelectPage } from './select-package-page.tsx';
import { Component as UpgradePage } from './upgrade-page.tsx';

let answer: (call: FetchCall) => { status?: number; body: unknown } = () => ({ body: {} });
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');

const calls = setUpPageTests({
  user: testUser({
    subscriptionPackage: 'premium',
    expiredAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  }),
  answer: (call) => (call.path.startsWith('/api/guest/packages') ? { body: catalogue() } : answer(call)),
});

describe('billing pages', { timeout: 20_000 }, () => {
  it('/panel/upgrade offers only higher packages, with server prices, and states the credit rule', async () => {
    renderWithRouter(<UpgradePage />, '/panel/upgrade');
    expect(await screen.findByRole('heading', { name: 'Medium' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Platinum' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Optimasi Shopee' })).toBeNull();
    expect(screen.getByText(/harga 12 bulan ÷ 365\) dipotong dari harga paket baru/)).toBeTruthy();
    expect(
      screen.getByText('mulai Rp 349.000/bulan', { normalizer: (s) => s.replace(/\u00a0/g, ' ') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Pilih Medium' }));
    await waitFor(() =>
      expect(screen.getByTestId('landed').textContent).toBe('/panel/subscription/select-package'),
    );
  });

  it('select-package shows each duration price and carries the choice to the confirmation', async () => {
    const view = renderWithRouter(<SelectPage />, '/panel/subscription/select-package?packageName=premium');
    const twelve = await screen.findByRole('radio', { name: /12 bulan/ });
    expect(text(twelve)).toContain('Rp 1.341.000');
    expect(text(twelve)).toContain('Hemat 25%');
    fireEvent.click(twelve);
    fireEvent.click(screen.getByRole('link', { name: 'Lanjutkan' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?packageName=premium&months=12'));
  });

  it('confirmation shows the server quote with the credit and from when, then creates the invoice', async () => {
    answer = (call) =>
      call.path === '/api/billing/quote'
        ? { body: quote() }
        : { body: invoice({ _id: '22222222-2222-4222-8222-222222222222' }) };
    const view = renderWithRouter(
      <ConfirmationPage />,
      '/panel/subscription/confirmation?packageName=medium&months=1',
    );
    expect(await screen.findByText(/sisa 20 hari paket Premium dikreditkan/)).toBeTruthy();
    expect(text(screen.getByTestId('line-credit'))).toBe('-Rp 99.333');
    expect(text(screen.getByTestId('line-total'))).toBe('Rp 249.667');
    expect(calls.find((c) => c.path === '/api/billing/quote')?.body).toEqual({
      packageName: 'medium',
      months: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buat Tagihan & Bayar' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toBe('?invoice=22222222-2222-4222-8222-222222222222'),
    );
    expect(calls.find((c) => c.path === '/api/billing/invoices')?.body).toEqual({
      packageName: 'medium',
      months: 1,
    });
  });

  it('confirmation shows the server’s Indonesian refusal', async () => {
    answer = () =>
      fieldRefusal({
        packageName: 'Paket yang lebih rendah dapat dipilih setelah paket Anda saat ini berakhir',
      });
    renderWithRouter(
      <ConfirmationPage />,
      '/panel/subscription/confirmation?packageName=shopeeOptimization&months=1',
    );
    expect(
      await screen.findByText('Paket yang lebih rendah dapat dipilih setelah paket Anda saat ini berakhir'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buat Tagihan & Bayar' })).toBeNull();
  });

  it('payment page offers Midtrans, DANA and bank transfer and leaves for the Snap page', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    answer = (call) =>
      call.path.endsWith('/midtrans')
        ? { body: { token: 't', redirectUrl: 'http://snap.test/snap/v3/redirection/t' } }
        : { body: invoice() };
    renderWithRouter(<PaymentPage />, `/panel/plan/payment?invoice=${invoice()._id}`);
    expect(await screen.findByText('Tagihan INV-20261124-ABCDEF')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Payment gateway \(Midtrans\)/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /DANA/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: /Transfer bank manual/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bayar Sekarang' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://snap.test/snap/v3/redirection/t'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/billing/invoices/${invoice()._id}/midtrans`,
    });
  });

  it('choosing DANA leads to the DANA page, which leaves for DANA’s cashier from the server', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    answer = (call) =>
      call.path.endsWith('/dana')
        ? { body: { redirectUrl: 'http://dana.test/m/portal/cashier/checkout?bizNo=1' } }
        : { body: invoice() };
    const view = renderWithRouter(<PaymentPage />, `/panel/plan/payment?invoice=${invoice()._id}`);
    fireEvent.click(await screen.findByRole('radio', { name: /DANA/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bayar Sekarang' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel/plan/payment/dana'));
    expect(view.router.state.location.search).toBe(`?invoice=${invoice()._id}`);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    cleanup();

    renderWithRouter(<DanaPage />, `/panel/plan/payment/dana?invoice=${invoice()._id}`);
    expect(await screen.findByRole('heading', { name: 'Bayar dengan DANA' })).toBeTruthy();
    expect(text(await screen.findByTestId('line-total'))).toBe('Rp 402.000');
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut ke DANA' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://dana.test/m/portal/cashier/checkout?bizNo=1'),
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/billing/invoices/${invoice()._id}/dana`,
    });
  });

  it('the DANA page of a paid invoice offers no payment', async () => {
    answer = () => ({ body: invoice({ status: 'paid', method: 'dana' }) });
    renderWithRouter(<DanaPage />, `/panel/plan/payment/dana?invoice=${invoice()._id}`);
    expect(await screen.findByText('Tagihan ini berstatus Lunas dan tidak dapat dibayar lagi.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lanjut ke DANA' })).toBeNull();
  });

  it('payment information lists invoices with status and a pay link for open ones', async () => {
    answer = () => ({
      body: onePage(
        [
          invoice(),
          invoice({ _id: '33333333-3333-4333-8333-333333333333', status: 'paid', method: 'midtrans' }),
        ],
        10,
      ),
    });
    renderWithRouter(<HistoryPage />, '/panel/payment-information');
    const table = await screen.findByRole('table', { name: 'Daftar tagihan' });
    const rows = within(table).getAllByRole('row');
    expect(text(rows[1])).toContain('Belum dibayar');
    expect(text(rows[1])).toContain('Rp 402.000');
    expect(within(rows[1]).getByRole('link', { name: 'Bayar' })).toBeTruthy();
    expect(text(rows[2])).toContain('Lunas');
    expect(within(rows[2]).queryByRole('link', { name: 'Bayar' })).toBeNull();

    const objectUrl = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: () => {} }));
    fireEvent.click(within(rows[2]).getByRole('button', { name: 'Unduh faktur INV-20261124-ABCDEF (PDF)' }));
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/billing/invoices/33333333-3333-4333-8333-333333333333/pdf',
    });
  });

  it('the finish page shows the server status, not the query string’s', async () => {
    answer = () => ({ body: invoice({ status: 'cancelled' }) });
    renderWithRouter(
      <FinishPage />,
      '/subscription-payment/finish?order_id=INV-20261124-ABCDEF&status_code=200&transaction_status=settlement',
    );
    expect(await screen.findByRole('heading', { name: 'Pembayaran dibatalkan' })).toBeTruthy();
    expect(screen.queryByText('Pembayaran berhasil')).toBeNull();
    expect(calls.find((c) => c.path.startsWith('/api/billing/payment-finish'))?.path).toBe(
      '/api/billing/payment-finish?order_id=INV-20261124-ABCDEF',
    );
  });

  it('the finish page of a paid invoice says until when the package runs', async () => {
    answer = (call) =>
      call.path.startsWith('/api/auth/user')
        ? { body: testUser({ subscriptionPackage: 'premium' }) }
        : { body: invoice({ status: 'paid', periodEnd: '2027-02-24T03:00:00.000Z' }) };
    renderWithRouter(<FinishPage />, '/subscription-payment/finish?order_id=INV-20261124-ABCDEF');
    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
    expect(screen.getByText('Paket Premium aktif sampai 24/02/2027.')).toBeTruthy();
  });
});
