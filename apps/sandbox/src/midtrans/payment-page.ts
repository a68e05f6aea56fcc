import { escapeHtml } from '../core/html.ts';
import type { SnapTransaction } from './store.ts';

const METHODS = [
  { value: 'bank_transfer', label: 'BCA Virtual Account' },
  { value: 'gopay', label: 'GoPay' },
  { value: 'qris', label: 'QRIS' },
] as const;
export const PAYMENT_TYPES: readonly string[] = METHODS.map((m) => m.value);

const rupiah = (n: number) => `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

const CSS = `body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0;padding:1.5rem;color:#1f2933}
.card{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem 1.5rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{color:#0b3d91;font-weight:700;margin:0 0 .5rem}
.amount{font-size:1.6rem;font-weight:800;margin:.25rem 0}
.muted{color:#52606d;font-size:.9rem;overflow-wrap:anywhere}
fieldset{border:1px solid #d9dde3;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.45rem 0;cursor:pointer}
button{width:100%;border:0;border-radius:6px;padding:.7rem;font-size:1rem;cursor:pointer;margin-top:.5rem}
.pay{background:#0b3d91;color:#fff}.cancel{background:#fff;border:1px solid #b42318;color:#b42318}
.expire{background:#f4f5f7;color:#3e4c59}`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body><main class="card">${body}</main></body></html>`;
}

/** The Snap page: the order, the methods, and the tester's three outcomes. */
export function snapPage(tx: SnapTransaction, action: string): string {
  const methods = METHODS.map(
    (m, i) =>
      `<label><input type="radio" name="payment_type" value="${m.value}"${i === 0 ? ' checked' : ''}> ${m.label}</label>`,
  ).join('\n');
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
<button class="pay" type="submit" name="action" value="pay">Bayar</button>
<button class="cancel" type="submit" name="action" value="cancel">Batalkan</button>
<button class="expire" type="submit" name="action" value="expire">Biarkan kedaluwarsa</button>
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
