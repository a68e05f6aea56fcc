import type { OrderStatusKey } from '@booster/contracts';
import type { MarketplaceOrder } from '@booster/marketplaces';

const DAY_MS = 86_400_000;

/** The platforms count an order late when it is not handed over within 2 days of payment. */
export const SHIP_WITHIN_MS = 2 * DAY_MS;

/** Statuses in which the seller still has to hand the parcel over. */
export const TO_SHIP_STATUSES: readonly OrderStatusKey[] = ['ready_to_ship', 'processed'];

/**
 * The buyer asked to cancel and the seller must answer. The adapters read the request in each
 * platform's own terms (Shopee IN_CANCEL, TikTok Shop `is_buyer_request_cancel`) into its own status.
 */
export function isCancelRequested(status: OrderStatusKey): boolean {
  return status === 'cancel_requested';
}

/** Ship-by deadline: payment (or placement) + 2 days while the order is still to be shipped. */
export function shipByOf(order: Pick<MarketplaceOrder, 'status' | 'paidAt' | 'createdAt'>): Date | null {
  if (!TO_SHIP_STATUSES.includes(order.status)) return null;
  return new Date((order.paidAt ?? order.createdAt).getTime() + SHIP_WITHIN_MS);
}

/** What the list search matches: order number, buyer, item names, SKUs and resi, lower case. */
export function searchTextOf(
  order: Pick<MarketplaceOrder, 'externalId' | 'buyerName' | 'items' | 'trackingNumber'>,
): string {
  return [
    order.externalId,
    order.buyerName,
    ...order.items.flatMap((item) => [item.name, item.sku]),
    order.trackingNumber ?? '',
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

export type OrderState = { status: OrderStatusKey; cancelRequested: boolean };

/** Why the seller is told about an order; the notification text and dedupe key follow from it. */
export type OrderAlert = 'new' | 'ready_to_ship' | 'cancel_requested' | 'cancelled' | 'returned';

/**
 * The alert an order change raises, if any. A cancellation request outranks the status it came
 * with; a first sighting of an unpaid order waits until it is paid.
 */
export function alertFor(previous: OrderState | null, current: OrderState): OrderAlert | null {
  if (current.cancelRequested && !previous?.cancelRequested) return 'cancel_requested';
  if (previous && previous.status === current.status) return null;
  if (current.status === 'cancelled' || current.status === 'returned') return current.status;
  if (current.status === 'ready_to_ship') return 'ready_to_ship';
  if (!previous && current.status !== 'unpaid') return 'new';
  return null;
}
