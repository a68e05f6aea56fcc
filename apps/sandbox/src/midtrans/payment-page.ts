import {
  type GatewayTheme,
  gatewayPage,
  methodRadios,
  OUTCOME_BUTTONS,
  rupiahText,
} from '../core/gateway-page.ts';
import { escapeHtml } from '../core/html.ts';
import type { SnapTransaction } from './store.ts';

const METHODS = [
  { value: 'bank_transfer', label: 'BCA Virtual Account' },
  { value: 'gopay', label: 'GoPay' },
  { value: 'qris', label: 'QRIS' },
] as const;
export const PAYMENT_TYPES: readonly string[] = METHODS.map((m) => m.value);

const rupiah = (n: number) => rupiahText(n, ' ');
const SNAP_THEME: GatewayTheme = { background: '#eef1f6', brand: '#0b3d91', pay: '#0b3d91' };
const layout = (title: string, body: string) => gatewayPage(SNAP_THEME, title, body);

/** The Snap page: the order, the methods, and the tester's three outcomes. */
export function snapPage(tx: SnapTransaction, action: string): string {
  const methods = methodRadios('payment_type', METHODS);
  const items = tx.itemNames.map((n) => `<li>${escapeHtml(n)}</li>`).join('');
  return layout(
    'Midtrans — Pembayaran',
    `<p class="brand">midtrans (sandbox)</p>
<h1>Selesaikan pembayaran</h1>
<p class="amount">${rupiah(tx.grossAmount)}</p>
<p class="muted">Order ID ${escapeHtml(tx.orderId)}</p>
${items ? `<ul class="muted">${items}</ul>` : ''}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Metode pembayaran</legend>
${methods}
</fieldset>
${OUTCOME_BUTTONS}
</form>`,
  );
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
  return layout(
    'Midtrans — Status',
    `<p class="brand">midtrans (sandbox)</p>
<h1>${escapeHtml(RESULT[tx.status] ?? tx.status)}</h1>
<p class="muted">Order ID ${escapeHtml(tx.orderId)} · ${rupiah(tx.grossAmount)}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}">Kembali ke merchant</a></p>` : ''}`,
  );
}

export function expiredTokenPage(): string {
  return layout(
    'Midtrans',
    '<p class="brand">midtrans (sandbox)</p><h1>Halaman pembayaran tidak ditemukan</h1>',
  );
}
