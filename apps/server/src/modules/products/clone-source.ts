import type { MarketplaceProduct } from '@booster/marketplaces';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ShopRow } from '../shops/index.ts';
import type { ListingRow } from './listing-row.ts';
import { storeProducts } from './store.ts';
import { listings, listingVariants } from './tables.ts';

/** A listing as the clone module copies it: the whole product with its variants. */
export type CloneSourceListing = Pick<
  ListingRow,
  | 'id'
  | 'externalId'
  | 'name'
  | 'description'
  | 'categoryId'
  | 'attributes'
  | 'images'
  | 'weightGrams'
  | 'dimensions'
  | 'condition'
  | 'tiers'
  | 'minPrice'
  | 'maxPrice'
> & {
  variants: { id: string; sku: string; options: string[]; price: number; stock: number }[];
};

/** A copy stored in the destination shop: our ids of the listing and of its variants. */
export type StoredCopy = {
  listingId: string;
  variants: { id: string; sku: string; options: string[] }[];
};

/**
 * What the clone module (issue 16) reads and writes of listings: a shop's products to copy and the
 * copy the destination platform answered, stored like any imported product.
 */
export function createCloneSource(db: Db) {
  async function variantsOf(accountId: string, listingIds: string[]) {
    if (listingIds.length === 0) return [];
    return db
      .select({
        id: listingVariants.id,
        listingId: listingVariants.listingId,
        sku: listingVariants.sku,
        options: listingVariants.options,
        price: listingVariants.price,
        stock: listingVariants.stock,
      })
      .from(listingVariants)
      .where(and(eq(listingVariants.accountId, accountId), inArray(listingVariants.listingId, listingIds)))
      .orderBy(asc(listingVariants.listingId), asc(listingVariants.position));
  }

  return {
    /**
     * The shop's products that still exist on the platform (archived ones are left out), or the named
     * ones; a named id that is not a product of this shop answers 404.
     */
    async shopListings(accountId: string, shopId: string, ids?: readonly string[]) {
      const unique = ids ? [...new Set(ids)] : undefined;
      const rows = await db
        .select({
          id: listings.id,
          externalId: listings.externalId,
          name: listings.name,
          description: listings.description,
          categoryId: listings.categoryId,
          attributes: listings.attributes,
          images: listings.images,
          weightGrams: listings.weightGrams,
          dimensions: listings.dimensions,
          condition: listings.condition,
          tiers: listings.tiers,
          minPrice: listings.minPrice,
          maxPrice: listings.maxPrice,
        })
        .from(listings)
        .where(
          and(
            eq(listings.accountId, accountId),
            eq(listings.shopId, shopId),
            ne(listings.status, 'archived'),
            unique ? inArray(listings.id, unique) : undefined,
          ),
        )
        .orderBy(asc(listings.name), asc(listings.id));
      if (unique && rows.length !== unique.length) throw notFound();
      const variants = await variantsOf(
        accountId,
        rows.map((r) => r.id),
      );
      const byListing = new Map<string, typeof variants>();
      for (const v of variants) byListing.set(v.listingId, [...(byListing.get(v.listingId) ?? []), v]);
      return rows.map(
        (row): CloneSourceListing => ({
          ...row,
          variants: (byListing.get(row.id) ?? []).map(({ listingId: _, ...v }) => v),
        }),
      );
    },

    /** Names of the account's listings by id (the labels of a run's failed products). */
    async names(accountId: string, ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: listings.id, name: listings.name })
        .from(listings)
        .where(and(eq(listings.accountId, accountId), inArray(listings.id, [...new Set(ids)])));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Stores the product the destination platform holds now; answers our ids of it and its variants. */
    async storeCopy(shop: ShopRow, product: MarketplaceProduct): Promise<StoredCopy> {
      const ids = await storeProducts(db, shop, [product]);
      const listingId = ids.get(product.externalId);
      if (!listingId) throw notFound();
      const variants = await variantsOf(shop.accountId, [listingId]);
      return { listingId, variants: variants.map((v) => ({ id: v.id, sku: v.sku, options: v.options })) };
    },
  };
}

export type CloneSource = ReturnType<typeof createCloneSource>;
