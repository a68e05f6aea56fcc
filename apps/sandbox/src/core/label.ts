import { formatRupiah } from '@booster/domain';
import { buyerShipping } from './order-money.ts';
import { textPdf } from './pdf.ts';
import type { Order, Shop } from './types.ts';

const PLATFORM_NAMES: Record<Shop['platform'], string> = {
  shopee: 'Shopee',
  lazada: 'Lazada',
  tiktok: 'TikTok Shop',
  tokopedia: 'Tokopedia & Shop',
  bukalapak: 'Bukalapak',
};

/** Shipping labels (AWB) as one PDF, a page per order. */
export function labelPdf(shop: Shop, orders: Order[]): Buffer {
  return textPdf(orders.map((order) => labelLines(shop, order)));
}

function labelLines(shop: Shop, order: Order): string[] {
  const a = order.buyer.address;
  return [
    `${PLATFORM_NAMES[shop.platform]} - ${order.courier}`,
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
