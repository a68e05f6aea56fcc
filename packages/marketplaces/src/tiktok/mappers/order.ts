import { orderItemName } from '../../core/order-item.ts';
import type { MarketplaceOrder, OrderItem, OrderStatus } from '../../core/port.ts';
import type { TiktokOrder, TiktokOrderStatement } from '../schemas.ts';
import { tiktokOrderMoney } from './order-money.ts';

const STATUS: Record<string, OrderStatus> = {
  UNPAID: 'unpaid',
  // Paid, but held for the buyer's remorse window: not shippable yet, yet owed to the buyer.
  ON_HOLD: 'ready_to_ship',
  AWAITING_SHIPMENT: 'ready_to_ship',
  PARTIALLY_SHIPPING: 'processed',
  AWAITING_COLLECTION: 'processed',
  IN_TRANSIT: 'shipped',
  DELIVERED: 'shipped',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** Statuses in which a buyer's cancellation request still waits for the seller's answer. */
const CANCELLABLE: readonly OrderStatus[] = ['unpaid', 'ready_to_ship', 'processed'];

export function tiktokOrderStatus(status: string, buyerRequestsCancel = false): OrderStatus {
  const mapped = STATUS[status] ?? 'processed';
  return buyerRequestsCancel && CANCELLABLE.includes(mapped) ? 'cancel_requested' : mapped;
}

/** TikTok lists one line item per unit; we fold equal SKUs into one item with a quantity. */
function foldLineItems(order: TiktokOrder): OrderItem[] {
  const bySku = new Map<string, OrderItem>();
  for (const line of order.line_items) {
    const existing = bySku.get(line.sku_id);
    if (existing) {
      existing.quantity += 1;
      continue;
    }
    bySku.set(line.sku_id, {
      externalItemId: line.id,
      productExternalId: line.product_id,
      variantExternalId: line.sku_id,
      sku: line.seller_sku,
      name: orderItemName(line.product_name, line.sku_name),
      quantity: 1,
      price: line.original_price ?? line.sale_price,
    });
  }
  return [...bySku.values()];
}

/** The order, with the seller's side of its money when its statement was read (`statement`). */
export function mapTiktokOrder(
  order: TiktokOrder,
  statement: TiktokOrderStatement | null = null,
): MarketplaceOrder {
  const address = order.recipient_address;
  const level = (l: string) => address?.district_info.find((d) => d.address_level === l)?.address_name ?? '';
  return {
    externalId: order.id,
    status: tiktokOrderStatus(order.status, order.is_buyer_request_cancel),
    platformStatus: order.status,
    buyerName: address?.name ?? '',
    buyerId: order.user_id ?? null,
    recipient: {
      name: address?.name ?? '',
      phone: address?.phone_number ?? '',
      address: address?.full_address ?? '',
      city: level('L2'),
      province: level('L1'),
      postalCode: address?.postal_code ?? '',
    },
    items: foldLineItems(order),
    money: tiktokOrderMoney(order.payment, statement),
    paymentMethod: order.payment_method_name,
    courier: order.shipping_provider,
    trackingNumber: order.tracking_number || null,
    createdAt: new Date(order.create_time * 1000),
    updatedAt: new Date((order.update_time || order.create_time) * 1000),
    paidAt: order.paid_time ? new Date(order.paid_time * 1000) : null,
  };
}
