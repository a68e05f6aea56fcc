import type { Marketplace } from '@booster/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';

export type ShopCategory = 'app' | 'chat';
export type ShopStatus = 'connect' | 'disconnect';

/**
 * Connected marketplace accounts. A shop is connected once per category across every Booster
 * account (unique marketplace + shop + category). Tokens are AES-256-GCM sealed (platform/crypto).
 */
export const shops = pgTable(
  'shops',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    appCategory: text('app_category').$type<ShopCategory>().notNull(),
    externalShopId: text('external_shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    status: text('status').$type<ShopStatus>().notNull().default('connect'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    accessExpiresAt: timestamp('access_expires_at', tz),
    refreshExpiresAt: timestamp('refresh_expires_at', tz),
    /** When the refresh job should renew the access token (domain `refreshDueAt`). */
    refreshDueAt: timestamp('refresh_due_at', tz),
    /** Platform extras such as TikTok's shop_cipher (not secret). */
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    authorizedAt: timestamp('authorized_at', tz),
    productCount: integer('product_count'),
    disconnectReason: text('disconnect_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shops_marketplace_shop_category_key').on(t.marketplace, t.externalShopId, t.appCategory),
    index('shops_account_id_status_created_at_idx').on(t.accountId, t.status, t.createdAt),
    index('shops_refresh_due_at_idx').on(t.refreshDueAt).where(sql`${t.status} = 'connect'`),
    // The admin's member search finds owners by a part of a shop's name, over every account's shops.
    index('shops_shop_name_trgm_idx').using('gin', sql`${t.shopName} gin_trgm_ops`),
    check('shops_app_category_known', sql`${t.appCategory} in ('app', 'chat')`),
    check('shops_status_known', sql`${t.status} in ('connect', 'disconnect')`),
    check(
      'shops_marketplace_known',
      sql`${t.marketplace} in ('shopee', 'tokopedia', 'lazada', 'tiktok', 'bukalapak')`,
    ),
  ],
);

/** Progress of a shop's product import (issue 4 stores the products themselves). */
export const shopImports = pgTable('shop_imports', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
  imported: integer('imported').notNull().default(0),
  total: integer('total'),
  error: text('error'),
  startedAt: timestamp('started_at', tz),
  finishedAt: timestamp('finished_at', tz),
  updatedAt: updatedAt(),
});

/**
 * Tokopedia connections handled by hand (spec section 2): the seller asks, an admin confirms.
 * A chat request names the connected Tokopedia product shop it is for.
 */
export const tokopediaRequests = pgTable(
  'tokopedia_requests',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    appCategory: text('app_category').$type<ShopCategory>().notNull(),
    shopName: text('shop_name').notNull(),
    /** Normalised shop link: host and path, lower case, no scheme or trailing slash. */
    shopDomain: text('shop_domain').notNull(),
    status: text('status').$type<'processing' | 'connect'>().notNull().default('processing'),
    sourceShopId: uuid('source_shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', tz),
  },
  (t) => [
    index('tokopedia_requests_status_created_at_idx').on(t.status, t.createdAt),
    index('tokopedia_requests_account_id_idx').on(t.accountId),
    index('tokopedia_requests_shop_domain_idx').on(t.shopDomain),
    check('tokopedia_requests_status_known', sql`${t.status} in ('processing', 'connect')`),
  ],
);

/** Verified platform pushes, stored once per (marketplace, shop, platform event id). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    shopId: text('shop_id').notNull(),
    externalEventId: text('external_event_id').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id'),
    occurredAt: timestamp('occurred_at', tz).notNull(),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
    /** When a worker handed the event to its subscribers' queues; null while it waits. */
    dispatchedAt: timestamp('dispatched_at', tz),
  },
  (t) => [
    uniqueIndex('webhook_events_marketplace_shop_event_key').on(t.marketplace, t.shopId, t.externalEventId),
    index('webhook_events_waiting_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);
