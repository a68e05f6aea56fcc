import type { Marketplace } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';

export type ShopCategory = 'app' | 'chat';
export type ShopStatus = 'connect' | 'disconnect';

/**
 * Connected marketplace accounts. A shop is connected once per category across every Booster
 * account (unique marketplace + shop + category). Tokens are AES-256-GCM sealed (platform/crypto).
 */
export const shops = Pg.pgTable(
  'shops',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    appCategory: Pg.text('app_category').$type<ShopCategory>().notNull(),
    externalShopId: Pg.text('external_shop_id').notNull(),
    shopName: Pg.text('shop_name').notNull(),
    status: Pg.text('status').$type<ShopStatus>().notNull().default('connect'),
    accessTokenEnc: Pg.text('access_token_enc'),
    refreshTokenEnc: Pg.text('refresh_token_enc'),
    accessExpiresAt: Pg.timestamp('access_expires_at', tz),
    refreshExpiresAt: Pg.timestamp('refresh_expires_at', tz),
    /** When the refresh job should renew the access token (domain `refreshDueAt`). */
    refreshDueAt: Pg.timestamp('refresh_due_at', tz),
    /** Platform extras such as TikTok's shop_cipher (not secret). */
    extra: Pg.jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    authorizedAt: Pg.timestamp('authorized_at', tz),
    productCount: Pg.integer('product_count'),
    disconnectReason: Pg.text('disconnect_reason'),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('shops_marketplace_shop_category_key').on(t.marketplace, t.externalShopId, t.appCategory),
    Pg.index('shops_account_id_status_created_at_idx').on(t.accountId, t.status, t.createdAt),
    Pg.index('shops_refresh_due_at_idx').on(t.refreshDueAt).where(sql`${t.status} = 'connect'`),
    // The admin's member search finds owners by a part of a shop's name, over every account's shops.
    Pg.index('shops_shop_name_trgm_idx').using('gin', sql`${t.shopName} gin_trgm_ops`),
    Pg.check('shops_app_category_known', sql`${t.appCategory} in ('app', 'chat')`),
    Pg.check('shops_status_known', sql`${t.status} in ('connect', 'disconnect')`),
    Pg.check(
      'shops_marketplace_known',
      sql`${t.marketplace} in ('shopee', 'tokopedia', 'lazada', 'tiktok', 'bukalapak')`,
    ),
  ],
);

/** Progress of a shop's product import (issue 4 stores the products themselves). */
export const shopImports = Pg.pgTable('shop_imports', {
  shopId: Pg.uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  status: Pg.text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
  imported: Pg.integer('imported').notNull().default(0),
  total: Pg.integer('total'),
  error: Pg.text('error'),
  startedAt: Pg.timestamp('started_at', tz),
  finishedAt: Pg.timestamp('finished_at', tz),
  updatedAt: updatedAt(),
});

/**
 * Tokopedia connections handled by hand (spec section 2): the seller asks, an admin confirms.
 * A chat request names the connected Tokopedia product shop it is for.
 */
export const tokopediaRequests = Pg.pgTable(
  'tokopedia_requests',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    appCategory: Pg.text('app_category').$type<ShopCategory>().notNull(),
    shopName: Pg.text('shop_name').notNull(),
    /** Normalised shop link: host and path, lower case, no scheme or trailing slash. */
    shopDomain: Pg.text('shop_domain').notNull(),
    status: Pg.text('status').$type<'processing' | 'connect'>().notNull().default('processing'),
    sourceShopId: Pg.uuid('source_shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    shopId: Pg.uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    confirmedBy: Pg.uuid('confirmed_by').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: Pg.timestamp('confirmed_at', tz),
  },
  (t) => [
    Pg.index('tokopedia_requests_status_created_at_idx').on(t.status, t.createdAt),
    Pg.index('tokopedia_requests_account_id_idx').on(t.accountId),
    Pg.index('tokopedia_requests_shop_domain_idx').on(t.shopDomain),
    Pg.check('tokopedia_requests_status_known', sql`${t.status} in ('processing', 'connect')`),
  ],
);

/** Verified platform pushes, stored once per (marketplace, shop, platform event id). */
export const webhookEvents = Pg.pgTable(
  'webhook_events',
  {
    id: Pg.bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    shopId: Pg.text('shop_id').notNull(),
    externalEventId: Pg.text('external_event_id').notNull(),
    kind: Pg.text('kind').notNull(),
    subjectId: Pg.text('subject_id'),
    occurredAt: Pg.timestamp('occurred_at', tz).notNull(),
    rawBody: Pg.text('raw_body').notNull(),
    receivedAt: Pg.timestamp('received_at', tz).notNull().defaultNow(),
    /** When a worker handed the event to its subscribers' queues; null while it waits. */
    dispatchedAt: Pg.timestamp('dispatched_at', tz),
  },
  (t) => [
    Pg.uniqueIndex('webhook_events_marketplace_shop_event_key').on(
      t.marketplace,
      t.shopId,
      t.externalEventId,
    ),
    Pg.index('webhook_events_waiting_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);
