import { orderItemName } from '../../core/order-item.ts';
import type { MarketplaceOrder, OrderStatus } from '../../core/port.ts';
import type { ShopeeOrder, ShopeeOrderIncome } from '../schemas.ts';
import { shopeeOrderMoney } from './order-money.ts';

const STATUS: Record<string, OrderStatus> = {
  UNPAID: 'unpaid',
  INVOICE_PENDING: 'unpaid',
  READY_TO_SHIP: 'ready_to_ship',
  PROCESSED: 'processed',
  RETRY_SHIP: 'processed',
  SHIPPED: 'shipped',
  TO_CONFIRM_RECEIVE: 'shipped',
  COMPLETED: 'completed',
  IN_CANCEL: 'cancel_requested',
  CANCELLED: 'cancelled',
  TO_RETURN: 'returned',
};

export function shopeeOrderStatus(status: string): OrderStatus {
  return STATUS[status] ?? 'processed';
}

export function mapShopeeOrder(
  order: ShopeeOrder,
  trackingNumber: string | null = null,
  income: ShopeeOrderIncome | null = null,
): MarketplaceOrder {
  const address = order.recipient_address;
  return {
    externalId: order.order_sn,
    status: shopeeOrderStatus(order.order_status),
    platformStatus: order.order_status,
    buyerName: order.buyer_username,
    buyerId: order.buyer_user_id ?? null,
    recipient: {
      name: address?.name ?? '',
      phone: address?.phone ?? '',
      address: address?.full_address ?? '',
      city: address?.city ?? '',
      province: address?.state ?? '',
      postalCode: address?.zipcode ?? '',
    },
    items: order.item_list.map((item) => {
      const hasModel = item.model_id !== undefined && item.model_id !== '0';
      return {
        externalItemId: item.order_item_id ?? `${item.item_id}:${item.model_id ?? '0'}`,
        productExternalId: item.item_id,
        variantExternalId: hasModel ? (item.model_id ?? null) : null,
        sku: item.model_sku || item.item_sku,
        name: orderItemName(item.item_name, item.model_name),
        quantity: item.model_quantity_purchased,
        // The listed price: the breakdown's discounts are shown apart, the items add up to its subtotal.
        price: item.model_original_price ?? item.model_discounted_price ?? 0,
      };
    }),
    money: shopeeOrderMoney(order, income),
    paymentMethod: order.payment_method,
    courier: order.shipping_carrier,
    trackingNumber: trackingNumber || null,
    createdAt: new Date(order.create_time * 1000),
    updatedAt: new Date(order.update_time * 1000),
    paidAt: order.pay_time ? new Date(order.pay_time * 1000) : null,
  };
}
