import type { Marketplace } from './packages.ts';

/**
 * Each platform's own listing limits, checked before anything is sent (issue 4). Numbers are the
 * sellers' centres' published limits for Indonesia; the sandbox enforces the same table, so a value
 * that slips past here still comes back as the platform's per-field error.
 */
export type ListingRules = {
  nameMin: number;
  nameMax: number;
  descriptionMin: number;
  descriptionMax: number;
  imagesMin: number;
  imagesMax: number;
  priceMin: number;
  priceMax: number;
  stockMax: number;
  weightMinGrams: number;
  weightMaxGrams: number;
  tiersMax: number;
  variantsMax: number;
  skuMax: number;
};

const base = {
  descriptionMax: 3000,
  imagesMin: 1,
  stockMax: 999_999,
  weightMinGrams: 1,
  weightMaxGrams: 300_000,
  tiersMax: 2,
  skuMax: 100,
} as const;

export const LISTING_RULES: Record<Marketplace, ListingRules> = {
  shopee: {
    ...base,
    nameMin: 20,
    nameMax: 120,
    descriptionMin: 20,
    imagesMax: 9,
    priceMin: 100,
    priceMax: 150_000_000,
    variantsMax: 50,
  },
  tokopedia: {
    ...base,
    nameMin: 1,
    nameMax: 70,
    descriptionMin: 0,
    descriptionMax: 2000,
    imagesMax: 5,
    priceMin: 100,
    priceMax: 100_000_000,
    variantsMax: 50,
  },
  lazada: {
    ...base,
    nameMin: 1,
    nameMax: 255,
    descriptionMin: 0,
    descriptionMax: 25_000,
    imagesMax: 8,
    priceMin: 1000,
    priceMax: 200_000_000,
    variantsMax: 100,
  },
  tiktok: {
    ...base,
    nameMin: 25,
    nameMax: 255,
    descriptionMin: 0,
    descriptionMax: 10_000,
    imagesMax: 9,
    priceMin: 100,
    priceMax: 150_000_000,
    variantsMax: 100,
  },
  bukalapak: {
    ...base,
    nameMin: 10,
    nameMax: 150,
    descriptionMin: 30,
    imagesMax: 10,
    priceMin: 100,
    priceMax: 100_000_000,
    variantsMax: 50,
  },
};

/** The listing fields a create or edit form sends (the shape of `ListingInput` the rules look at). */
export type ListingDraft = {
  name: string;
  description: string;
  imageCount: number;
  weightGrams: number;
  tiers: { name: string; options: string[] }[];
  variants: { sku: string; price: number; stock: number }[];
};

/** One broken rule: the field path (`variants.2.price`), an i18n key and its parameters. */
export type ListingIssue = { field: string; message: string; params?: Record<string, number> };

/** Every rule the draft breaks on this marketplace (empty when it may be sent). */
export function checkListing(marketplace: Marketplace, draft: ListingDraft): ListingIssue[] {
  const r = LISTING_RULES[marketplace];
  const issues: ListingIssue[] = [];
  const name = draft.name.trim();
  if (name.length < r.nameMin || name.length > r.nameMax)
    issues.push({ field: 'name', message: 'listing.nameLength', params: { min: r.nameMin, max: r.nameMax } });
  const description = draft.description.trim();
  if (description.length < r.descriptionMin || description.length > r.descriptionMax)
    issues.push({
      field: 'description',
      message: 'listing.descriptionLength',
      params: { min: r.descriptionMin, max: r.descriptionMax },
    });
  if (draft.imageCount < r.imagesMin || draft.imageCount > r.imagesMax)
    issues.push({
      field: 'images',
      message: 'listing.imageCount',
      params: { min: r.imagesMin, max: r.imagesMax },
    });
  if (draft.weightGrams < r.weightMinGrams || draft.weightGrams > r.weightMaxGrams)
    issues.push({
      field: 'weightGrams',
      message: 'listing.weightRange',
      params: { min: r.weightMinGrams, max: r.weightMaxGrams },
    });
  if (draft.tiers.length > r.tiersMax)
    issues.push({ field: 'tiers', message: 'listing.tiersMax', params: { max: r.tiersMax } });
  if (draft.variants.length < 1 || draft.variants.length > r.variantsMax)
    issues.push({ field: 'variants', message: 'listing.variantCount', params: { max: r.variantsMax } });
  draft.variants.forEach((v, i) => {
    if (!Number.isInteger(v.price) || v.price < r.priceMin || v.price > r.priceMax)
      issues.push({
        field: `variants.${i}.price`,
        message: 'listing.priceRange',
        params: { min: r.priceMin, max: r.priceMax },
      });
    if (!Number.isInteger(v.stock) || v.stock < 0 || v.stock > r.stockMax)
      issues.push({
        field: `variants.${i}.stock`,
        message: 'listing.stockRange',
        params: { max: r.stockMax },
      });
    if (v.sku.length > r.skuMax)
      issues.push({ field: `variants.${i}.sku`, message: 'listing.skuLength', params: { max: r.skuMax } });
  });
  return issues;
}
