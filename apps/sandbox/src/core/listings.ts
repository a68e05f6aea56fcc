import { checkListing, type ListingIssue } from '@booster/domain';
import type { Json } from './body.ts';
import { type Catalog, LOGISTICS } from './catalog.ts';
import type { Category, ProductDraft, Shop, ShopPlatform, Tier } from './types.ts';
import type { ImageStore } from './uploads.ts';

/**
 * What every emulator checks on a product create or full edit, the way the platforms do: a leaf
 * category, its required attributes, the platform's LISTING_RULES (@booster/domain), known logistics
 * channels and variants that fit the tiers. Each emulator turns a problem into its own error envelope,
 * naming the field in its own wire vocabulary.
 */

/** One refusal: `field` is a path of Booster's ListingInput (`name`, `variants.0.price`), `reason` English. */
export type ListingProblem = { field: string; reason: string };

/** A body's package dimensions (`length`, `width`, `height`) as numbers; null when it sends none. */
export function dimensionsOf(value: unknown): ProductDraft['dimensions'] {
  const d = value as Json | null | undefined;
  return d ? { length: Number(d.length), width: Number(d.width), height: Number(d.height) } : null;
}

/** The attributes a listing must carry in every sandbox category. */
export const isRequiredAttribute = (attribute: { name: string }) => attribute.name === 'Merek';

export function leafCategory(catalog: Catalog, id: number): Category | undefined {
  return catalog.leaves.find((c) => c.id === id);
}

const REASONS: Record<string, (p: Record<string, number>) => string> = {
  'listing.nameLength': (p) => `must be ${p.min} to ${p.max} characters long`,
  'listing.descriptionLength': (p) => `must be ${p.min} to ${p.max} characters long`,
  'listing.imageCount': (p) => `must hold ${p.min} to ${p.max} images`,
  'listing.weightRange': (p) => `must be ${p.min} to ${p.max} grams`,
  'listing.tiersMax': (p) => `allows at most ${p.max} variation tiers`,
  'listing.variantCount': (p) => `must hold 1 to ${p.max} variants`,
  'listing.priceRange': (p) => `must be ${p.min} to ${p.max}`,
  'listing.stockRange': (p) => `must be 0 to ${p.max}`,
  'listing.skuLength': (p) => `must be at most ${p.max} characters long`,
};

const reasonOf = (issue: ListingIssue) => REASONS[issue.message]?.(issue.params ?? {}) ?? 'is invalid';

/** Every rule the draft breaks on this platform, in the order the platform checks them. */
export function listingProblems(
  platform: ShopPlatform,
  draft: ProductDraft,
  catalog: Catalog,
): ListingProblem[] {
  const category = leafCategory(catalog, draft.categoryId);
  if (!category) return [{ field: 'categoryId', reason: 'must be an existing leaf category' }];
  const problems: ListingProblem[] = category.attributes
    .filter((a) => isRequiredAttribute(a) && !draft.attributes.some((d) => d.id === a.id && d.value.trim()))
    .map((a) => ({ field: 'attributes', reason: `must include ${a.name} (${a.id})` }));
  problems.push(
    ...checkListing(platform, {
      name: draft.name,
      description: draft.description,
      imageCount: draft.images.length,
      weightGrams: draft.weightGrams,
      tiers: draft.tiers,
      variants: draft.variants,
    }).map((issue) => ({ field: issue.field, reason: reasonOf(issue) })),
  );
  const known = new Set(LOGISTICS[platform].map((l) => l.id));
  if (draft.logistics.some((id) => !known.has(id)))
    problems.push({ field: 'logistics', reason: 'names a channel the shop does not have' });
  return problems;
}

/** The id a platform gives an image kept at `path` (below the sandbox prefix). */
export const imageRef = (path: string) => path.replace(/^\/_assets\//, '');

/** The stored path an image id names, when this shop may use it: one of its own images or an upload. */
export function imagePathOf(ref: string, shop: Shop, images: ImageStore): string | null {
  const path = `/_assets/${ref}`;
  const upload = /^uploads\/([\w-]+)$/.exec(ref);
  if (upload) return images.get(upload[1] as string) ? path : null;
  return path.startsWith(`/_assets/img/${shop.platform}/${shop.id}/`) ? path : null;
}

/** A variant's name: its option of every tier, in tier order. */
export const variantName = (tiers: Tier[], index: number[]) =>
  index.map((i, t) => tiers[t]?.options[i] ?? '').join(', ');

export type VariantInput = { sku: string; options: string[]; price: number; stock: number };

/**
 * A draft's variants from each one's option names (one per tier, in tier order). Answers the index of
 * the first variant whose options do not fit the tiers or repeat another variant's, as a problem.
 */
export function variantsOf(
  tiers: Tier[],
  variants: VariantInput[],
): ProductDraft['variants'] | ListingProblem {
  const seen = new Set<string>();
  const out: ProductDraft['variants'] = [];
  for (const [i, v] of variants.entries()) {
    const tierIndex = tiers.map((t, j) => t.options.indexOf(v.options[j] ?? ''));
    const key = tierIndex.join('/');
    if (v.options.length !== tiers.length || tierIndex.includes(-1) || seen.has(key))
      return { field: 'tiers', reason: `do not give variant ${i} one distinct option per tier` };
    seen.add(key);
    out.push({ sku: v.sku, tierIndex, name: v.options.join(', '), price: v.price, stock: v.stock });
  }
  return out;
}

/** Tiers as they first appear across variants given as `[{ name, value }]` per variant (TikTok's sales attributes). */
export function tiersOfPairs(pairs: { name: string; value: string }[][]): Tier[] {
  const tiers: Tier[] = (pairs[0] ?? []).map((p) => ({ name: p.name, options: [] }));
  for (const row of pairs)
    row.forEach((p, j) => {
      const tier = tiers[j];
      if (tier && !tier.options.includes(p.value)) tier.options.push(p.value);
    });
  return tiers;
}

/** The brand a draft names through its Merek attribute. */
export const brandOf = (attributes: { name: string; value: string }[]) =>
  attributes.find((a) => a.name === 'Merek')?.value ?? 'Tanpa Merek';
