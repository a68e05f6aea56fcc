import { gatewayPages } from '../core/gateway-page.ts';
import { escapeHtml } from '../core/html.ts';
import type { SnapTransaction } from './store.ts';

const METHODS = [
  { value: 'bank_transfer', label: 'BCA Virtual Account' },
  { value: 'gopay', label: 'GoPay' },
  { value: 'qris', label: 'QRIS' },
] as const;
export const PAYMENT_TYPES: readonly string[] = METHODS.map((m) => m.value);

const pages = gatewayPages({
  name: 'Midtrans',
  brand: 'midtrans (sandbox)',
  theme: { background: '#eef1f6', brand: '#0b3d91', pay: '#0b3d91' },
  rupiahGap: ' ',
});

/** The Snap page: the order, the methods, and the tester's three outcomes. */
export function snapPage(tx: SnapTransaction, action: string): string {
  const items = tx.itemNames.map((n) => `<li>${escapeHtml(n)}</li>`).join('');
  return pages.checkout({
    heading: 'Selesaikan pembayaran',
    amount: tx.grossAmount,
    details: [
      `<p class="muted">Order ID ${escapeHtml(tx.orderId)}</p>`,
      items && `<ul class="muted">${items}</ul>`,
    ],
    action,
    methodField: 'payment_type',
    methods: METHODS,
  });
}

const RESULT: Record<string, string> = {
  settlement: 'Pembayaran berhasil',
  pending: 'Menunggu pembayaran',
  cancel: 'Transaksi dibatalkan',
  deny: 'Pembayaran ditolak',
  expire: 'Transaksi kedaluwarsa',
  created: 'Transaksi belum dibayar',
};

/** After the outcome, when the merchant gave no finish URL (or the page is opened again). */
export function resultPage(tx: SnapTransaction, backUrl: string | null): string {
  return pages.result(
    RESULT[tx.status] ?? tx.status,
    `Order ID ${escapeHtml(tx.orderId)} · ${pages.rupiah(tx.grossAmount)}`,
    backUrl,
  );
}

export const expiredTokenPage = () => pages.notFound('Halaman pembayaran tidak ditemukan');
