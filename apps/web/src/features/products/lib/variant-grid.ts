export type TierDraft = { name: string; options: string[] };
export type VariantDraft = { _id?: string; sku: string; options: string[]; price: number; stock: number };

/** Every combination of the tiers' options, in tier order (one empty combination without tiers). */
export function optionCombinations(tiers: readonly TierDraft[]): string[][] {
  return tiers.reduce<string[][]>(
    (combos, tier) => combos.flatMap((combo) => tier.options.map((option) => [...combo, option])),
    [[]],
  );
}

const comboKey = (options: readonly string[]) => JSON.stringify(options);

/**
 * The variant table for the tiers: one row per combination. A row whose options already existed keeps
 * its id, SKU, price and stock; a new row starts from the first existing row's price and zero stock.
 */
export function variantsForTiers(
  tiers: readonly TierDraft[],
  current: readonly VariantDraft[],
): VariantDraft[] {
  const byOptions = new Map(current.map((v) => [comboKey(v.options), v]));
  const startPrice = current[0]?.price ?? 0;
  return optionCombinations(tiers).map(
    (options) => byOptions.get(comboKey(options)) ?? { sku: '', options, price: startPrice, stock: 0 },
  );
}
