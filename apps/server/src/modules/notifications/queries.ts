import { cappedPageMeta, countCapFor } from '@booster/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { cappedCount, type Executor } from '../../platform/db/index.ts';
import { encodeCursor, type SortKey, sortValueText, whereAfterCursor } from '../../platform/db/keyset.ts';
import { notifications } from './tables.ts';
import { toNotification } from './view.ts';

/** The spec's filter{type, marketplace, read, detail{shopname, orderStatus}}, flat. */
export type NotificationFilter = {
  type: string;
  marketplace?: string;
  read?: boolean;
  shopname?: string;
  orderStatus?: string;
};

export type NotificationPage = { page: number; limit: number; cursor?: string; exactTotal?: boolean };

export function filterWhere(accountId: string, f: NotificationFilter): SQL {
  return and(
    eq(notifications.accountId, accountId),
    eq(notifications.type, f.type),
    f.marketplace ? eq(notifications.marketplace, f.marketplace) : undefined,
    f.read === undefined ? undefined : eq(notifications.read, f.read),
    f.shopname ? sql`(${notifications.detail}->>'shopname') = ${f.shopname}` : undefined,
    f.orderStatus ? sql`(${notifications.detail}->>'orderStatus') = ${f.orderStatus}` : undefined,
  ) as SQL;
}

/** Newest first; `id` breaks ties so the order is stable for page numbers and cursors alike. */
const NEWEST: SortKey = { column: notifications.updatedAt, direction: 'desc', cast: 'timestamptz' };

/**
 * One page of notifications, newest first, walked through the index of its filter (see tables.ts).
 * With a cursor (the previous page's `nextCursor`) it seeks past that row; without, it skips
 * `(page - 1) * limit` rows of the same index walk. The total is counted through the same index as
 * far as the page buttons need (`countCapFor`; `totalCapped`), or all of it with `exactTotal`.
 */
export async function listNotifications(
  ex: Executor,
  accountId: string,
  q: NotificationFilter & NotificationPage,
) {
  const where = filterWhere(accountId, q);
  const cap = q.exactTotal ? null : countCapFor(q.page, q.limit);
  const [found, total] = await Promise.all([
    ex
      .select({ row: notifications, sortValue: sortValueText(NEWEST) })
      .from(notifications)
      .where(whereAfterCursor(where, NEWEST, notifications.id, q.cursor))
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(q.limit + 1)
      .offset(q.cursor ? 0 : (q.page - 1) * q.limit),
    cappedCount(ex, notifications, where, cap),
  ]);
  const rows = found.slice(0, q.limit);
  const last = rows.at(-1);
  return {
    docs: rows.map((r) => toNotification(r.row)),
    ...cappedPageMeta(q.page, q.limit, total, cap),
    nextCursor: found.length > q.limit && last ? encodeCursor(last.sortValue, last.row.id) : null,
  };
}
