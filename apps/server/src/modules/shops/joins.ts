// What other modules may read of the shops table in their own SQL, as read-only subqueries to join by id.
// The table itself stays the shops module's (docs/decisions/007-module-owned-tables.md); PostgreSQL folds
// these subqueries into the outer query, so a join through them costs the same as a join on the table.
import { and, eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { shops } from './tables.ts';

const query = new QueryBuilder();

/** Every shop's name and marketplace: `.innerJoin(shopNames, eq(shopNames.id, orders.shopId))`. */
export const shopNames = query
  .select({ id: shops.id, shopName: shops.shopName, marketplace: shops.marketplace })
  .from(shops)
  .as('shop_names');

/** Connected product (app) integrations, the shops whose orders and products Booster syncs. */
export const connectedAppShops = query
  .select({ id: shops.id, marketplace: shops.marketplace })
  .from(shops)
  .where(and(eq(shops.status, 'connect'), eq(shops.appCategory, 'app')))
  .as('connected_app_shops');

/** Connected chat integrations, the shops whose conversations the chat inbox keeps. */
export const connectedChatShops = query
  .select({ id: shops.id, marketplace: shops.marketplace, accountId: shops.accountId })
  .from(shops)
  .where(and(eq(shops.status, 'connect'), eq(shops.appCategory, 'chat')))
  .as('connected_chat_shops');

/** Who a shop is: its owner, marketplace, category, platform shop id and status. */
const identity = {
  id: shops.id,
  accountId: shops.accountId,
  marketplace: shops.marketplace,
  appCategory: shops.appCategory,
  externalShopId: shops.externalShopId,
  status: shops.status,
};

/**
 * Every shop with its owner, category and platform shop id: the chat settings find a chat shop of the
 * account, and the chat shop of an order's product shop (same marketplace and platform shop id).
 */
export const shopIdentities = query
  .select({ ...identity, shopName: shops.shopName })
  .from(shops)
  .as('shop_identities');

/** The same rows once more, to pair two shops of one platform shop in one query (a product shop and its chat shop). */
export const pairedShopIdentities = query.select(identity).from(shops).as('paired_shop_identities');
