/**
 * One order status model for every platform (issue 5): adapters map the platform's own status onto it
 * and keep that text beside it; the contracts, the stock arithmetic and the adapters all read this list.
 * `cancel_requested`: the buyer asked to cancel and the seller has not answered yet (Shopee IN_CANCEL,
 * TikTok Shop/Tokopedia `is_buyer_request_cancel`); the order is still a sale and still holds its stock
 * until the platform cancels it.
 */
export const ORDER_STATUSES = [
  'unpaid',
  'ready_to_ship',
  'processed',
  'shipped',
  'completed',
  'cancel_requested',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
