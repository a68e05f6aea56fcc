export type Tier = { name: string; options: string[] };

/** One SKU row of the master form; `_id` is set for SKUs that already exist. */
export type SkuRow = {
  _id?: string;
  sku: string;
  name: string;
  options: string[];
  price: number;
  stock: number;
};

export const MAX_TIERS = 2;

/** The tiers that take part in the table: named, with at least one named option. */
export function usableTiers(tiers: readonly Tier[]): Tier[] {
  return tiers
    .map((tier) => ({ name: tier.name.trim(), options: tier.options.map((o) => o.trim()).filter(Boolean) }))
    .filter((tier) => tier.name && tier.options.length > 0)
    .slice(0, MAX_TIERS);
}

/** Every combination of one option per tier, first tier outermost; one empty combination without tiers. */
export function optionCombinations(tiers: readonly Tier[]): string[][] {
  return usableTiers(tiers).reduce<string[][]>(
    (combos, tier) => combos.flatMap((combo) => tier.options.map((option) => [...combo, option])),
    [[]],
  );
}

const comboKey = (options: readonly string[]) => options.map((o) => o.toLowerCase()).join('\u0000');

/**
 * The SKU table for these tiers. A row whose options still exist keeps what the seller typed (code,
 * price, stock, id); new combinations start empty, named after their options.
 */
export function skuRowsFromTiers(tiers: readonly Tier[], previous: readonly SkuRow[]): SkuRow[] {
  const byOptions = new Map(previous.map((row) => [comboKey(row.options), row]));
  return optionCombinations(tiers).map((options) => {
    const kept = byOptions.get(comboKey(options));
    if (kept) return { ...kept, options };
    return { sku: '', name: options.join(' / '), options, price: 0, stock: 0 };
  });
}
