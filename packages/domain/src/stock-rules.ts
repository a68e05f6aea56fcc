/**
 * Stock rules (issue 18): how much of a master SKU's central stock each linked listing is told.
 * A rule pushes a share of the central stock (percent plus a constant) after keeping a buffer back,
 * and may lock a nearly sold-out SKU to the shops the seller names. The rule of a SKU beats the rule
 * of a shop, which beats the account's default; without any rule the whole central stock less the
 * settings' buffer is pushed (the behaviour before rules).
 */

export type StockRuleValues = {
  /** Share of the central stock (after the buffer), 0–100 %. */
  sharePercent: number;
  /** Units added to the share (may be negative); the result stays within 0 and the central stock. */
  shareConstant: number;
  /** Units kept back from every shop before the share is taken. */
  buffer: number;
  /** Sell-out lock: below this many units of central stock only `lockShopIds` receive stock. */
  lockBelow: number | null;
  /** Shops that keep selling while the lock holds (they receive the central stock less the buffer). */
  lockShopIds: readonly string[];
};

export const STOCK_RULE_LEVELS = ['sku', 'shop', 'default'] as const;
export type StockRuleLevel = (typeof STOCK_RULE_LEVELS)[number];

/** A rule is for one master SKU (every shop), one shop (every SKU) or the whole account (both null). */
export type StockRuleTarget = { masterSkuId: string | null; shopId: string | null };
export type StockRule = StockRuleTarget & StockRuleValues;

export const MAX_STOCK_RULE_UNITS = 1_000_000;

export const stockRuleLevel = (target: StockRuleTarget): StockRuleLevel =>
  target.masterSkuId ? 'sku' : target.shopId ? 'shop' : 'default';

/** Today's behaviour as a rule: all of the central stock less the settings' buffer, no lock. */
export const wholeStockRule = (buffer: number): StockRuleValues => ({
  sharePercent: 100,
  shareConstant: 0,
  buffer: Math.max(0, buffer),
  lockBelow: null,
  lockShopIds: [],
});

/** The rule that decides a listing's quantity: the SKU's, else the shop's, else the default; null if none. */
export function pickStockRule<R extends StockRuleTarget>(
  rules: readonly R[],
  masterSkuId: string,
  shopId: string,
): R | null {
  let shop: R | null = null;
  let fallback: R | null = null;
  for (const rule of rules) {
    if (rule.masterSkuId) {
      if (rule.masterSkuId === masterSkuId) return rule;
    } else if (rule.shopId) {
      if (rule.shopId === shopId) shop = rule;
    } else fallback = rule;
  }
  return shop ?? fallback;
}

/**
 * Why a listing gets its quantity: its rule's share, 0 or the whole stock under the sell-out lock,
 * or the units a platform campaign has reserved (a push below them is refused or lost).
 */
export type ListingQuantityReason = 'share' | 'locked' | 'lock-kept' | 'reserved';

export type ListingQuantity = { quantity: number; reason: ListingQuantityReason };

const units = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * The quantity one linked listing is told. Whole units, rounded down; never below zero and never above
 * the central stock less the buffer — except that it is never below the units a campaign holds on the
 * platform (`reserved`), which a push may not undercut.
 */
export function listingStockQuantity(input: {
  centralStock: number;
  rule: StockRuleValues;
  shopId: string;
  reserved?: number;
}): ListingQuantity {
  const { rule } = input;
  const central = units(input.centralStock);
  const available = Math.max(0, central - units(rule.buffer));
  let result: ListingQuantity;
  if (rule.lockBelow !== null && central < rule.lockBelow) {
    result = rule.lockShopIds.includes(input.shopId)
      ? { quantity: available, reason: 'lock-kept' }
      : { quantity: 0, reason: 'locked' };
  } else {
    const percent = Math.min(100, Math.max(0, rule.sharePercent));
    const share = Math.floor((available * percent) / 100) + Math.trunc(rule.shareConstant);
    result = { quantity: Math.min(available, Math.max(0, share)), reason: 'share' };
  }
  const reserved = units(input.reserved ?? 0);
  return reserved > result.quantity ? { quantity: reserved, reason: 'reserved' } : result;
}
