import { LISTING_RULES } from '@booster/domain';
import type { Sandbox } from '../core/context.ts';
import type { Product, Tier } from '../core/types.ts';
import { ImageStore } from '../core/uploads.ts';
import { LAZADA_DELIVERY_OPTIONS, lazadaAttributes } from './catalog.ts';
import { LazadaError } from './envelope.ts';

/**
 * CreateProduct / UpdateProduct checks with the limits of LISTING_RULES.lazada. A refusal is Lazada's
 * E0500 with `detail[{field, message, seller_sku?}]` naming the payload field (and the SKU).
 */
const rules = LISTING_RULES.lazada;
/** A SellerSku is unique per seller (marketplace-apis.md 2.5). */
const DUPLICATE_SKU = '4135';

export function refuse(field: string, message: string, sellerSku?: string, code = '500'): LazadaError {
  return new LazadaError(code, `E${code.padStart(4, '0')}: ${message}`, 'ISV', [
    { field, message, ...(sellerSku !== undefined ? { seller_sku: sellerSku } : {}) },
  ]);
}

const between = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;
/** Lazada's payload arrays may come as one object when there is a single element. */
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export type SkuInput = Record<string, unknown> & {
  SkuId?: unknown;
  SellerSku?: unknown;
  saleProp?: Record<string, string>;
};
export type ProductPayload = {
  ItemId?: unknown;
  PrimaryCategory?: unknown;
  Images?: { Image?: string | string[] };
  Attributes?: Record<string, unknown>;
  variation?: Record<string, { name?: string; options?: { option?: string | string[] } }>;
  Skus?: { Sku?: SkuInput | SkuInput[] };
};

export type CheckedSku = { skuId?: string; sku: string; tierIndex: number[]; price: number; stock: number };

/** The product-level fields of the payload, checked. */
export function checkProduct(sandbox: Sandbox, product: ProductPayload) {
  if (product.PrimaryCategory === undefined) throw refuse('PrimaryCategory', 'PrimaryCategory is required');
  const category = sandbox.world.catalog.categories.find(
    (c) => String(c.id) === String(product.PrimaryCategory),
  );
  if (!category) throw refuse('PrimaryCategory', 'PrimaryCategory is invalid');
  if (category.hasChildren) throw refuse('PrimaryCategory', 'PrimaryCategory should be a leaf category');
  const attributes = product.Attributes ?? {};
  const name = String(attributes.name ?? '');
  if (!between(name.trim().length, Math.max(rules.nameMin, 1), rules.nameMax))
    throw refuse('name', `name length should be between ${rules.nameMin} and ${rules.nameMax}`);
  const description = String(attributes.description ?? '');
  if (!between(description.trim().length, rules.descriptionMin, rules.descriptionMax))
    throw refuse('description', `description length should be at most ${rules.descriptionMax}`);
  const chosen = lazadaAttributes(category).flatMap((a) => {
    const value = attributes[a.key] === undefined ? '' : String(attributes[a.key]).trim();
    if (!value) {
      if (a.mandatory) throw refuse(a.key, `${a.key} is mandatory`);
      return [];
    }
    if (!a.options.includes(value)) throw refuse(a.key, `${a.key} should be one of its options`);
    return [{ id: category.attributes.find((c) => c.name === a.label)?.id ?? 0, name: a.label, value }];
  });
  return {
    name,
    description,
    categoryId: category.id,
    attributes: chosen,
    brand: chosen.find((a) => a.name === 'Merek')?.value ?? 'No Brand',
    images: images(sandbox, list(product.Images?.Image)),
    tiers: tiers(product.variation),
  };
}

/**
 * The delivery options a product has on after this payload: each `delivery_option_*` attribute it
 * carries (any letter case, Yes or No) switches that option; those it leaves out keep `before`.
 */
export function deliveryOptions(product: ProductPayload, before: number[]): number[] {
  const given = new Map(
    Object.entries(product.Attributes ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const on = new Set(before);
  for (const option of LAZADA_DELIVERY_OPTIONS) {
    const value = given.get(option.key.toLowerCase());
    if (value === undefined) continue;
    const answer = String(value).trim().toLowerCase();
    if (answer !== 'yes' && answer !== 'no') throw refuse(option.key, `${option.key} should be Yes or No`);
    if (answer === 'yes') on.add(option.id);
    else on.delete(option.id);
  }
  return LAZADA_DELIVERY_OPTIONS.map((o) => o.id).filter((id) => on.has(id));
}

/** Images must already be on Lazada's CDN: an upload of this sandbox or a Lazada listing image. */
function images(sandbox: Sandbox, urls: string[]): string[] {
  if (!between(urls.length, rules.imagesMin, rules.imagesMax))
    throw refuse('Images', `Images should have ${rules.imagesMin} to ${rules.imagesMax} images`);
  return urls.map((url) => {
    const at = url.indexOf(`${sandbox.prefix}/_assets/`);
    const path = at >= 0 ? url.slice(at + sandbox.prefix.length) : '';
    const upload = /^\/_assets\/uploads\/([\w-]+)$/.exec(path)?.[1];
    const known = upload
      ? sandbox.images.get(upload) && path === ImageStore.path(upload)
      : path.startsWith('/_assets/img/lazada/');
    if (!known) throw refuse('Images', `Image ${url} is not on the Lazada CDN, upload it first`);
    return path;
  });
}

function tiers(variation: ProductPayload['variation']): Tier[] {
  const entries = Object.entries(variation ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length > rules.tiersMax)
    throw refuse('variation', `variation should have at most ${rules.tiersMax} entries`);
  return entries.map(([key, v]) => {
    const options = list(v.options?.option).map((o) => String(o).trim());
    if (
      !v.name ||
      options.length === 0 ||
      options.some((o) => !o) ||
      new Set(options).size !== options.length
    )
      throw refuse('variation', `${key} needs a name and distinct options`);
    return { name: v.name, options };
  });
}

/** The SKUs of the payload against the tiers; `taken` are seller SKUs other listings already use. */
export function checkSkus(product: ProductPayload, tierList: Tier[], taken: Set<string>) {
  const skus = list(product.Skus?.Sku);
  if (!between(skus.length, 1, rules.variantsMax))
    throw refuse('Skus', `Skus should have 1 to ${rules.variantsMax} SKUs`);
  const seen = new Set<string>();
  let weightGrams = 0;
  let dimensions: Product['dimensions'] = null;
  const checked = skus.map((s, i): CheckedSku => {
    const sku = String(s.SellerSku ?? '').trim();
    if (!sku || sku.length > rules.skuMax)
      throw refuse('SellerSku', `SellerSku is required, at most ${rules.skuMax} characters`, sku);
    if (seen.has(sku) || taken.has(sku))
      throw refuse('SellerSku', `SellerSku ${sku} already exists`, sku, DUPLICATE_SKU);
    seen.add(sku);
    const price = Number(s.price);
    if (!between(price, rules.priceMin, rules.priceMax))
      throw refuse('price', `price should be between ${rules.priceMin} and ${rules.priceMax}`, sku);
    const stock = Number(s.quantity ?? 0);
    if (!Number.isInteger(stock) || !between(stock, 0, rules.stockMax))
      throw refuse('quantity', `quantity should be between 0 and ${rules.stockMax}`, sku);
    const grams = Math.round(Number(s.package_weight) * 1000);
    if (!between(grams, rules.weightMinGrams, rules.weightMaxGrams))
      throw refuse(
        'package_weight',
        `package_weight should be between ${rules.weightMinGrams / 1000} and ${rules.weightMaxGrams / 1000} kg`,
        sku,
      );
    if (i === 0) {
      weightGrams = grams;
      const sides = [s.package_length, s.package_width, s.package_height].map(Number);
      if (sides.every((n) => Number.isInteger(n) && n > 0))
        dimensions = { length: sides[0] ?? 0, width: sides[1] ?? 0, height: sides[2] ?? 0 };
    }
    const tierIndex = tierList.map((t) => t.options.indexOf(String(s.saleProp?.[t.name] ?? '')));
    if (tierIndex.some((index) => index < 0))
      throw refuse('saleProp', 'saleProp should name one option of every variation', sku);
    return {
      skuId: s.SkuId === undefined ? undefined : String(s.SkuId),
      sku,
      tierIndex,
      price: Math.round(price),
      stock,
    };
  });
  const combos = checked.map((c) => c.tierIndex.join(','));
  const twice = combos.findIndex((c, i) => combos.indexOf(c) !== i);
  if (twice >= 0) throw refuse('saleProp', 'Two SKUs have the same saleProp', checked[twice]?.sku);
  return { skus: checked, weightGrams, dimensions };
}
