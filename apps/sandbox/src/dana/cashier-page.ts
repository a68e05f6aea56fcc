import { escapeHtml } from '../core/html.ts';
import type { DanaOrder } from './store.ts';

const METHODS = [
  { value: 'BALANCE', label: 'Saldo DANA' },
  { value: 'VIRTUAL_ACCOUNT', label: 'Virtual Account BRI' },
  { value: 'NETWORK_PAY', label: 'QRIS' },
] as const;
export const DANA_PAY_METHODS: readonly string[] = METHODS.map((m) => m.value);

const rupiah = (n: number) => `Rp${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

const CSS = `body{font-family:system-ui,sans-serif;background:#e8f4fd;margin:0;padding:1.5rem;color:#1f2933}
.card{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem 1.5rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{color:#118eea;font-weight:800;margin:0 0 .5rem;letter-spacing:.04em}
.amount{font-size:1.6rem;font-weight:800;margin:.25rem 0}
.muted{color:#52606d;font-size:.9rem;overflow-wrap:anywhere}
fieldset{border:1px solid #d9dde3;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.45rem 0;cursor:pointer}
button{width:100%;border:0;border-radius:6px;padding:.7rem;font-size:1rem;cursor:pointer;margin-top:.5rem}
.pay{background:#0a6fc2;color:#fff}.cancel{background:#fff;border:1px solid #b42318;color:#b42318}
.expire{background:#f4f5f7;color:#3e4c59}`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body><main class="card">${body}</main></body></html>`;
}

/** The hosted cashier: the order, the pay methods, and the tester's three outcomes. */
export function cashierPage(order: DanaOrder, action: string): string {
  const methods = METHODS.map(
    (m, i) =>
      `<label><input type="radio" name="payMethod" value="${m.value}"${i === 0 ? ' checked' : ''}> ${m.label}</label>`,
  ).join('\n');
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
<button class="pay" type="submit" name="action" value="pay">Bayar</button>
<button class="cancel" type="submit" name="action" value="cancel">Batalkan</button>
<button class="expire" type="submit" name="action" value="expire">Biarkan kedaluwarsa</button>
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
