import type { Marketplace } from '@booster/domain';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, escapeLike, withTransaction } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { externalVariantIdOf, type ListingRow, type VariantRow } from './listing-row.ts';
import { readListings } from './listing-source.ts';
import { createStockPusher } from './push-stocks.ts';
import { variantsWithListing } from './queries.ts';
import type { ListingsService } from './service.ts';
import { listings, listingVariants } from './tables.ts';

/** A listing variant as the stock module links and pushes it. */
export type VariantRef = {
  variantId: string;
  listingId: string;
  accountId: string;
  shopId: string;
  shopname: string;
  marketplace: Marketplace;
  externalProductId: string;
  /** Null when the listing has no variations. */
  externalVariantId: string | null;
  listingName: string;
  variantName: string;
  sku: string;
  stock: number;
  image: string | null;
};

/** Listing variants for the stock module: find them by id, SKU, search or platform ids, and push stock. */
export function createVariantsFacade(deps: { db: Db; shops: ShopsModule; listings: ListingsService }) {
  const { db } = deps;

  async function refs(where: SQL, limit?: number): Promise<VariantRef[]> {
    const query = variantsWithListing(db, { variant: listingVariants, listing: listings })
      .where(where)
      .orderBy(asc(listings.name), asc(listings.id), asc(listingVariants.position));
    const rows = limit ? await query.limit(limit) : await query;
    return withShopnames(rows);
  }

  async function withShopnames(rows: { variant: VariantRow; listing: ListingRow }[]): Promise<VariantRef[]> {
    const byAccount = new Map<string, Map<string, string>>();
    for (const accountId of new Set(rows.map((r) => r.listing.accountId))) {
      const shopIds = rows.filter((r) => r.listing.accountId === accountId).map((r) => r.listing.shopId);
      byAccount.set(accountId, await deps.listings.shopnames(accountId, shopIds));
    }
    return rows.map(({ variant, listing }) => ({
      variantId: variant.id,
      listingId: listing.id,
      accountId: listing.accountId,
      shopId: listing.shopId,
      shopname: byAccount.get(listing.accountId)?.get(listing.shopId) ?? '',
      marketplace: listing.marketplace,
      externalProductId: listing.externalId,
      externalVariantId: externalVariantIdOf(listing, variant),
      listingName: listing.name,
      variantName: variant.name,
      sku: variant.sku,
      stock: variant.stock,
      image: listing.images[0]?.url ?? null,
    }));
  }

  return {
    byIds(accountId: string, ids: readonly string[]): Promise<VariantRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return refs(
        and(eq(listingVariants.accountId, accountId), inArray(listingVariants.id, [...ids])) as SQL,
      );
    },

    /** Case-insensitive SKU match (the master SKU suggestions). */
    bySkus(accountId: string, skus: readonly string[]): Promise<VariantRef[]> {
      const wanted = [...new Set(skus.map((s) => s.trim().toLowerCase()).filter(Boolean))];
      if (wanted.length === 0) return Promise.resolve([]);
      return refs(
        and(
          eq(listingVariants.accountId, accountId),
          inArray(sql`lower(${listingVariants.sku})`, wanted),
        ) as SQL,
      );
    },

    search(accountId: string, query: { search?: string; marketplace?: Marketplace; limit: number }) {
      const pattern = query.search ? `%${escapeLike(query.search.trim().toLowerCase())}%` : null;
      return refs(
        and(
          eq(listingVariants.accountId, accountId),
          query.marketplace ? eq(listings.marketplace, query.marketplace) : undefined,
          pattern
            ? or(
                ilike(listings.searchText, pattern),
                ilike(listingVariants.sku, pattern),
                ilike(listingVariants.name, pattern),
              )
            : undefined,
        ) as SQL,
        query.limit,
      );
    },

    /** Whole listings with their variants (a master product copies them); 404 for an unknown id. */
    listingsWithVariants: (accountId: string, listingIds: string[]) =>
      readListings(db, accountId, listingIds),

    /**
     * The variant an order line names. Without a variant id (a product without variations) it is the
     * listing's only variant.
     */
    async byExternal(shopId: string, externalProductId: string, externalVariantId: string | null) {
      const rows = await refs(
        and(
          eq(listings.shopId, shopId),
          eq(listings.externalId, externalProductId),
          externalVariantId ? eq(listingVariants.externalId, externalVariantId) : undefined,
        ) as SQL,
      );
      if (externalVariantId) return rows[0] ?? null;
      return rows.length === 1 ? rows[0] : null;
    },

    /**
     * `byExternal` for many order lines of one account at once: each line's variant id (keyed
     * `shopId|productId|variantId`), the listing's only variant for a line without a variant id.
     */
    async idsByExternal(
      accountId: string,
      lines: readonly { shopId: string; productExternalId: string; variantExternalId: string | null }[],
    ): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      const shopIds = [...new Set(lines.map((l) => l.shopId))];
      const productIds = [...new Set(lines.map((l) => l.productExternalId))];
      if (lines.length === 0) return found;
      const rows = await variantsWithListing(db, {
        id: listingVariants.id,
        externalId: listingVariants.externalId,
        shopId: listings.shopId,
        productId: listings.externalId,
        listingId: listings.id,
      }).where(
        and(
          eq(listings.accountId, accountId),
          inArray(listings.shopId, shopIds),
          inArray(listings.externalId, productIds),
        ),
      );
      const byListing = new Map<string, typeof rows>();
      for (const r of rows) {
        const key = `${r.shopId}|${r.productId}`;
        byListing.set(key, [...(byListing.get(key) ?? []), r]);
      }
      for (const l of lines) {
        const variants = byListing.get(`${l.shopId}|${l.productExternalId}`) ?? [];
        const variant = l.variantExternalId
          ? variants.find((v) => v.externalId === l.variantExternalId)
          : variants.length === 1
            ? variants[0]
            : undefined;
        if (variant) found.set(`${l.shopId}|${l.productExternalId}|${l.variantExternalId ?? ''}`, variant.id);
      }
      return found;
    },

    /**
     * Sets the variant's stock on its platform, then stores it (and the listing's total). Throws the
     * AppError of the platform call (e.g. SHOP_DISCONNECTED, MARKETPLACE_UNAVAILABLE).
     */
    /** Many variants' stocks, batched per shop; per variant null or the failure (see push-stocks.ts). */
    pushStocks: createStockPusher(deps),

    async pushStock(variantId: string, quantity: number): Promise<void> {
      const [row] = await variantsWithListing(db, { variant: listingVariants, listing: listings })
        .where(eq(listingVariants.id, variantId))
        .limit(1);
      if (!row) throw notFound();
      const { listing, variant } = row;
      const shop = deps.listings.requireConnected(
        await deps.shops.service.owned(listing.accountId, listing.shopId),
      );
      await deps.shops.tokens.callShop(shop, (adapter, credentials) =>
        adapter.updateStock(credentials, {
          productId: listing.externalId,
          variantId: externalVariantIdOf(listing, variant),
          stock: quantity,
        }),
      );
      await withTransaction(db, async (tx) => {
        await tx
          .update(listingVariants)
          .set({ stock: quantity, updatedAt: new Date() })
          .where(eq(listingVariants.id, variantId));
        await tx
          .update(listings)
          .set({
            totalStock: sql`(select coalesce(sum(${listingVariants.stock}), 0) from ${listingVariants} where ${listingVariants.listingId} = ${listing.id})`,
          })
          .where(eq(listings.id, listing.id));
      });
    },
  };
}

export type VariantsFacade = ReturnType<typeof createVariantsFacade>;
