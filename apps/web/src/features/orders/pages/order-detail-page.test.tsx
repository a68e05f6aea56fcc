// @vitest-environment jsdom
import type { OrderDetail } from '@booster/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as OrderDetailPage } from './order-detail-page.tsx';

const PATTERN = '/panel/order/mp/:marketplace/:id/detail';

/** The order: items Rp 80.000, buyer-paid shipping Rp 18.200, total Rp 91.600. */
function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: 'o-1',
    shopId: 's-1',
    shopname: 'Toko Rina',
    marketplace: 'shopee',
    orderNumber: '261124ABCD',
    orderItemId: null,
    status: 'ready_to_ship',
    platformStatus: 'READY_TO_SHIP',
    buyerName: 'budi_s',
    items: [
      {
        externalItemId: '1:2',
        productExternalId: '1',
        variantExternalId: '2',
        sku: 'KAOS-M',
        name: 'Kaos Polos',
        image: null,
        quantity: 2,
        price: 40000,
      },
    ],
    totalAmount: 91600,
    money: {
      itemsSubtotal: 80000,
      sellerDiscount: 6600,
      platformDiscount: 1000,
      shippingFee: 28200,
      shippingSellerDiscount: 0,
      shippingPlatformDiscount: 10000,
      buyerFees: 1000,
      otherAdjustment: 0,
      totalPaid: 91600,
      seller: { shippingCost: 18200, fees: 10200, otherAdjustment: 0, income: 63200 },
    },
    courier: 'SPX Standard',
    trackingNumber: null,
    cancelRequested: false,
    createdAt: '2026-11-23T02:00:00.000Z',
    paidAt: '2026-11-23T02:05:00.000Z',
    shipBy: '2026-11-25T02:00:00.000Z',
    updatedAt: '2026-11-23T02:05:00.000Z',
    recipient: {
      name: 'Budi',
      phone: '6281234',
      address: 'Jl. Melati No. 12, Coblong, Kota Bandung, Jawa Barat, ID, 40132',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40132',
    },
    paymentMethod: 'ShopeePay',
    note: '',
    timeline: [{ status: 'ready_to_ship', platformStatus: 'READY_TO_SHIP', at: '2026-11-23T02:05:00.000Z' }],
    ...overrides,
  } as OrderDetail;
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The breakdown's rows as "label: amount", in order. */
function rows(section: HTMLElement) {
  return [...section.querySelectorAll('[data-row]')].map(
    (row) =>
      `${plain(row.querySelector('dt')?.textContent ?? '')}: ${plain(row.querySelector('dd')?.textContent ?? '')}`,
  );
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order detail page', () => {
  it('shows the payment details part by part, adding up to what the buyer paid, and the income', async () => {
    mockApi(() => ({ body: order() }));
    renderPage(OrderDetailPage, PATTERN, '/panel/order/mp/shopee/o-1/detail');
    const card = await screen.findByRole('region', { name: 'Rincian Pembayaran' });
    expect(rows(card)).toEqual([
      'Subtotal produk: Rp 80.000',
      'Diskon & voucher penjual: -Rp 6.600',
      'Diskon & voucher Shopee: -Rp 1.000',
      'Ongkos kirim: Rp 28.200',
      'Subsidi ongkos kirim Shopee: -Rp 10.000',
      'Biaya layanan pembeli: Rp 1.000',
      'Total dibayar pembeli: Rp 91.600',
      'Subtotal produk: Rp 80.000',
      'Diskon & voucher penjual: -Rp 6.600',
      'Ongkos kirim dibayar pembeli: Rp 18.200',
      'Ongkos kirim dibebankan ke penjual: -Rp 18.200',
      'Biaya layanan & komisi: -Rp 10.200',
      'Perkiraan penghasilan: Rp 63.200',
    ]);
    // The items table writes money the same way.
    expect(plain(screen.getByRole('table').textContent)).toContain('Rp 40.000');
  });

  it('lists the items one under another on a phone, with quantity × price and the line total', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi(() => ({ body: order() }));
    renderPage(OrderDetailPage, PATTERN, '/panel/order/mp/shopee/o-1/detail');
    const card = await screen.findByRole('region', { name: 'Produk dipesan' });
    expect(within(card).queryByRole('table')).toBeNull();
    const [line] = within(card).getAllByRole('listitem');
    expect(plain(line?.textContent ?? '')).toBe('Kaos PolosSKU: KAOS-M2 × Rp 40.000Rp 80.000');
  });

  it('names the address city, province and postcode once', async () => {
    mockApi(() => ({ body: order() }));
    renderPage(OrderDetailPage, PATTERN, '/panel/order/mp/shopee/o-1/detail');
    const buyer = await screen.findByRole('region', { name: 'Pembeli & Alamat' });
    const address = plain(within(buyer).getByText(/Jl\. Melati/).textContent);
    expect(address).toBe('Jl. Melati No. 12, Coblong, Kota Bandung, Jawa Barat, ID, 40132');
  });

  it('says where the income is when the platform does not report fees, and names an unexplained rest', async () => {
    const lazada = order({
      marketplace: 'lazada',
      money: {
        ...order().money,
        sellerDiscount: 0,
        platformDiscount: 0,
        buyerFees: 0,
        otherAdjustment: -7600,
        seller: null,
      },
    });
    mockApi(() => ({ body: lazada }));
    renderPage(OrderDetailPage, PATTERN, '/panel/order/mp/lazada/o-1/detail');
    const card = await screen.findByRole('region', { name: 'Rincian Pembayaran' });
    expect(rows(card)).toEqual([
      'Subtotal produk: Rp 80.000',
      'Ongkos kirim: Rp 28.200',
      'Subsidi ongkos kirim Lazada: -Rp 10.000',
      'Penyesuaian lain dari Lazada: -Rp 7.600',
      'Total dibayar pembeli: Rp 91.600',
    ]);
    expect(within(card).getByText(/Lazada tidak menyertakan biaya layanan/)).toBeTruthy();
  });
});
