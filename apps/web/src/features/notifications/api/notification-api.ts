import type { Notification } from '@booster/contracts';
import { notificationRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const notificationKeys = keysFor('notifications');
export const unreadCountKey = notificationKeys.custom('unread-count');

/** Spec 9: the dropdown shows the first 5; the page lists 10 at a time. */
export const DROPDOWN_LIMIT = 5;
export const PAGE_LIMIT = 10;

/** The page's filters (spec 3 filter{marketplace, read, detail{shopname, orderStatus}}); empty means any. */
export type NotificationFilters = {
  marketplace?: string;
  read?: boolean;
  shopname?: string;
  orderStatus?: string;
};

/** `cursor`: the previous page's `nextCursor`, to seek to `page` (lib/page-cursors.ts). */
export function notificationListQueryOptions(
  page: number,
  limit: number,
  filters: NotificationFilters = {},
  cursor?: string,
) {
  const query = {
    page,
    cursor,
    limit,
    marketplace: filters.marketplace,
    read: filters.read === undefined ? undefined : filters.read ? ('true' as const) : ('false' as const),
    shopname: filters.shopname,
    orderStatus: filters.orderStatus,
  };
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => callApi(notificationRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => callApi(notificationRoutes.unreadCount, { signal }),
    select: (res) => res.count,
  });
}

export function markNotificationRead(id: Notification['_id']) {
  return callApi(notificationRoutes.read, { params: { id } });
}

export function markAllNotificationsRead() {
  return callApi(notificationRoutes.readAll);
}
