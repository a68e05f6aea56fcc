import {
  MAX_SIMULATED_SKUS,
  type SimulatedListing,
  type StockRuleBody,
  type StockRuleSimulation,
} from '@booster/contracts';
import type { StockRule } from '@booster/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import type { MasterProductService } from './master-products.ts';
import type { StockProducts } from './products-port.ts';
import { reservedUnits } from './reserved-units.ts';
import { quantityFor, rulesForSkus, toStoredRule } from './rule-quantity.ts';
import { readSetting } from './settings.ts';
import type { StockRuleService } from './stock-rules.ts';
import { masterProducts, masterSkus, skuLinks } from './tables.ts';

type SimulateInput = { skuIds: string[]; draft: StockRuleBody | null; ruleId?: string; remove: boolean };

const sameTarget = (a: StockRule, b: Pick<StockRule, 'masterSkuId' | 'shopId'>) =>
  a.masterSkuId === b.masterSkuId && a.shopId === b.shopId;

/**
 * The simulator: for up to 50 SKUs, what every linked listing receives under the saved rules and
 * under a draft (a new rule, an edited one, or one deleted), computed exactly as a push computes it.
 */
export function createRuleSimulator(deps: {
  db: Db;
  products: StockProducts;
  masters: MasterProductService;
  rules: StockRuleService;
}) {
  const { db } = deps;

  /** Without chosen SKUs: the draft's own SKU, else the most recently changed linked SKUs. */
  async function pickSkus(accountId: string, input: SimulateInput, edited: StockRule | null) {
    if (input.skuIds.length > 0) return input.skuIds;
    const own = input.draft?.masterSkuId ?? edited?.masterSkuId;
    if (own) return [own];
    const rows = await db
      .selectDistinct({ id: masterSkus.id, updatedAt: masterSkus.updatedAt })
      .from(masterSkus)
      .innerJoin(skuLinks, eq(skuLinks.masterSkuId, masterSkus.id))
      .where(eq(masterSkus.accountId, accountId))
      .orderBy(desc(masterSkus.updatedAt), asc(masterSkus.id))
      .limit(MAX_SIMULATED_SKUS);
    return rows.map((r) => r.id);
  }

  return async function simulate(ctx: RequestContext, input: SimulateInput): Promise<StockRuleSimulation> {
    const edited = input.ruleId
      ? toStoredRule(await deps.rules.owned(db, ctx.accountId, input.ruleId))
      : null;
    const ids = [...new Set(await pickSkus(ctx.accountId, input, edited))];
    if (ids.length === 0) return { skus: [] };
    await deps.masters.ownedSkus(db, ctx.accountId, ids);
    const [skus, setting, saved, links] = await Promise.all([
      db
        .select({
          id: masterSkus.id,
          sku: masterSkus.sku,
          stock: masterSkus.stock,
          productName: masterProducts.name,
        })
        .from(masterSkus)
        .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
        .where(inArray(masterSkus.id, ids)),
      readSetting(db, ctx.accountId),
      rulesForSkus(db, ctx.accountId, ids),
      db
        .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
        .from(skuLinks)
        .where(and(eq(skuLinks.accountId, ctx.accountId), inArray(skuLinks.masterSkuId, ids)))
        .orderBy(skuLinks.createdAt),
    ]);
    // The draft replaces the edited rule (or a saved rule of the same target); a removal just drops it.
    const draft: StockRule | null =
      input.remove || !input.draft
        ? null
        : edited
          ? { ...input.draft, masterSkuId: edited.masterSkuId, shopId: edited.shopId }
          : input.draft;
    const drafted = saved.filter(
      (r) => r.id !== edited?.id && !(draft && sameTarget(r, draft)),
    ) as StockRule[];
    if (draft) drafted.push(draft);

    const linkedIds = links.map((l) => l.variantId);
    const [found, reserved] = await Promise.all([
      deps.products.variants.byIds(ctx.accountId, linkedIds),
      reservedUnits(db, ctx.accountId, linkedIds),
    ]);
    const variants = new Map(found.map((v) => [v.variantId, v]));
    const order = new Map(ids.map((id, i) => [id, i]));
    return {
      skus: skus
        .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
        .map((sku) => ({
          masterSkuId: sku.id,
          sku: sku.sku,
          productName: sku.productName,
          stock: sku.stock,
          listings: links.flatMap((link): SimulatedListing[] => {
            const variant = variants.get(link.variantId);
            if (link.masterSkuId !== sku.id || !variant) return [];
            const listing = { shopId: variant.shopId, reserved: reserved.get(variant.variantId) ?? 0 };
            return [
              {
                variantId: variant.variantId,
                shopId: variant.shopId,
                shopname: variant.shopname,
                marketplace: variant.marketplace,
                name: variant.listingName,
                variantName: variant.variantName,
                platformStock: variant.stock,
                reserved: listing.reserved,
                now: quantityFor(setting, saved, sku, listing),
                draft: quantityFor(setting, drafted, sku, listing),
              },
            ];
          }),
        })),
    };
  };
}
