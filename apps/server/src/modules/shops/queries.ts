import type { Shop, ShopTab } from '@booster/contracts';
import { type Integration, MARKETPLACES, type Marketplace, pageMeta } from '@booster/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { containsText, type Executor, rowWhere } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ShopRow } from './credentials.ts';
import { type ShopCategory, shops } from './tables.ts';

export type ShopFilter = {
  search?: string;
  marketplace?: Marketplace[];
  /** The spec's 'product' is our 'app'. */
  appCategory?: 'app' | 'product' | 'chat';
  status?: 'connect' | 'disconnect';
};

function filterWhere(accountId: string, f: ShopFilter): SQL {
  const parts: SQL[] = [eq(shops.accountId, accountId)];
  if (f.search) parts.push(containsText(f.search, shops.shopName));
  if (f.marketplace?.length) parts.push(inArray(shops.marketplace, f.marketplace));
  if (f.appCategory) parts.push(eq(shops.appCategory, f.appCategory === 'chat' ? 'chat' : 'app'));
  if (f.status) parts.push(eq(shops.status, f.status));
  return and(...parts) as SQL;
}

export function toShop(row: ShopRow): Shop {
  return {
    _id: row.id,
    shopid: row.externalShopId,
    shopname: row.shopName,
    marketplace: row.marketplace,
    appCategory: row.appCategory,
    status: row.status,
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
    authorizedAt: row.authorizedAt?.toISOString() ?? null,
  };
}

/** One page of the account's shops: connected first, then newest first (spec section 3). */
export async function listShops(
  ex: Executor,
  accountId: string,
  f: ShopFilter & { page: number; limit: number },
) {
  const where = filterWhere(accountId, f);
  const [{ total }] = await ex.select({ total: count() }).from(shops).where(where);
  const rows = await ex
    .select()
    .from(shops)
    .where(where)
    .orderBy(asc(shops.status), desc(shops.createdAt), asc(shops.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  return { docs: rows.map(toShop), ...pageMeta(f.page, f.limit, total) };
}

export async function tabCounts(ex: Executor, accountId: string, f: ShopFilter): Promise<ShopTab> {
  const rows = await ex
    .select({
      marketplace: shops.marketplace,
      appCategory: shops.appCategory,
      status: shops.status,
      n: count(),
    })
    .from(shops)
    .where(filterWhere(accountId, f))
    .groupBy(shops.marketplace, shops.appCategory, shops.status);
  const tab: ShopTab = {
    total: 0,
    marketplace: Object.fromEntries(MARKETPLACES.map((m) => [m, 0])) as ShopTab['marketplace'],
    appCategory: { app: 0, chat: 0 },
    status: { connect: 0, disconnect: 0 },
  };
  for (const r of rows) {
    tab.total += r.n;
    tab.marketplace[r.marketplace] += r.n;
    tab.appCategory[r.appCategory] += r.n;
    tab.status[r.status] += r.n;
  }
  return tab;
}

/** The shop when it belongs to the account; 404 otherwise (another tenant's id included). */
export async function findOwnedShop(
  ex: Executor,
  accountId: string,
  id: string,
  lock = false,
): Promise<ShopRow> {
  const query = ex
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.accountId, accountId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function findByExternal(
  ex: Executor,
  marketplace: Marketplace,
  externalShopId: string,
  category: ShopCategory,
): Promise<ShopRow | null> {
  return rowWhere(ex, shops, { marketplace, externalShopId, appCategory: category });
}

/** Integrations of the account (`user.marketplaces`), oldest first. */
export async function integrationsOf(ex: Executor, accountId: string): Promise<Integration[]> {
  return ex
    .select({ marketplace: shops.marketplace, appCategory: shops.appCategory })
    .from(shops)
    .where(eq(shops.accountId, accountId))
    .orderBy(asc(shops.createdAt));
}

/** Accounts in use: product accounts per marketplace and chat accounts of every marketplace. */
export async function usageOf(ex: Executor, accountId: string) {
  const rows = await ex
    .select({ marketplace: shops.marketplace, appCategory: shops.appCategory, n: count() })
    .from(shops)
    .where(eq(shops.accountId, accountId))
    .groupBy(shops.marketplace, shops.appCategory);
  const product = Object.fromEntries(MARKETPLACES.map((m) => [m, 0])) as Record<Marketplace, number>;
  let chat = 0;
  for (const r of rows) {
    if (r.appCategory === 'chat') chat += r.n;
    else product[r.marketplace] += r.n;
  }
  return { product, chat };
}

/** Serialises connections of one account so two tabs cannot both take the last free slot. */
export async function lockAccount(ex: Executor, accountId: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shops:${accountId}`}, 0))`);
}
