import { type Json, list, text } from '../core/body.ts';
import type { Catalog } from '../core/catalog.ts';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import {
  brandOf,
  dimensionsOf,
  imagePathOf,
  type ListingProblem,
  leafCategory,
  listingProblems,
  tiersOfPairs,
  variantsOf,
} from '../core/listings.ts';
import type { ProductDraft, Shop } from '../core/types.ts';
import { descriptionText } from './description.ts';
import { tiktokErrors } from './envelope.ts';
import type { TiktokPlatform } from './route.ts';

/** ListingInput paths -> the request fields of POST/PUT /product/202309/products that carry them. */
function wireField(field: string): string {
  const variant = /^variants\.(\d+)\.(price|stock|sku)$/.exec(field);
  if (variant) {
    const leaf = { price: 'price.amount', stock: 'inventory.quantity', sku: 'seller_sku' }[
      variant[2] as string
    ];
    return `skus[${variant[1]}].${leaf}`;
  }
  const fields: Record<string, string> = {
    name: 'title',
    description: 'description',
    images: 'main_images',
    categoryId: 'category_id',
    attributes: 'product_attributes',
    weightGrams: 'package_weight.value',
    logistics: 'delivery_option_ids',
    tiers: 'skus.sales_attributes',
    variants: 'skus',
  };
  return fields[field] ?? field;
}

const refuse = (problem: ListingProblem) =>
  problem.field === 'categoryId'
    ? tiktokErrors.category(`category_id ${problem.reason}.`)
    : tiktokErrors.listing(`${wireField(problem.field)} ${problem.reason}.`);

function required(body: Json, name: string) {
  if (body[name] === undefined || body[name] === null || body[name] === '')
    throw tiktokErrors.param(`${name} is required.`);
}

/**
 * Reads a create or full-edit body the way TikTok Shop validates it: required fields, a leaf category
 * with its required attributes, uploaded image uris, then the platform's listing rules. Answers the
 * draft, and per SKU the id the edit names (if any).
 */
export function tiktokDraft(
  body: Json,
  shop: Shop,
  sandbox: Sandbox,
  platform: TiktokPlatform,
): { draft: ProductDraft; skuIds: (string | undefined)[] } {
  for (const name of ['title', 'description', 'category_id', 'main_images', 'skus', 'package_weight'])
    required(body, name);
  const categoryId = Number(body.category_id);
  const category = leafCategory(sandbox.world.catalog, categoryId);
  if (!category) throw refuse({ field: 'categoryId', reason: 'is not an existing leaf category' });

  const images = list(body.main_images).map((image, i) => {
    const path = imagePathOf(text(image.uri), shop, sandbox.images);
    if (!path) throw tiktokErrors.image(`main_images[${i}].uri is not an uploaded image.`);
    return path;
  });
  const attributes = productAttributes(list(body.product_attributes), sandbox.world.catalog, categoryId);
  const skus = list(body.skus);
  const pairs = skus.map((sku) =>
    list(sku.sales_attributes).map((a) => ({ name: text(a.name), value: text(a.value_name) })),
  );
  const tiers = tiersOfPairs(pairs);
  if (pairs.some((row) => row.map((p) => p.name).join('/') !== tiers.map((t) => t.name).join('/')))
    throw refuse({ field: 'tiers', reason: 'must name the same attributes on every SKU' });
  const variants = variantsOf(
    tiers,
    skus.map((sku, i) => ({
      sku: text(sku.seller_sku),
      options: (pairs[i] ?? []).map((p) => p.value),
      price: Number((sku.price as Json | undefined)?.amount),
      stock: Number(list(sku.inventory)[0]?.quantity ?? Number.NaN),
    })),
  );
  if (!Array.isArray(variants)) throw refuse(variants);

  const weight = body.package_weight as Json;
  if (weight.unit !== undefined && weight.unit !== 'KILOGRAM')
    throw tiktokErrors.listing('package_weight.unit must be KILOGRAM.');
  const channels = list(body.delivery_option_ids).map(Number);
  const draft: ProductDraft = {
    name: text(body.title),
    description: descriptionText(text(body.description)),
    sku: variants[0]?.sku ?? '',
    categoryId,
    brand: brandOf(attributes),
    attributes,
    weightGrams: Math.round(Number(weight.value) * 1000),
    dimensions: dimensionsOf(body.package_dimensions),
    condition: body.is_pre_owned === true ? 'USED' : 'NEW',
    // Without delivery options TikTok Shop uses the shop's default ones: all of them here.
    logistics: channels.length > 0 ? channels : LOGISTICS[platform].map((l) => l.id),
    images,
    tiers,
    variants,
  };
  const [problem] = listingProblems(platform, draft, sandbox.world.catalog);
  if (problem) throw refuse(problem);
  return { draft, skuIds: skus.map((sku) => (sku.id === undefined ? undefined : String(sku.id))) };
}

function productAttributes(rows: Json[], catalog: Catalog, categoryId: number) {
  const category = leafCategory(catalog, categoryId);
  return rows.map((row, i) => {
    const attribute = category?.attributes.find((a) => String(a.id) === String(row.id));
    if (!attribute)
      throw tiktokErrors.listing(`product_attributes[${i}].id is not an attribute of the category.`);
    const value = list(row.values)[0] ?? {};
    const byId = attribute.values[Number(value.id)];
    return { id: attribute.id, name: attribute.name, value: text(value.name) || byId || '' };
  });
}
