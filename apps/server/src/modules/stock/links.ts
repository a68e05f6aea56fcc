import type { Marketplace } from '@booster/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, type Executor, excluded } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { toLinkedListing } from './linked-listings.ts';
import type { MasterProductService } from './master-products.ts';
import type { StockProducts } from './products-port.ts';
import type { PushService } from './pushes.ts';
import { reservedUnits } from './reserved-units.ts';
import { readSetting } from './settings.ts';
import { skuKey } from './sku-codes.ts';
import { masterProducts, masterSkus, skuLinks, stockPushes } from './tables.ts';

type LinkDeps = { db: Db; products: StockProducts; masters: MasterProductService; pushes: PushService };
export type LinkPair = { variantId: string; masterSkuId: string };

export function createLinkService(deps: LinkDeps) {
  const { db, products } = deps;

  async function masterSkuOf(accountId: string, variantIds: string[]) {
    if (variantIds.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
      .from(skuLinks)
      .where(and(eq(skuLinks.accountId, accountId), inArray(skuLinks.variantId, variantIds)));
    return new Map(rows.map((r) => [r.variantId, r.masterSkuId]));
  }

  /**
   * Links variants to master SKUs inside the caller's transaction (a variant takes its stock from one
   * SKU; linking it again moves it) and pushes each SKU's central stock to its newly linked variants.
   */
  async function linkIn(ex: Executor, accountId: string, links: LinkPair[], options: { push: boolean }) {
    const target = new Map(links.map((l) => [l.variantId, l.masterSkuId]));
    const variants = await products.variants.byIds(accountId, [...target.keys()]);
    if (variants.length !== target.size) throw notFound();
    const skus = await deps.masters.ownedSkus(ex, accountId, [...target.values()]);
    await ex
      .insert(skuLinks)
      .values([...target].map(([variantId, masterSkuId]) => ({ variantId, masterSkuId, accountId })))
      .onConflictDoUpdate({ target: skuLinks.variantId, set: excluded(skuLinks, 'masterSkuId') });
    if (options.push) {
      const setting = await readSetting(ex, accountId);
      const only = (skuId: string) =>
        [...target].filter(([, id]) => id === skuId).map(([variantId]) => variantId);
      await deps.pushes.pushSkus(
        ex,
        accountId,
        skus.map((sku) => ({ ...sku, scope: { only: only(sku.id) } })),
        setting,
      );
    }
    return target.size;
  }

  return {
    linkIn,

    /** Which master SKU each of these variants takes its stock from (for the listing views). */
    async masterSkusOfVariants(variantIds: string[]) {
      if (variantIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
        .from(skuLinks)
        .where(inArray(skuLinks.variantId, variantIds));
      return new Map(rows.map((r) => [r.variantId, r.masterSkuId]));
    },

    link: (ctx: RequestContext, links: LinkPair[]) =>
      db.transaction((tx) => linkIn(tx, ctx.accountId, links, { push: true })),

    /** The listing keeps its stock; a push not made yet is dropped. */
    async unlink(ctx: RequestContext, variantId: string) {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(skuLinks)
          .where(and(eq(skuLinks.variantId, variantId), eq(skuLinks.accountId, ctx.accountId)))
          .returning({ variantId: skuLinks.variantId });
        if (!removed) throw notFound();
        await tx.delete(stockPushes).where(eq(stockPushes.variantId, variantId));
      });
    },

    /** Unlinked variants whose SKU code equals a master SKU's (of one master product, or all). */
    async suggestions(ctx: RequestContext, masterProductId?: string) {
      const skus = await db
        .select({ id: masterSkus.id, sku: masterSkus.sku, masterName: masterProducts.name })
        .from(masterSkus)
        .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
        .where(
          and(
            eq(masterSkus.accountId, ctx.accountId),
            masterProductId ? eq(masterSkus.masterProductId, masterProductId) : undefined,
          ),
        );
      if (skus.length === 0) return [];
      const variants = await products.variants.bySkus(
        ctx.accountId,
        skus.map((s) => s.sku),
      );
      const ids = variants.map((v) => v.variantId);
      const [linked, reserved] = await Promise.all([
        masterSkuOf(ctx.accountId, ids),
        reservedUnits(db, ctx.accountId, ids),
      ]);
      const skuByKey = new Map(skus.map((s) => [skuKey(s.sku), s]));
      return variants.flatMap((variant) => {
        const sku = skuByKey.get(skuKey(variant.sku));
        if (!sku || linked.has(variant.variantId)) return [];
        return [
          {
            masterSkuId: sku.id,
            masterSku: sku.sku,
            masterName: sku.masterName,
            listing: toLinkedListing(ctx.locale, variant, undefined, reserved.get(variant.variantId) ?? 0),
          },
        ];
      });
    },

    /** Variants to link by hand, with the master SKU each is linked to now. */
    async candidates(
      ctx: RequestContext,
      query: { search?: string; marketplace?: Marketplace; limit: number },
    ) {
      const variants = await products.variants.search(ctx.accountId, query);
      const ids = variants.map((v) => v.variantId);
      const [linked, reserved] = await Promise.all([
        masterSkuOf(ctx.accountId, ids),
        reservedUnits(db, ctx.accountId, ids),
      ]);
      return variants.map((variant) => ({
        ...toLinkedListing(ctx.locale, variant, undefined, reserved.get(variant.variantId) ?? 0),
        masterSkuId: linked.get(variant.variantId) ?? null,
      }));
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;
