import { and, eq, type SQL, sql } from 'drizzle-orm';
import { notifications } from './tables.ts';

/** The spec's filter{type, marketplace, read, detail{shopname, orderStatus}}, flat. */
export type NotificationFilter = {
  type: string;
  marketplace?: string;
  read?: boolean;
  shopname?: string;
  orderStatus?: string;
};

export function filterWhere(accountId: string, f: NotificationFilter): SQL | undefined {
  return and(
    eq(notifications.accountId, accountId),
    eq(notifications.type, f.type),
    f.marketplace ? eq(notifications.marketplace, f.marketplace) : undefined,
    f.read === undefined ? undefined : eq(notifications.read, f.read),
    f.shopname ? sql`${notifications.detail}->>'shopname' = ${f.shopname}` : undefined,
    f.orderStatus ? sql`${notifications.detail}->>'orderStatus' = ${f.orderStatus}` : undefined,
  );
}
