import { orderItemName } from '../../core/order-item.ts';
import type { MarketplaceOrder, OrderStatus } from '../../core/port.ts';
import type { LazadaOrder, LazadaOrderItem, LazadaTransaction } from '../schemas.ts';
import { lazadaOrderMoney } from './order-money.ts';
import { parseLazadaTime } from './time.ts';

const STATUS: Record<string, OrderStatus> = {
  unpaid: 'unpaid',
  pending: 'ready_to_ship',
  topack: 'ready_to_ship',
  packed: 'processed',
  repacked: 'processed',
  toship: 'processed',
  ready_to_ship_pending: 'processed',
  ready_to_ship: 'processed',
  shipped: 'shipped',
  delivered: 'completed',
  confirmed: 'completed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  failed_delivery: 'returned',
  returned: 'returned',
  shipped_back: 'returned',
  lost_by_3pl: 'returned',
  damaged_by_3pl: 'returned',
};

export function lazadaOrderStatus(status: string): OrderStatus {
  return STATUS[status.toLowerCase()] ?? 'processed';
}

/** The order, with the seller's side of its money when its finance transactions were read. */
export function mapLazadaOrder(
  order: LazadaOrder,
  items: LazadaOrderItem[],
  transactions: readonly LazadaTransaction[] = [],
): MarketplaceOrder {
  const platformStatus = order.statuses[0] ?? 'unknown';
  const address = order.address_shipping;
  const withTracking = items.find((i) => i.tracking_code);
  const createdAt = parseLazadaTime(order.created_at);
  return {
    externalId: order.order_id,
    status: lazadaOrderStatus(platformStatus),
    platformStatus,
    buyerName: [order.customer_first_name, order.customer_last_name].filter(Boolean).join(' '),
    buyerId: order.buyer_id ?? null,
    recipient: {
      name: [address?.first_name, address?.last_name].filter(Boolean).join(' '),
      phone: address?.phone ?? '',
      address: address?.address1 ?? '',
      city: address?.city ?? '',
      province: address?.address3 ?? '',
      postalCode: address?.post_code ?? '',
    },
    // Lazada lists one order item per unit bought; each keeps its own id for packing.
    items: items.map((item) => ({
      externalItemId: item.order_item_id,
      productExternalId: item.product_id ?? '',
      variantExternalId: item.sku_id ?? null,
      sku: item.sku,
      name: orderItemName(item.name, item.variation),
      quantity: 1,
      // Before vouchers (paid_price is after them): the breakdown shows the vouchers apart.
      price: item.item_price,
    })),
    money: lazadaOrderMoney(order, items, transactions),
    paymentMethod: order.payment_method,
    courier: items[0]?.shipment_provider ?? '',
    trackingNumber: withTracking?.tracking_code || null,
    createdAt,
    updatedAt: parseLazadaTime(order.updated_at),
    paidAt: platformStatus === 'unpaid' ? null : createdAt,
  };
}
