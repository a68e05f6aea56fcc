import {
  type GatewayTheme,
  gatewayPage,
  methodRadios,
  OUTCOME_BUTTONS,
  rupiahText,
} from '../core/gateway-page.ts';
import { escapeHtml } from '../core/html.ts';
import type { DanaOrder } from './store.ts';

const METHODS = [
  { value: 'BALANCE', label: 'Saldo DANA' },
  { value: 'VIRTUAL_ACCOUNT', label: 'Virtual Account BRI' },
  { value: 'NETWORK_PAY', label: 'QRIS' },
] as const;
export const DANA_PAY_METHODS: readonly string[] = METHODS.map((m) => m.value);

const rupiah = (n: number) => rupiahText(n, '');
const DANA_THEME: GatewayTheme = { background: '#e8f4fd', brand: '#118eea', pay: '#0a6fc2' };
const layout = (title: string, body: string) => gatewayPage(DANA_THEME, title, body);

/** The hosted cashier: the order, the pay methods, and the tester's three outcomes. */
export function cashierPage(order: DanaOrder, action: string): string {
  const methods = methodRadios('payMethod', METHODS);
  return layout(
    'DANA — Pembayaran',
    `<p class="brand">DANA (sandbox)</p>
<h1>Bayar dengan DANA</h1>
<p class="amount">${rupiah(order.amount)}</p>
<p class="muted">${escapeHtml(order.title)}</p>
<p class="muted">No. referensi ${escapeHtml(order.partnerReferenceNo)}</p>
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Metode pembayaran</legend>
${methods}
</fieldset>
${OUTCOME_BUTTONS}
</form>`,
  );
}

const RESULT: Record<DanaOrder['status'], string> = {
  SUCCESS: 'Pembayaran berhasil',
  INIT: 'Menunggu pembayaran',
  CLOSED: 'Transaksi ditutup',
};

/** An order already finished (the page opened again), with the way back to the merchant. */
export function cashierResultPage(order: DanaOrder): string {
  return layout(
    'DANA — Status',
    `<p class="brand">DANA (sandbox)</p>
<h1>${escapeHtml(RESULT[order.status])}</h1>
<p class="muted">No. referensi ${escapeHtml(order.partnerReferenceNo)} · ${rupiah(order.amount)}</p>
<p><a href="${escapeHtml(order.payReturnUrl)}">Kembali ke merchant</a></p>`,
  );
}

export function unknownOrderPage(): string {
  return layout('DANA', '<p class="brand">DANA (sandbox)</p><h1>Transaksi tidak ditemukan</h1>');
}
