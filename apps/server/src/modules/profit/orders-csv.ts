import type { ProfitOrder } from '@booster/contracts';
import { formatDateTimeDashed, marketplaceLabel } from '@booster/domain';

const HEADER = [
  'Tanggal (WIB)',
  'No. Pesanan',
  'Marketplace',
  'Toko',
  'Pendapatan produk',
  'Diskon & voucher penjual',
  'Ongkir ditanggung penjual',
  'Biaya platform',
  'Penyesuaian lain',
  'Harga modal (HPP)',
  'Laba',
  'Margin (%)',
  'Keterangan',
];

const GAP_TEXT = { cost: 'Harga modal belum diisi', fees: 'Biaya platform belum dilaporkan' } as const;

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formula starters neutralised. */
function cell(value: string | number | null) {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report's orders, one a line, UTF-8 with a BOM so spreadsheet programs read it right. */
export function profitOrdersCsv(orders: readonly ProfitOrder[]): string {
  const rows = orders.map((o) => [
    formatDateTimeDashed(new Date(o.placedAt)),
    o.orderNumber,
    marketplaceLabel(o.marketplace),
    o.shopName,
    o.revenue,
    o.sellerDiscount,
    o.shipping,
    o.fees,
    o.otherAdjustment,
    o.costOfGoods,
    o.profit,
    o.margin,
    o.gaps.map((g) => GAP_TEXT[g]).join('; '),
  ]);
  return `\ufeff${[HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
