import type { ListingForm } from '@booster/contracts';
import { checkListing, type ListingIssue, type Marketplace } from '@booster/domain';
import type { ListingInput, PlatformImage } from '@booster/marketplaces';
import { AppError } from '../../platform/errors/index.ts';
import { isMessageKey, type Locale, t } from '../../platform/i18n/index.ts';
import type { ListingRow, VariantRow } from './listing-row.ts';

/** The listing fields `checkListing` and the platforms look at, whether from a form or a stored row. */
export type ListingFields = Omit<ListingForm, 'shopId' | 'variants'> & {
  variants: { _id?: string; sku: string; options: string[]; price: number; stock: number }[];
};

/** A stored listing as a whole product, ready to merge a bulk row into. */
export function fieldsOfListing(row: ListingRow, variants: readonly VariantRow[]): ListingFields {
  return {
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    attributes: row.attributes,
    images: row.images,
    weightGrams: row.weightGrams,
    dimensions: row.dimensions,
    condition: row.condition,
    logistics: row.logistics,
    tiers: row.tiers,
    variants: variants.map((v) => ({
      _id: v.id,
      sku: v.sku,
      options: v.options,
      price: v.price,
      stock: v.stock,
    })),
  };
}

export function listingIssues(marketplace: Marketplace, fields: ListingFields): ListingIssue[] {
  return checkListing(marketplace, {
    name: fields.name,
    description: fields.description,
    imageCount: fields.images.length,
    weightGrams: fields.weightGrams,
    tiers: fields.tiers,
    variants: fields.variants,
  });
}

export function issueText(locale: Locale, issue: ListingIssue): string {
  return isMessageKey(issue.message)
    ? t(locale, issue.message, issue.params)
    : t(locale, 'validation.invalid');
}

/** 400 with `details.fields = { 'variants.2.price': text }`, each text with its own limits. */
export function listingRulesError(locale: Locale, issues: readonly ListingIssue[]): AppError {
  const [first] = issues;
  return new AppError('VALIDATION_FAILED', {
    messageKey: isMessageKey(first.message) ? first.message : 'validation.invalid',
    params: first.params,
    details: { fields: Object.fromEntries(issues.map((issue) => [issue.field, issueText(locale, issue)])) },
  });
}

/**
 * The whole product the adapter sends. Variants the form names by our id keep their platform id, so
 * an edit updates them instead of replacing them.
 */
export function toListingInput(
  fields: ListingFields,
  images: PlatformImage[],
  stored: readonly Pick<VariantRow, 'id' | 'externalId'>[] = [],
): ListingInput {
  const externalIdOf = new Map(stored.map((v) => [v.id, v.externalId]));
  return {
    name: fields.name,
    description: fields.description,
    categoryId: fields.categoryId,
    attributes: fields.attributes,
    images,
    weightGrams: fields.weightGrams,
    dimensions: fields.dimensions,
    condition: fields.condition,
    logistics: fields.logistics,
    tiers: fields.tiers,
    variants: fields.variants.map((v) => {
      const externalId = v._id ? externalIdOf.get(v._id) : undefined;
      return {
        ...(externalId ? { externalId } : {}),
        sku: v.sku,
        options: v.options,
        price: v.price,
        stock: v.stock,
      };
    }),
  };
}
