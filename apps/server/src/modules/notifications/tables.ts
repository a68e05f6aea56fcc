import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamps } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';

export type NotificationDetail = {
  orderId?: string;
  orderItemId?: string;
  shopname?: string;
  orderStatus?: string;
  /** A chat notification's conversation (Booster id): the page a click opens. */
  conversationId?: string;
};

/** Spec section 3 Notification, per account (sub-members see their parent's). */
export const notifications = Pg.pgTable(
  'notifications',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    type: Pg.text('type').notNull().default('order'),
    /** A shop marketplace, or 'booster' for the product's own (payments). */
    marketplace: Pg.text('marketplace').notNull(),
    title: Pg.text('title').notNull(),
    description: Pg.text('description').notNull(),
    icon: Pg.text('icon'),
    detail: Pg.jsonb('detail').$type<NotificationDetail>(),
    /** Makes a notification about the same event idempotent (e.g. order id + status). */
    dedupeKey: Pg.text('dedupe_key'),
    read: Pg.boolean('read').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // One index per filter of the list, each in its newest-first sort (updated_at, id), so a page
    // is an index walk that stops after `limit` rows; the other filters are checked on that walk.
    Pg.index('notifications_list_idx').on(t.accountId, t.type, t.updatedAt, t.id),
    Pg.index('notifications_list_unread_idx')
      .on(t.accountId, t.type, t.updatedAt, t.id)
      .where(sql`${t.read} = false`),
    Pg.index('notifications_list_marketplace_idx').on(t.accountId, t.type, t.marketplace, t.updatedAt, t.id),
    Pg.index('notifications_list_shopname_idx').on(
      t.accountId,
      t.type,
      sql`(${t.detail}->>'shopname')`,
      t.updatedAt,
      t.id,
    ),
    Pg.index('notifications_list_order_status_idx').on(
      t.accountId,
      t.type,
      sql`(${t.detail}->>'orderStatus')`,
      t.updatedAt,
      t.id,
    ),
    Pg.index('notifications_account_unread_idx').on(t.accountId).where(sql`${t.read} = false`),
    Pg.uniqueIndex('notifications_account_dedupe_key').on(t.accountId, t.dedupeKey),
  ],
);

/** Web Push subscriptions (VAPID) of logged-in non-admin users with an e-mail. */
export const pushSubscriptions = Pg.pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    userId: belongsTo('user_id', userIdReference),
    /** The account whose notifications it receives (the parent for a sub-member). */
    accountId: accountIdColumn(),
    endpoint: Pg.text('endpoint').notNull(),
    p256dh: Pg.text('p256dh').notNull(),
    auth: Pg.text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    Pg.index('push_subscriptions_account_idx').on(t.accountId),
  ],
);
