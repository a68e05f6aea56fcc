import type { Notification } from '@booster/contracts';
import type { notifications } from './tables.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the API and the realtime 'notif' message show it (spec section 3). */
export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    read: row.read,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    icon: row.icon,
    marketplace: row.marketplace,
    detail: row.detail ?? null,
  };
}

/** The product's own marketplace key: its notifications are about payments. */
const OWN_MARKETPLACE = 'booster';

/**
 * The page a clicked push opens (spec section 2 click rule): the conversation for chat news, payment information for the
 * product's own, else the order detail, by order-item id on Lazada and by order id elsewhere.
 */
export function clickTarget(
  row: Pick<NotificationRow, 'marketplace' | 'detail'> & { type?: string },
): string {
  if (row.type === 'chat') {
    const id = row.detail?.conversationId;
    return id ? `/panel/chat?conversation=${encodeURIComponent(id)}` : '/panel/chat';
  }
  if (row.marketplace === OWN_MARKETPLACE) return '/panel/payment-information';
  const id = row.marketplace === 'lazada' ? row.detail?.orderItemId : row.detail?.orderId;
  return id
    ? `/panel/order/mp/${row.marketplace}/${encodeURIComponent(id)}/detail`
    : `/panel/order/mp/${row.marketplace}`;
}
