import { formatRupiah, MARKETPLACE_CAPABILITIES } from '@booster/domain';
import { buyerShipping } from './order-money.ts';
import { textPdf } from './pdf.ts';
import type { Order, Shop } from './types.ts';

/** Shipping labels (AWB) as one PDF, a page per order. */
export function labelPdf(shop: Shop, orders: Order[]): Buffer {
  return textPdf(orders.map((order) => labelLines(shop, order)));
}

function labelLines(shop: Shop, order: Order): string[] {
  const a = order.buyer.address;
  return [
    `${MARKETPLACE_CAPABILITIES[shop.platform].platformName} - ${order.courier}`,
    `Resi: ${order.trackingNumber ?? '-'}`,
    `Pesanan: ${order.id}`,
    `Pengirim: ${shop.name} (${shop.city})`,
    `Penerima: ${a.name} (${a.phone})`,
    a.street,
    `${a.district}, ${a.city}`,
    `${a.province} ${a.postalCode}`,
    '',
    ...order.lines.map((l) => `${l.quantity}x ${l.name.slice(0, 38)} (${l.variantName})`),
    '',
    `Ongkir: ${formatRupiah(buyerShipping(order))}  Total: ${formatRupiah(order.total)}`,
    order.paymentMethod === 'COD' ? `COD - tagih ${formatRupiah(order.total)}` : 'Non-COD',
  ];
}
