import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdReference } from '../accounts/index.ts';

const tz = { withTimezone: true } as const;

export type NotificationDetail = {
  orderId?: string;
  orderItemId?: string;
  shopname?: string;
  orderStatus?: string;
};

/** Spec section 3 Notification, per account (sub-members see their parent's). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull().references(userIdReference, { onDelete: 'cascade' }),
    type: text('type').notNull().default('order'),
    /** A shop marketplace, or 'booster' for the product's own (payments). */
    marketplace: text('marketplace').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    detail: jsonb('detail').$type<NotificationDetail>(),
    /** Makes a notification about the same event idempotent (e.g. order id + status). */
    dedupeKey: text('dedupe_key'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_account_updated_idx').on(t.accountId, t.updatedAt),
    index('notifications_account_unread_idx').on(t.accountId).where(sql`${t.read} = false`),
    uniqueIndex('notifications_account_dedupe_key').on(t.accountId, t.dedupeKey),
  ],
);

/** Web Push subscriptions (VAPID) of logged-in non-admin users with an e-mail. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(userIdReference, { onDelete: 'cascade' }),
    /** The account whose notifications it receives (the parent for a sub-member). */
    accountId: uuid('account_id').notNull().references(userIdReference, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_account_idx').on(t.accountId),
  ],
);
