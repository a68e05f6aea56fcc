import type { MasterProduct } from '@booster/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db, Executor } from '../../platform/db/index.ts';
import type { ProductsModule, SourceListing } from '../products/index.ts';
import type { LinkPair, LinkService } from './links.ts';
import type { MasterProductService } from './master-products.ts';
import { skuKey } from './sku-codes.ts';
import { masterSkus, skuLinks } from './tables.ts';

type Deps = { db: Db; masters: MasterProductService; links: LinkService; products: ProductsModule };

/** A variant without a SKU code gets one from the platform ids, so it can still be a master SKU. */
const codeOf = (listing: SourceListing, variant: SourceListing['variants'][number]) =>
  variant.sku.trim() || `${listing.externalId}-${variant.externalId}`;

/**
 * One master product per listing, its SKUs taken from the listing's variants with their current
 * stock (logged as `import`), each variant linked to its SKU. A variant already linked stays where it
 * is; one whose SKU code is already a master SKU (an earlier listing, another shop) is linked to it
 * instead of creating a duplicate, so a listing whose SKUs all exist adds no new master product.
 */
export function createFromListings(deps: Deps) {
  async function existingSkus(ex: Executor, accountId: string, codes: string[]) {
    const rows = await ex
      .select({ id: masterSkus.id, sku: masterSkus.sku, masterProductId: masterSkus.masterProductId })
      .from(masterSkus)
      .where(
        and(eq(masterSkus.accountId, accountId), inArray(sql`lower(${masterSkus.sku})`, codes.map(skuKey))),
      );
    return new Map(rows.map((r) => [skuKey(r.sku), r]));
  }

  async function alreadyLinked(ex: Executor, accountId: string, variantIds: string[]) {
    const rows = await ex
      .select({ variantId: skuLinks.variantId, masterProductId: masterSkus.masterProductId })
      .from(skuLinks)
      .innerJoin(masterSkus, eq(masterSkus.id, skuLinks.masterSkuId))
      .where(and(eq(skuLinks.accountId, accountId), inArray(skuLinks.variantId, variantIds)));
    return new Map(rows.map((r) => [r.variantId, r.masterProductId]));
  }

  return async function fromListings(ctx: RequestContext, listingIds: string[]): Promise<MasterProduct[]> {
    const listings = await deps.products.variants.listingsWithVariants(ctx.accountId, listingIds);
    const touched = await deps.db.transaction(async (tx) => {
      const variants = listings.flatMap((l) => l.variants.map((v) => ({ listing: l, variant: v })));
      if (variants.length === 0) return [];
      const known = await existingSkus(
        tx,
        ctx.accountId,
        variants.map(({ listing, variant }) => codeOf(listing, variant)),
      );
      const linked = await alreadyLinked(
        tx,
        ctx.accountId,
        variants.map(({ variant }) => variant.id),
      );
      const masterIds = new Set<string>();
      const joining: LinkPair[] = [];
      const own: LinkPair[] = [];
      for (const listing of listings) {
        const fresh = listing.variants.filter((v) => {
          const masterId = linked.get(v.id);
          if (masterId) masterIds.add(masterId);
          const existing = !masterId && known.get(skuKey(codeOf(listing, v)));
          if (existing) {
            masterIds.add(existing.masterProductId);
            joining.push({ variantId: v.id, masterSkuId: existing.id });
          }
          return !masterId && !existing;
        });
        if (fresh.length === 0) continue;
        const created = await deps.masters.insertMaster(
          tx,
          ctx.accountId,
          {
            name: listing.name,
            description: listing.description,
            images: listing.images.slice(0, 10),
            weightGrams: listing.weightGrams,
            tiers: listing.tiers,
          },
          fresh.map((v) => ({
            sku: codeOf(listing, v),
            name: v.name,
            options: v.options,
            price: v.price,
            stock: v.stock,
          })),
          { reason: 'import', actorId: ctx.userId },
        );
        masterIds.add(created.id);
        fresh.forEach((v, i) => {
          own.push({ variantId: v.id, masterSkuId: created.skuIds[i] });
          known.set(skuKey(codeOf(listing, v)), {
            id: created.skuIds[i],
            sku: codeOf(listing, v),
            masterProductId: created.id,
          });
        });
      }
      // New SKUs took the listing's own stock; variants joining an existing SKU are told its stock.
      if (own.length > 0) await deps.links.linkIn(tx, ctx.accountId, own, { push: false });
      if (joining.length > 0) await deps.links.linkIn(tx, ctx.accountId, joining, { push: true });
      return [...masterIds];
    });
    return Promise.all(touched.map((id) => deps.masters.view(ctx, id)));
  };
}
