import type { ItemFailure, OrderStatusKey } from '@booster/contracts';
import type { Marketplace, OrderMoney } from '@booster/domain';
import { type AnyColumn, sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamps, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { shopIdColumn, shopKey } from '../shops/schema-refs.ts';

/** The ship-by sort key: orders without a ship-by sort last, and a page cursor never holds a NULL. */
export const shipByKey = (shipBy: AnyColumn) => sql`coalesce(${shipBy}, 'infinity'::timestamptz)`;

export type OrderRecipient = {
  name: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
};

/**
 * Orders of every connected shop, one row per shop + platform order id. `status` is the unified
 * model, `platform_status` the platform's own text. `search_text` (order number, buyer, product
 * names, SKUs, tracking number; lower case) is trigram-indexed for the list search.
 */
export const orders = Pg.pgTable(
  'orders',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    externalId: Pg.text('external_id').notNull(),
    status: Pg.text('status').$type<OrderStatusKey>().notNull(),
    platformStatus: Pg.text('platform_status').notNull(),
    buyerName: Pg.text('buyer_name').notNull().default(''),
    /** The platform's id of the buyer (the one its chat names them by); null where the platform gives none. */
    buyerId: Pg.text('buyer_id'),
    recipient: Pg.jsonb('recipient').$type<OrderRecipient>().notNull(),
    /** What the buyer paid (`money.totalPaid`): list sort and revenue, comparable across marketplaces. */
    totalAmount: Pg.bigint('total_amount', { mode: 'number' }).notNull().default(0),
    /** Shipping the buyer paid. */
    shippingFee: Pg.bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    /** Every amount the platform reports (`OrderMoney` of @booster/domain); it always adds up. */
    money: Pg.jsonb('money').$type<OrderMoney>().notNull(),
    paymentMethod: Pg.text('payment_method').notNull().default(''),
    courier: Pg.text('courier').notNull().default(''),
    trackingNumber: Pg.text('tracking_number'),
    note: Pg.text('note').notNull().default(''),
    cancelRequested: Pg.boolean('cancel_requested').notNull().default(false),
    searchText: Pg.text('search_text').notNull().default(''),
    placedAt: Pg.timestamp('placed_at', tz).notNull(),
    paidAt: Pg.timestamp('paid_at', tz),
    shipBy: Pg.timestamp('ship_by', tz),
    platformUpdatedAt: Pg.timestamp('platform_updated_at', tz).notNull(),
    syncedAt: Pg.timestamp('synced_at', tz).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('orders_shop_external_key').on(t.shopId, t.externalId),
    Pg.index('orders_account_marketplace_placed_idx').on(t.accountId, t.marketplace, t.placedAt, t.id),
    // Ends in id so a status tab's page is an index walk in the list's own (placed_at, id) order.
    Pg.index('orders_account_marketplace_status_placed_id_idx').on(
      t.accountId,
      t.marketplace,
      t.status,
      t.placedAt,
      t.id,
    ),
    Pg.index('orders_account_status_ship_by_idx').on(t.accountId, t.status, t.shipBy),
    // The list's other sorts, each `(key, id)` so a page is an index walk and a cursor a seek.
    Pg.index('orders_account_marketplace_total_id_idx').on(t.accountId, t.marketplace, t.totalAmount, t.id),
    Pg.index('orders_account_marketplace_ship_by_key_id_idx').on(
      t.accountId,
      t.marketplace,
      shipByKey(t.shipBy),
      t.id,
    ),
    Pg.index('orders_account_marketplace_status_ship_by_key_id_idx').on(
      t.accountId,
      t.marketplace,
      t.status,
      shipByKey(t.shipBy),
      t.id,
    ),
    // The chat's "orders of this buyer" and the reminders' "did the buyer order since".
    Pg.index('orders_shop_buyer_placed_idx').on(t.shopId, t.buyerId, t.placedAt),
    // A short pending list (256 kB, not 4 MB): rows written since the last merge are scanned unsorted
    // by every search, and a write burst (an import, a webhook storm) left thousands of them there.
    Pg.index('orders_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
  ],
);

/**
 * Orders per account, marketplace, shop, status and Jakarta day of `placed_at`, kept exact by the
 * statement triggers of migration 0009 in the same transaction as every insert, update and delete of an
 * order. The list's date filters are whole Jakarta days (an alias runs from a Jakarta midnight up to now),
 * so totals and tab counts without a search are sums over these rows instead of counts over orders.
 */
export const orderCounts = Pg.pgTable(
  'order_counts',
  {
    accountId: Pg.uuid('account_id').notNull(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    shopId: Pg.uuid('shop_id').notNull(),
    status: Pg.text('status').$type<OrderStatusKey>().notNull(),
    day: Pg.date('day', { mode: 'string' }).notNull(),
    /**
     * One of 16 rows per key, by the order's id (migration 0049): orders of one shop
     * stored at once (a flash sale, a burst of webhooks) update different rows instead of queueing on
     * one row's lock until each storing transaction ends. Readers sum over the slots.
     */
    slot: Pg.smallint('slot').notNull().default(0),
    n: Pg.bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    Pg.primaryKey({ columns: [t.accountId, t.marketplace, t.status, t.day, t.shopId, t.slot] }),
    // The admin dashboard's orders per day over every account.
    Pg.index('order_counts_day_idx').on(t.day),
  ],
);

export const orderItems = Pg.pgTable(
  'order_items',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    externalItemId: Pg.text('external_item_id').notNull(),
    productExternalId: Pg.text('product_external_id').notNull(),
    variantExternalId: Pg.text('variant_external_id'),
    sku: Pg.text('sku').notNull().default(''),
    name: Pg.text('name').notNull(),
    image: Pg.text('image'),
    quantity: Pg.integer('quantity').notNull(),
    price: Pg.bigint('price', { mode: 'number' }).notNull(),
    position: Pg.integer('position').notNull().default(0),
  },
  (t) => [
    Pg.uniqueIndex('order_items_order_external_key').on(t.orderId, t.externalItemId),
    Pg.index('order_items_account_external_item_idx').on(t.accountId, t.externalItemId),
  ],
);

/** Every status an order was seen in (the detail's timeline). */
export const orderStatusHistory = Pg.pgTable(
  'order_status_history',
  {
    id: Pg.bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    status: Pg.text('status').$type<OrderStatusKey>().notNull(),
    platformStatus: Pg.text('platform_status').notNull(),
    at: Pg.timestamp('at', tz).notNull(),
  },
  (t) => [Pg.index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** A bulk label print: every order's shipping document merged into one PDF kept in storage. */
export const labelBatches = Pg.pgTable(
  'label_batches',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    orderIds: Pg.jsonb('order_ids').$type<string[]>().notNull(),
    layout: Pg.text('layout').$type<'a6' | 'a4'>().notNull(),
    pickingList: Pg.boolean('picking_list').notNull().default(true),
    status: Pg.text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    done: Pg.integer('done').notNull().default(0),
    failures: Pg.jsonb('failures')
      // `failure`: code + params, rendered in the reader's language; `reason`: text of batches before codes.
      .$type<{ orderId: string; orderNumber: string; failure?: ItemFailure; reason?: string }[]>()
      .notNull()
      .default([]),
    fileKey: Pg.text('file_key'),
    ...timestamps(),
  },
  (t) => [Pg.index('label_batches_account_created_idx').on(t.accountId, t.createdAt)],
);

/**
 * Where each shop's order reconciliation got to: the next run lists orders updated since
 * `reconciledUntil`. A shop without a row has never been reconciled (the job takes it first).
 */
export const orderReconciliations = Pg.pgTable('order_reconciliations', {
  shopId: Pg.uuid('shop_id').primaryKey().references(shopKey, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  reconciledUntil: Pg.timestamp('reconciled_until', tz).notNull(),
  updatedAt: updatedAt(),
});
