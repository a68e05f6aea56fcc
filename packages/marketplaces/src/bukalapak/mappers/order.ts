import type { MarketplaceOrder, OrderStatus } from '../../core/port.ts';
import type { BukalapakTransaction } from '../schemas.ts';
import { bukalapakOrderMoney } from './order-money.ts';

const STATUS: Record<string, OrderStatus> = {
  pending: 'unpaid',
  paid: 'ready_to_ship',
  accepted: 'processed',
  delivered: 'shipped',
  received: 'completed',
  remitted: 'completed',
  rejected: 'cancelled',
  cancelled: 'cancelled',
  expired: 'cancelled',
  refunded: 'cancelled',
  returned: 'returned',
};

export function bukalapakOrderStatus(state: string): OrderStatus {
  return STATUS[state] ?? 'processed';
}

export function mapBukalapakTransaction(tx: BukalapakTransaction): MarketplaceOrder {
  const consignee = tx.delivery?.consignee;
  return {
    externalId: tx.id,
    status: bukalapakOrderStatus(tx.state),
    platformStatus: tx.state,
    buyerName: tx.buyer.name,
    recipient: {
      name: consignee?.name ?? '',
      phone: consignee?.phone ?? '',
      address: consignee?.address ?? '',
      city: consignee?.city ?? '',
      province: consignee?.province ?? '',
      postalCode: consignee?.post_code ?? '',
    },
    items: tx.items.map((item) => ({
      externalItemId: item.id,
      productExternalId: item.product.id,
      variantExternalId: item.stuff?.id ?? null,
      sku: item.stuff?.sku_name ?? '',
      name: item.product.name,
      quantity: item.quantity,
      price: item.price,
    })),
    money: bukalapakOrderMoney(tx),
    paymentMethod: tx.payment_method,
    courier: tx.delivery?.carrier ?? '',
    trackingNumber: tx.delivery?.tracking_number || null,
    createdAt: new Date(tx.created_at),
    updatedAt: new Date(tx.updated_at),
    paidAt: tx.paid_at ? new Date(tx.paid_at) : null,
  };
}
