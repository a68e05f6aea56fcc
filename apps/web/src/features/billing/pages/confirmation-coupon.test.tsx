// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { type FetchCall, mockApi, renderWithRouter } from '../../../test/render-page.tsx';
import { invoice, quote } from '../test/fixtures.ts';
import { Component as ConfirmationPage } from './confirmation-page.tsx';

let calls: FetchCall[] = [];
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');
const refusal = (message: string) => fieldRefusal({ couponCode: message });
const plain = quote({ kind: 'new', credit: 0, creditDays: 0, amount: 349_000 });

setUpPageTests();

function answerWith(invoiceAnswer: () => { status?: number; body: unknown }) {
  calls = mockApi((call) => {
    if (call.path !== '/api/billing/quote') return invoiceAnswer();
    const code = (call.body as { couponCode?: string }).couponCode;
    if (!code) return { body: plain };
    if (code === 'HEMAT20') {
      return { body: { ...plain, couponCode: 'HEMAT20', couponDiscount: 69_800, amount: 279_200 } };
    }
    return refusal('Kupon sudah kedaluwarsa');
  });
}

async function typeCoupon(code: string) {
  fireEvent.change(await screen.findByLabelText('Kode kupon'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Pakai' }));
}

describe('coupon at confirmation', { timeout: 20_000 }, () => {
  it('shows the server’s refusal under the field, then the accepted coupon’s discount, and buys with it', async () => {
    answerWith(() => ({ body: invoice({ _id: '22222222-2222-4222-8222-222222222222' }) }));
    const view = renderWithRouter(
      <ConfirmationPage />,
      '/panel/subscription/confirmation?packageName=medium&months=1',
    );
    await typeCoupon('lama');
    expect(await screen.findByText('Kupon sudah kedaluwarsa')).toBeTruthy();
    expect(text(screen.getByTestId('line-total'))).toBe('Rp 349.000');

    await typeCoupon('hemat20');
    expect(await screen.findByText('HEMAT20')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/billing/quote').map((c) => c.body)).toContainEqual({
      packageName: 'medium',
      months: 1,
      couponCode: 'HEMAT20',
    });
    expect(text(screen.getByTestId('line-coupon'))).toBe('-Rp 69.800');
    expect(text(screen.getByTestId('line-total'))).toBe('Rp 279.200');

    fireEvent.click(screen.getByRole('button', { name: 'Buat Tagihan & Bayar' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('invoice='));
    expect(calls.find((c) => c.path === '/api/billing/invoices')?.body).toEqual({
      packageName: 'medium',
      months: 1,
      couponCode: 'HEMAT20',
    });
  });

  it('a coupon used up before the invoice is dropped, with the reason under the field', async () => {
    answerWith(() => refusal('Kuota kupon sudah habis'));
    renderWithRouter(<ConfirmationPage />, '/panel/subscription/confirmation?packageName=medium&months=1');
    await typeCoupon('HEMAT20');
    expect(await screen.findByText('HEMAT20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buat Tagihan & Bayar' }));
    expect(await screen.findByText('Kuota kupon sudah habis')).toBeTruthy();
    await waitFor(() => expect(text(screen.getByTestId('line-total'))).toBe('Rp 349.000'));
    expect(screen.queryByTestId('line-coupon')).toBeNull();
  });
});
