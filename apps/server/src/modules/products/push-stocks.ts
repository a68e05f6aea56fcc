import { isBelowReservedRefusal } from '@booster/marketplaces';
import { and, inArray, sql } from 'drizzle-orm';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { externalVariantIdOf } from './listing-row.ts';
import { refusedField } from './platform-errors.ts';
import { variantsWithListing } from './queries.ts';
import type { ListingsService } from './service.ts';
import { listings, listingVariants } from './tables.ts';

export type StockPushItem = { variantId: string; quantity: number };

/**
 * Sets many variants' stocks on their platforms, one shop at a time through the adapter's batch form
 * (as few calls as the platform allows), then stores what landed. Answers per variant id: null when
 * it landed, otherwise the AppError of its shop's call or of the platform's refusal of that one.
 */
export function createStockPusher(deps: { db: Db; shops: ShopsModule; listings: ListingsService }) {
  const { db } = deps;

  async function pushShop(
    shopKey: { accountId: string; shopId: string },
    rows: {
      item: StockPushItem;
      listing: typeof listings.$inferSelect;
      variant: typeof listingVariants.$inferSelect;
    }[],
    outcome: Map<string, unknown>,
  ) {
    try {
      const shop = deps.listings.requireConnected(
        await deps.shops.service.owned(shopKey.accountId, shopKey.shopId),
      );
      const answers = await deps.shops.tokens.callShop(shop, (adapter, credentials) =>
        adapter.updateStocks(
          credentials,
          rows.map(({ item, listing, variant }) => ({
            productId: listing.externalId,
            variantId: externalVariantIdOf(listing, variant),
            stock: item.quantity,
          })),
        ),
      );
      rows.forEach(({ item }, i) => {
        const refused = answers[i];
        outcome.set(item.variantId, refused ? refusedField(refused, shop.marketplace) : null);
      });
      // A campaign we did not know of holds more of these: reading them again stores the reservation
      // (the stock module then pushes them again, no lower).
      const underReserved = rows.filter((_, i) => isBelowReservedRefusal(answers[i]));
      if (underReserved.length > 0)
        await deps.listings
          .reimport(shop, [...new Set(underReserved.map((r) => r.listing.externalId))])
          .catch(() => undefined);
    } catch (err) {
      for (const { item } of rows) outcome.set(item.variantId, err);
    }
  }

  return async function pushStocks(items: readonly StockPushItem[]): Promise<Map<string, unknown>> {
    const outcome = new Map<string, unknown>();
    if (items.length === 0) return outcome;
    const found = await variantsWithListing(db, { variant: listingVariants, listing: listings }).where(
      inArray(
        listingVariants.id,
        items.map((i) => i.variantId),
      ),
    );
    const byId = new Map(found.map((r) => [r.variant.id, r]));
    const byShop = new Map<string, Parameters<typeof pushShop>[1]>();
    for (const item of items) {
      const row = byId.get(item.variantId);
      if (!row) {
        outcome.set(item.variantId, notFound());
        continue;
      }
      const key = `${row.listing.accountId}:${row.listing.shopId}`;
      const group = byShop.get(key) ?? [];
      byShop.set(key, group);
      group.push({ item, ...row });
    }
    // Shops are apart on the platforms (each with its own rate limit): they go at once.
    await Promise.all(
      [...byShop.values()].map((rows) =>
        pushShop({ accountId: rows[0].listing.accountId, shopId: rows[0].listing.shopId }, rows, outcome),
      ),
    );
    const landed = items.filter((i) => byId.has(i.variantId) && outcome.get(i.variantId) === null);
    if (landed.length > 0) {
      const values = sql.join(
        landed.map((i) => sql`(${i.variantId}::uuid, ${i.quantity}::int)`),
        sql`, `,
      );
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`
          update ${listingVariants} as lv set stock = v.stock, updated_at = now()
          from (values ${values}) as v(id, stock) where lv.id = v.id`);
        const listingIds = [...new Set(landed.map((i) => byId.get(i.variantId)?.listing.id ?? ''))];
        await tx
          .update(listings)
          .set({
            totalStock: sql`(select coalesce(sum(${listingVariants.stock}), 0) from ${listingVariants} where ${listingVariants.listingId} = ${listings.id})`,
          })
          .where(and(inArray(listings.id, listingIds)));
      });
    }
    return outcome;
  };
}
