import { gatewayPages } from '../core/gateway-page.ts';
import { escapeHtml } from '../core/html.ts';
import type { DanaOrder } from './store.ts';

const METHODS = [
  { value: 'BALANCE', label: 'Saldo DANA' },
  { value: 'VIRTUAL_ACCOUNT', label: 'Virtual Account BRI' },
  { value: 'NETWORK_PAY', label: 'QRIS' },
] as const;
export const DANA_PAY_METHODS: readonly string[] = METHODS.map((m) => m.value);

const pages = gatewayPages({
  name: 'DANA',
  brand: 'DANA (sandbox)',
  theme: { background: '#e8f4fd', brand: '#118eea', pay: '#0a6fc2' },
  rupiahGap: '',
});

/** The hosted cashier: the order, the pay methods, and the tester's three outcomes. */
export function cashierPage(order: DanaOrder, action: string): string {
  return pages.checkout({
    heading: 'Bayar dengan DANA',
    amount: order.amount,
    details: [
      `<p class="muted">${escapeHtml(order.title)}</p>`,
      `<p class="muted">No. referensi ${escapeHtml(order.partnerReferenceNo)}</p>`,
    ],
    action,
    methodField: 'payMethod',
    methods: METHODS,
  });
}

const RESULT: Record<DanaOrder['status'], string> = {
  SUCCESS: 'Pembayaran berhasil',
  INIT: 'Menunggu pembayaran',
  CLOSED: 'Transaksi ditutup',
};

/** An order already finished (the page opened again), with the way back to the merchant. */
export function cashierResultPage(order: DanaOrder): string {
  return pages.result(
    RESULT[order.status],
    `No. referensi ${escapeHtml(order.partnerReferenceNo)} · ${pages.rupiah(order.amount)}`,
    order.payReturnUrl,
  );
}

export const unknownOrderPage = () => pages.notFound('Transaksi tidak ditemukan');
