import { LISTING_RULES } from './listing-rules.ts';
import type { Marketplace } from './packages.ts';

/**
 * Clone shop (issue 16): the pure rules of copying a product from one shop into another, possibly on
 * another marketplace — the price rule, fitting a product into the destination's LISTING_RULES, and
 * suggesting a destination category from category names.
 */

/** Markup of a copy's prices: a percentage or an amount in rupiah, then rounded up to `roundTo`. */
export type ClonePriceRule = { kind: 'percent' | 'amount'; value: number; roundTo: 0 | 100 | 500 | 1000 };

export const CLONE_ROUNDING_STEPS = [0, 100, 500, 1000] as const;
export const CLONE_MARKUP_PERCENT_MAX = 1000;

/** The copy's price: markup, rounding up to the step, then kept inside the destination's price range. */
export function clonePrice(price: number, rule: ClonePriceRule, marketplace: Marketplace): number {
  const marked = rule.kind === 'percent' ? price * (1 + rule.value / 100) : price + rule.value;
  const step = rule.roundTo;
  // Rounding up a value a float made 1e-9 too large must not add a whole step (10,000 × 1.1).
  const whole = Math.round(marked * 1e6) / 1e6;
  const rounded = step > 0 ? Math.ceil(whole / step) * step : Math.ceil(whole);
  const { priceMin, priceMax } = LISTING_RULES[marketplace];
  return Math.min(priceMax, Math.max(priceMin, rounded));
}

export type CloneDraft = {
  name: string;
  description: string;
  /** Kept as they are (URLs, platform images…); only their count is fitted. */
  images: readonly unknown[];
  weightGrams: number;
  tiers: { name: string; options: string[] }[];
  variants: { sku: string; options: string[]; price: number; stock: number }[];
};

/** What fitting changed, for the run's record and the docs' example. */
export type CloneFit<T extends CloneDraft> = { draft: T; droppedVariants: number; droppedImages: number };

/** Cuts a text to `max` characters at a word boundary when one is near. */
function cut(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max);
  const space = head.lastIndexOf(' ');
  return (space > max * 0.6 ? head.slice(0, space) : head).trim();
}

/**
 * The product made to fit the destination: name and description cut to its lengths, images and
 * variants to its counts (the first ones kept, options no kept variant uses dropped from the tiers,
 * tiers beyond the maximum folded away), stock and weight into its ranges. A name or description
 * shorter than the destination's minimum is left as it is: the seller must write more, so the item
 * fails with that rule rather than being padded with invented words.
 */
export function fitToListingRules<T extends CloneDraft>(marketplace: Marketplace, draft: T): CloneFit<T> {
  const r = LISTING_RULES[marketplace];
  const tierCount = Math.min(draft.tiers.length, r.tiersMax);
  const seen = new Set<string>();
  const variants = draft.variants
    .map((v) => ({ ...v, options: v.options.slice(0, tierCount) }))
    .filter((v) => {
      // Folding a tier away can make two variants the same: keep the first of them.
      const key = v.options.join('\u0000');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, r.variantsMax)
    .map((v) => ({
      ...v,
      sku: v.sku.slice(0, r.skuMax),
      stock: Math.min(r.stockMax, Math.max(0, Math.trunc(v.stock))),
    }));
  const tiers = draft.tiers.slice(0, tierCount).map((tier, i) => ({
    name: tier.name,
    options: tier.options.filter((option) => variants.some((v) => v.options[i] === option)),
  }));
  const images = draft.images.slice(0, r.imagesMax) as T['images'];
  return {
    draft: {
      ...draft,
      name: cut(draft.name, r.nameMax),
      description: cut(draft.description, r.descriptionMax),
      images,
      weightGrams: Math.min(r.weightMaxGrams, Math.max(r.weightMinGrams, Math.round(draft.weightGrams))),
      tiers,
      variants,
    },
    droppedVariants: draft.variants.length - variants.length,
    droppedImages: draft.images.length - images.length,
  };
}

/** A category as the suggestion compares it: its own name and the names above it (top first). */
export type NamedCategory = { id: string; name: string; path: readonly string[] };

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);

function overlap(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  const shared = [...setA].filter((w) => setB.has(w)).length;
  const union = new Set([...setA, ...setB]).size;
  return union === 0 ? 0 : shared / union;
}

/**
 * The destination leaf whose name best matches the source category's: the same name (ignoring case)
 * first, then the most words shared by the names, then by the whole paths. Null when nothing shares a
 * word — the seller picks by hand.
 */
export function suggestCategory(
  source: NamedCategory,
  leaves: readonly NamedCategory[],
): { id: string; score: number } | null {
  const name = source.name.trim().toLowerCase();
  let best: { id: string; score: number } | null = null;
  for (const leaf of leaves) {
    const score =
      leaf.name.trim().toLowerCase() === name
        ? 2 + overlap(words(source.path.join(' ')), words(leaf.path.join(' ')))
        : overlap(words(source.name), words(leaf.name)) +
          0.5 *
            overlap(
              words([...source.path, source.name].join(' ')),
              words([...leaf.path, leaf.name].join(' ')),
            );
    if (score > 0 && (!best || score > best.score)) best = { id: leaf.id, score };
  }
  return best;
}
