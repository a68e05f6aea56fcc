import type { ListingDetail, ListingForm } from '@booster/contracts';
import { checkListing, type ListingIssue, type Marketplace } from '@booster/domain';
import type { TierDraft, VariantDraft } from './variant-grid.ts';

export type PlatformImage = { imageId: string; url: string };
export type Dimensions = { lengthCm: number; widthCm: number; heightCm: number };

/** What the create and edit form holds; `toListingBody` turns it into the request body. */
export type ListingFormValues = {
  shopId: string;
  name: string;
  description: string;
  categoryId: string;
  /** Attribute id to its value; the category's attribute list gives the names. */
  attributeValues: Record<string, string>;
  images: PlatformImage[];
  weightGrams: number;
  /** Zero means not given; the platform takes all three or none. */
  dimensions: Dimensions;
  condition: 'new' | 'used';
  logistics: string[];
  tiers: TierDraft[];
  variants: VariantDraft[];
};

export type AttributeMeta = { id: string; name: string; required: boolean };

const NO_DIMENSIONS: Dimensions = { lengthCm: 0, widthCm: 0, heightCm: 0 };

export function emptyFormValues(shopId = ''): ListingFormValues {
  return {
    shopId,
    name: '',
    description: '',
    categoryId: '',
    attributeValues: {},
    images: [],
    weightGrams: 0,
    dimensions: NO_DIMENSIONS,
    condition: 'new',
    logistics: [],
    tiers: [],
    variants: [{ sku: '', options: [], price: 0, stock: 0 }],
  };
}

export function formValuesFromDetail(detail: ListingDetail): ListingFormValues {
  return {
    shopId: detail.shopId,
    name: detail.name,
    description: detail.description,
    categoryId: detail.categoryId,
    attributeValues: Object.fromEntries(detail.attributes.map((a) => [a.id, a.value])),
    images: detail.images,
    weightGrams: detail.weightGrams,
    dimensions: detail.dimensions ?? NO_DIMENSIONS,
    condition: detail.condition,
    logistics: detail.logistics,
    tiers: detail.tiers,
    variants: detail.variants.map(({ _id, sku, options, price, stock }) => ({
      _id,
      sku,
      options,
      price,
      stock,
    })),
  };
}

function dimensionsOf(d: Dimensions): Dimensions | null {
  return d.lengthCm || d.widthCm || d.heightCm ? d : null;
}

export function toListingBody(values: ListingFormValues, attributes: readonly AttributeMeta[]): ListingForm {
  return {
    shopId: values.shopId,
    name: values.name.trim(),
    description: values.description,
    categoryId: values.categoryId,
    attributes: attributes
      .map((a) => ({ id: a.id, name: a.name, value: values.attributeValues[a.id]?.trim() ?? '' }))
      .filter((a) => a.value !== ''),
    images: values.images,
    weightGrams: values.weightGrams,
    dimensions: dimensionsOf(values.dimensions),
    condition: values.condition,
    logistics: values.logistics,
    tiers: values.tiers,
    variants: values.variants.map((v) => ({ ...v, sku: v.sku.trim() })),
  };
}

/**
 * Everything that stops the form from being sent: the platform's rules (`checkListing`) plus what the
 * form itself requires (shop, category, required attributes, a logistics channel, complete dimensions).
 */
export function formIssues(
  marketplace: Marketplace,
  values: ListingFormValues,
  attributes: readonly AttributeMeta[],
): ListingIssue[] {
  const issues = checkListing(marketplace, {
    name: values.name,
    description: values.description,
    imageCount: values.images.length,
    weightGrams: values.weightGrams,
    tiers: values.tiers,
    variants: values.variants,
  });
  if (!values.shopId) issues.push({ field: 'shopId', message: 'listing.shopRequired' });
  if (!values.categoryId) issues.push({ field: 'categoryId', message: 'listing.categoryRequired' });
  for (const a of attributes) {
    if (a.required && !values.attributeValues[a.id]?.trim())
      issues.push({ field: `attributeValues.${a.id}`, message: 'listing.attributeRequired' });
  }
  if (values.logistics.length === 0)
    issues.push({ field: 'logistics', message: 'listing.logisticsRequired' });
  const d = values.dimensions;
  if (dimensionsOf(d) && !(d.lengthCm > 0 && d.widthCm > 0 && d.heightCm > 0))
    issues.push({ field: 'dimensions', message: 'listing.dimensionsIncomplete' });
  values.tiers.forEach((tier, i) => {
    if (!tier.name.trim()) issues.push({ field: `tiers.${i}.name`, message: 'listing.tierNameRequired' });
    if (tier.options.length === 0)
      issues.push({ field: `tiers.${i}.options`, message: 'listing.tierOptionsRequired' });
  });
  return issues;
}
