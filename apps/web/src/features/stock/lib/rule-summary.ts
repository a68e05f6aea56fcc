import type { Shop, StockRule } from '@booster/contracts';

/** The numbers of a rule as words: "50% stok + 2 unit, buffer 1" and its lock. */
export function ruleSummary(
  t: (
    key: 'rules.summaryConstant' | 'rules.summary' | 'rules.lockSummary' | 'rules.lockNoShops',
    options?: Record<string, unknown>,
  ) => string,
  rule: StockRule,
  shops: readonly Shop[],
): { share: string; lock: string | null } {
  const constant =
    rule.shareConstant === 0
      ? ''
      : t('rules.summaryConstant', {
          sign: rule.shareConstant > 0 ? '+' : '−',
          value: Math.abs(rule.shareConstant),
        });
  const share = t('rules.summary', { percent: rule.sharePercent, constant, buffer: rule.buffer })
    .replace(/\s+,/, ',')
    .trim();
  if (rule.lockBelow === null) return { share, lock: null };
  const names = shops.filter((s) => rule.lockShopIds.includes(s._id)).map((s) => s.shopname);
  return {
    share,
    lock: t('rules.lockSummary', {
      count: rule.lockBelow,
      shops: names.length ? names.join(', ') : t('rules.lockNoShops'),
    }),
  };
}
