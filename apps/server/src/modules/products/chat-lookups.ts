import type { ChatProduct } from '@booster/contracts';
import { and, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { type Executor, escapeLike } from '../../platform/db/index.ts';
import { listings } from './tables.ts';

const columns = {
  _id: listings.id,
  shopId: listings.shopId,
  externalId: listings.externalId,
  name: listings.name,
  images: listings.images,
  minPrice: listings.minPrice,
};

type Row = {
  _id: string;
  shopId: string;
  externalId: string;
  name: string;
  images: { url: string }[];
  minPrice: number;
};

const toChatProduct = (r: Row): ChatProduct & { shopId: string } => ({
  _id: r._id,
  shopId: r.shopId,
  externalId: r.externalId,
  name: r.name,
  image: r.images[0]?.url ?? null,
  price: r.minPrice,
});

/**
 * Listings of one shop for the chat module (the product-card picker and product cards in the
 * history). Every read is scoped to the account.
 */
export function createChatProductLookups(db: Executor) {
  /** The account's listings in one shop that also meet `where`. */
  const inShop = (accountId: string, shopId: string, where: SQL | undefined) =>
    db
      .select(columns)
      .from(listings)
      .where(and(eq(listings.accountId, accountId), eq(listings.shopId, shopId), where));

  return {
    /** Live listings first updated most recently; `search` as the product list's search. */
    async ofShop(accountId: string, shopId: string, q: { search?: string; limit: number }) {
      const rows = await inShop(
        accountId,
        shopId,
        and(
          eq(listings.status, 'live'),
          q.search ? like(listings.searchText, `%${escapeLike(q.search.toLowerCase())}%`) : undefined,
        ),
      )
        .orderBy(desc(listings.updatedAt), desc(listings.id))
        .limit(q.limit);
      return rows.map(toChatProduct);
    },

    async byIds(accountId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(listings)
        .where(and(eq(listings.accountId, accountId), inArray(listings.id, [...ids])));
      return rows.map(toChatProduct);
    },

    async byExternalIds(accountId: string, shopId: string, externalIds: readonly string[]) {
      if (externalIds.length === 0) return [];
      const rows = await inShop(accountId, shopId, inArray(listings.externalId, [...externalIds]));
      return rows.map(toChatProduct);
    },
  };
}

export type ChatProductLookups = ReturnType<typeof createChatProductLookups>;
