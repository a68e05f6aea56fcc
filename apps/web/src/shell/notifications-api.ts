import { ApiClientError, callPath } from '../lib/api-client.ts';
import { keysFor } from '../lib/query-keys.ts';

/**
 * The notification calls of spec 7. Their contracts arrive with the notifications issue; until the
 * server has them, a 404 means "no notifications yet".
 */
export type NotificationItem = {
  _id: string;
  read: boolean;
  updatedAt: string;
  title: string;
  description: string;
  icon?: string | null;
  marketplace: string;
  detail?: { orderId?: string; orderItemId?: string; shopname?: string } | null;
};

type NotificationPage = { docs: NotificationItem[]; totalDocs: number };

export const notificationKeys = keysFor('notifications');
/** Spec 9: the dropdown shows the first 5. */
export const DROPDOWN_LIMIT = 5;
/** The product's own marketplace key: its notifications are about payments. */
export const OWN_MARKETPLACE = 'booster';

const isMissing = (e: unknown) => e instanceof ApiClientError && e.statusCode === 404;

export async function getLatestNotifications(): Promise<NotificationItem[]> {
  try {
    const page = await callPath<NotificationPage>('GET', '/api/app/notification', {
      query: { page: 1, limit: DROPDOWN_LIMIT },
    });
    return page.docs ?? [];
  } catch (e) {
    if (isMissing(e)) return [];
    throw e;
  }
}

export async function getUnreadCount(): Promise<number> {
  try {
    const res = await callPath<{ count: number }>('GET', '/api/app/notification/unread-count');
    return res.count ?? 0;
  } catch (e) {
    if (isMissing(e)) return 0;
    throw e;
  }
}

export function markNotificationRead(id: string) {
  return callPath<unknown>('POST', '/api/app/notification/:id/read', { params: { id } });
}

export function markAllNotificationsRead() {
  return callPath<{ message: string }>('POST', '/api/app/notification/read-all');
}

/** Where a clicked notification leads (spec 2). */
export function notificationTarget(item: NotificationItem): string {
  if (item.marketplace === OWN_MARKETPLACE) return '/panel/payment-information';
  const id = item.marketplace === 'lazada' ? item.detail?.orderItemId : item.detail?.orderId;
  return id
    ? `/panel/order/mp/${item.marketplace}/${encodeURIComponent(id)}/detail`
    : `/panel/order/mp/${item.marketplace}`;
}
