import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import { containsText, type Db } from '../../platform/db/index.ts';
import { toShop } from './queries.ts';
import { type ShopStatus, shops } from './tables.ts';

/** Read-only questions the admin area asks about shops across accounts. */
export function createShopAdminQueries(db: Db) {
  return {
    /** Accounts owning a shop whose name matches (the admin's member search; `shops_shop_name_trgm_idx`), at most `limit`. */
    async accountIdsByShopName(search: string, limit = 200): Promise<string[]> {
      const rows = await db
        .selectDistinct({ accountId: shops.accountId })
        .from(shops)
        .where(containsText(search, shops.shopName))
        .limit(limit);
      return rows.map((r) => r.accountId);
    },

    /** Every shop of one account, connected first (a member has tens, not thousands). */
    async shopsOf(accountId: string) {
      const rows = await db
        .select()
        .from(shops)
        .where(eq(shops.accountId, accountId))
        .orderBy(asc(shops.status), desc(shops.createdAt));
      return rows.map(toShop);
    },

    /** Connected and disconnected shops per marketplace, over every account. */
    async countsByMarketplace() {
      const rows = await db
        .select({ marketplace: shops.marketplace, status: shops.status, n: count() })
        .from(shops)
        .groupBy(shops.marketplace, shops.status);
      const counts = Object.fromEntries(
        MARKETPLACES.map((m) => [m, { connect: 0, disconnect: 0 }]),
      ) as Record<Marketplace, Record<ShopStatus, number>>;
      for (const r of rows) counts[r.marketplace][r.status] += r.n;
      return counts;
    },
  };
}
