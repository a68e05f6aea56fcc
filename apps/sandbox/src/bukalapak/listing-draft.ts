import { type Json, list, text } from '../core/body.ts';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import {
  brandOf,
  dimensionsOf,
  imagePathOf,
  type ListingProblem,
  leafCategory,
  listingProblems,
  variantsOf,
} from '../core/listings.ts';
import type { ProductDraft, Shop, Tier } from '../core/types.ts';
import { bukalapakErrors } from './envelope.ts';

/** ListingInput paths -> the fields of the (sandbox-defined) POST /products and PUT /products/{id}. */
function wireField(field: string): string {
  const variant = /^variants\.(\d+)\.(price|stock|sku)$/.exec(field);
  if (variant) return `skus[${variant[1]}].${variant[2] === 'sku' ? 'sku_name' : variant[2]}`;
  const fields: Record<string, string> = {
    categoryId: 'category_id',
    weightGrams: 'weight',
    logistics: 'couriers',
    tiers: 'variant_types',
    variants: 'skus',
  };
  return fields[field] ?? field;
}

const refuse = (problem: ListingProblem) => {
  const field = wireField(problem.field);
  return bukalapakErrors.invalid(`${field} ${problem.reason}`, field);
};

/**
 * Reads a create or full-edit body: required fields, a leaf category and its required attributes,
 * image ids from `POST /images`, couriers of the store, then LISTING_RULES.bukalapak. Answers the draft
 * and, per SKU, the id an edit names.
 */
export function bukalapakDraft(
  body: Json,
  shop: Shop,
  sandbox: Sandbox,
): { draft: ProductDraft; skuIds: (string | undefined)[] } {
  for (const field of ['name', 'description', 'category_id', 'weight', 'images', 'skus'])
    if (body[field] === undefined || body[field] === null)
      throw bukalapakErrors.invalid(`${field} is required`, field);
  const categoryId = Number(body.category_id);
  const category = leafCategory(sandbox.world.catalog, categoryId);
  if (!category) throw refuse({ field: 'categoryId', reason: 'must be an existing leaf category' });
  if (body.condition !== undefined && body.condition !== 'new' && body.condition !== 'used')
    throw bukalapakErrors.invalid('condition must be new or used', 'condition');

  const images = list(body.images).map((id, i) => {
    const path = imagePathOf(String(id), shop, sandbox.images);
    if (!path) throw bukalapakErrors.invalid(`images[${i}] is not an uploaded image`, 'images');
    return path;
  });
  const attributes = list(body.attributes).map((row, i) => {
    const attribute = category.attributes.find((a) => String(a.id) === String(row.id));
    if (!attribute)
      throw bukalapakErrors.invalid(`attributes[${i}].id is not an attribute of the category`, 'attributes');
    return { id: attribute.id, name: attribute.name, value: text(row.value) };
  });
  const tiers: Tier[] = list(body.variant_types).map((t) => ({
    name: text(t.name),
    options: Array.isArray(t.options) ? t.options.map(String) : [],
  }));
  const skus = list(body.skus);
  const variants = variantsOf(
    tiers,
    skus.map((sku) => ({
      sku: text(sku.sku_name),
      options: Array.isArray(sku.options) ? sku.options.map(String) : [],
      price: Number(sku.price),
      stock: Number(sku.stock),
    })),
  );
  if (!Array.isArray(variants)) throw refuse(variants);

  const couriers = list(body.couriers).map(Number);
  const draft: ProductDraft = {
    name: text(body.name),
    description: text(body.description),
    sku: variants[0]?.sku ?? '',
    categoryId,
    brand: brandOf(attributes),
    attributes,
    weightGrams: Number(body.weight),
    dimensions: dimensionsOf(body.dimensions),
    condition: body.condition === 'used' ? 'USED' : 'NEW',
    logistics: couriers.length > 0 ? couriers : LOGISTICS.bukalapak.map((c) => c.id),
    images,
    tiers,
    variants,
  };
  const [problem] = listingProblems('bukalapak', draft, sandbox.world.catalog);
  if (problem) throw refuse(problem);
  return { draft, skuIds: skus.map((sku) => (sku.id === undefined ? undefined : String(sku.id))) };
}
