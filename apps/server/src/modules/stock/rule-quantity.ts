import type { SimulatedQuantity, StockSetting } from '@booster/contracts';
import {
  listingStockQuantity,
  pickStockRule,
  type StockRule,
  stockRuleLevel,
  wholeStockRule,
} from '@booster/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { shopReceivesPushes } from './settings.ts';
import { stockRules } from './tables.ts';

export type StoredRule = StockRule & { id: string };

export const toStoredRule = (row: typeof stockRules.$inferSelect): StoredRule => ({
  id: row.id,
  masterSkuId: row.masterSkuId,
  shopId: row.shopId,
  sharePercent: row.sharePercent,
  shareConstant: row.shareConstant,
  buffer: row.buffer,
  lockBelow: row.lockBelow,
  lockShopIds: row.lockShopIds,
});

/** The rules that can decide these SKUs' quantities: theirs, every shop rule and the default. */
export async function rulesForSkus(
  ex: Executor,
  accountId: string,
  masterSkuIds: readonly string[],
): Promise<StoredRule[]> {
  const rows = await ex
    .select()
    .from(stockRules)
    .where(
      and(
        eq(stockRules.accountId, accountId),
        masterSkuIds.length > 0
          ? or(isNull(stockRules.masterSkuId), inArray(stockRules.masterSkuId, [...masterSkuIds]))
          : isNull(stockRules.masterSkuId),
      ),
    );
  return rows.map(toStoredRule);
}

/**
 * What one linked listing is told under the settings and rules: the rule SKU > shop > default picks,
 * else the whole stock less the settings' buffer; `skipped` when the settings leave its shop out.
 */
export function quantityFor(
  setting: StockSetting,
  rules: readonly StockRule[],
  sku: { id: string; stock: number },
  listing: { shopId: string; reserved: number },
): SimulatedQuantity {
  const rule = pickStockRule(rules, sku.id, listing.shopId);
  const result = listingStockQuantity({
    centralStock: sku.stock,
    rule: rule ?? wholeStockRule(setting.buffer),
    shopId: listing.shopId,
    reserved: listing.reserved,
  });
  return {
    ...result,
    level: rule ? stockRuleLevel(rule) : null,
    skipped: !shopReceivesPushes(setting, listing.shopId),
  };
}
