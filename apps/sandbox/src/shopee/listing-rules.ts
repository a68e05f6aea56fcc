import { LISTING_RULES } from '@booster/domain';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import { brandOf, variantName } from '../core/listings.ts';
import type { Product, ProductDraft, Tier, Variant } from '../core/types.ts';
import { attributeValueId, INPUT_TYPE, shopeeAttributes } from './catalog.ts';
import { shopeeErrors } from './envelope.ts';
import { shopeeImagePath } from './images.ts';

/**
 * Shopee's checks on add_item / update_item / the model APIs, with the limits of LISTING_RULES.shopee.
 * Every refusal is an error_param whose message starts with the parameter it is about.
 */
const rules = LISTING_RULES.shopee;
const fail = shopeeErrors.param;

type Body = Record<string, unknown>;
type ItemFields = Partial<Omit<ProductDraft, 'tiers' | 'variants'>>;

const between = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

function text(body: Body, name: string, min: number, max: number): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw fail(`${name} should be a string.`);
  if (!between(value.trim().length, min, max))
    throw fail(`${name} length should be between ${min} and ${max}.`);
  return value;
}

export function checkPrice(value: unknown, param: string): number {
  const price = Number(value);
  if (typeof value !== 'number' || !between(price, rules.priceMin, rules.priceMax))
    throw fail(`${param} should be between ${rules.priceMin} and ${rules.priceMax}.`);
  return Math.round(price);
}

export function checkStock(value: unknown, param: string): number {
  const stock = (value as { stock?: unknown }[] | undefined)?.[0]?.stock;
  if (!Number.isInteger(stock) || !between(stock as number, 0, rules.stockMax))
    throw fail(`${param} should be between 0 and ${rules.stockMax}.`);
  return stock as number;
}

export function checkSku(value: unknown, param: string): string {
  const sku = value === undefined ? '' : String(value);
  if (sku.length > rules.skuMax) throw fail(`${param} length should be under ${rules.skuMax}.`);
  return sku;
}

/** The item fields present in the body (all of them required on add_item). */
export function itemFields(sandbox: Sandbox, body: Body, creating: boolean): ItemFields {
  if (creating) {
    for (const name of ['item_name', 'description', 'category_id', 'weight', 'image', 'logistic_info']) {
      if (body[name] === undefined) throw fail(`${name} is required.`);
    }
  }
  const fields: ItemFields = {};
  fields.name = text(body, 'item_name', rules.nameMin, rules.nameMax);
  fields.description = text(body, 'description', rules.descriptionMin, rules.descriptionMax);
  if (body.category_id !== undefined) {
    const category = sandbox.world.catalog.categories.find((c) => c.id === Number(body.category_id));
    if (!category) throw fail('category_id is invalid.');
    if (category.hasChildren) throw fail('category_id is not a leaf category.');
    fields.categoryId = category.id;
  }
  if (body.weight !== undefined) {
    const grams = Math.round(Number(body.weight) * 1000);
    if (!between(grams, rules.weightMinGrams, rules.weightMaxGrams))
      throw fail(
        `weight should be between ${rules.weightMinGrams / 1000} and ${rules.weightMaxGrams / 1000} kg.`,
      );
    fields.weightGrams = grams;
  }
  if (body.dimension !== undefined) {
    const d = (body.dimension ?? {}) as Record<string, unknown>;
    const sides = [d.package_length, d.package_width, d.package_height].map(Number);
    if (!sides.every((s) => Number.isInteger(s) && s > 0))
      throw fail('dimension should have positive package_length, package_width and package_height.');
    fields.dimensions = { length: sides[0] ?? 0, width: sides[1] ?? 0, height: sides[2] ?? 0 };
  }
  if (body.image !== undefined) fields.images = images(sandbox, body.image);
  if (body.condition !== undefined) {
    if (body.condition !== 'NEW' && body.condition !== 'USED') throw fail('condition should be NEW or USED.');
    fields.condition = body.condition;
  }
  if (body.item_sku !== undefined) fields.sku = checkSku(body.item_sku, 'item_sku');
  return fields;
}

function images(sandbox: Sandbox, value: unknown): string[] {
  const ids = (value as { image_id_list?: unknown } | null)?.image_id_list;
  if (!Array.isArray(ids) || !between(ids.length, rules.imagesMin, rules.imagesMax))
    throw fail(`image.image_id_list should have ${rules.imagesMin} to ${rules.imagesMax} images.`);
  return ids.map((id) => {
    const path = shopeeImagePath(sandbox, String(id));
    if (!path) throw fail(`image.image_id_list has an invalid image_id: ${String(id)}.`);
    return path;
  });
}

/** logistic_info switches channels on and off; at least one must stay on. */
export function logistics(value: unknown, before: number[]): number[] {
  if (!Array.isArray(value)) throw fail('logistic_info should be a list.');
  const enabled = new Set(before);
  for (const entry of value as { logistic_id?: unknown; enabled?: unknown }[]) {
    const id = Number(entry.logistic_id);
    if (!LOGISTICS.shopee.some((l) => l.id === id))
      throw fail(`logistic_info has an invalid logistic_id: ${id}.`);
    if (entry.enabled === false) enabled.delete(id);
    else enabled.add(id);
  }
  if (enabled.size === 0) throw fail('logistic_info should enable at least one channel.');
  return [...enabled];
}

/** attribute_list against the category's attribute tree; mandatory attributes must be there. */
export function attributes(
  sandbox: Sandbox,
  categoryId: number,
  value: unknown,
): { attributes: Product['attributes']; brand: string } {
  const category = sandbox.world.catalog.categories.find((c) => c.id === categoryId);
  const tree = category ? shopeeAttributes(category) : [];
  if (!Array.isArray(value)) throw fail('attribute_list should be a list.');
  const chosen = (
    value as { attribute_id?: unknown; attribute_value_list?: Record<string, unknown>[] }[]
  ).map((entry) => {
    const attribute = tree.find((a) => a.id === Number(entry.attribute_id));
    if (!attribute) throw fail(`attribute_list has an invalid attribute_id: ${String(entry.attribute_id)}.`);
    const given = entry.attribute_value_list?.[0] ?? {};
    const index = attribute.values.findIndex(
      (_, i) => attributeValueId(attribute.id, i) === Number(given.value_id),
    );
    const name = index >= 0 ? attribute.values[index] : String(given.original_value_name ?? '').trim();
    if (attribute.inputType === INPUT_TYPE.dropDown && index < 0)
      throw fail(
        `attribute_list has an invalid value_id for attribute_id ${attribute.id} (${attribute.name}).`,
      );
    if (!name)
      throw fail(`attribute_list has an empty value for attribute_id ${attribute.id} (${attribute.name}).`);
    return { id: attribute.id, name: attribute.name, value: name as string };
  });
  const missing = tree.find((a) => a.mandatory && !chosen.some((c) => c.id === a.id));
  if (missing)
    throw fail(`attribute_list is missing mandatory attribute_id ${missing.id} (${missing.name}).`);
  return { attributes: chosen, brand: brandOf(chosen) };
}

export function tierVariation(value: unknown): Tier[] {
  if (!Array.isArray(value) || !between(value.length, 1, rules.tiersMax))
    throw fail(`tier_variation should have 1 to ${rules.tiersMax} tiers.`);
  const tiers = (value as { name?: unknown; option_list?: { option?: unknown }[] }[]).map((t) => ({
    name: String(t.name ?? '').trim(),
    options: (t.option_list ?? []).map((o) => String(o.option ?? '').trim()),
  }));
  for (const tier of tiers) {
    if (!tier.name) throw fail('tier_variation name is required.');
    if (tier.options.length === 0 || tier.options.some((o) => !o))
      throw fail(`tier_variation ${tier.name} needs non-empty options.`);
    if (new Set(tier.options).size !== tier.options.length)
      throw fail(`tier_variation ${tier.name} has duplicate options.`);
  }
  return tiers;
}

export function tierIndex(value: unknown, tiers: Tier[], param: string): number[] {
  const index = Array.isArray(value) ? value.map(Number) : [];
  if (
    index.length !== tiers.length ||
    index.some((i, t) => !Number.isInteger(i) || i < 0 || i >= (tiers[t]?.options.length ?? 0))
  )
    throw fail(`${param}.tier_index is invalid.`);
  return index;
}

/** A new model (init_tier_variation, add_model): tier_index, price, stock and sku all checked. */
export function newModel(entry: Record<string, unknown>, tiers: Tier[], param: string): Omit<Variant, 'id'> {
  const index = tierIndex(entry.tier_index, tiers, param);
  return {
    tierIndex: index,
    name: variantName(tiers, index),
    price: checkPrice(entry.original_price, `${param}.original_price`),
    stock: checkStock(entry.seller_stock, `${param}.seller_stock`),
    sku: checkSku(entry.model_sku, `${param}.model_sku`),
  };
}

/** Every model has its own combination of options, and there are not too many. */
export function distinctModels(variants: { tierIndex: number[] }[]) {
  if (variants.length > rules.variantsMax)
    throw fail(`model should have at most ${rules.variantsMax} entries.`);
  const keys = variants.map((v) => v.tierIndex.join(','));
  const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (twice >= 0) throw fail(`model[${twice}].tier_index is duplicated.`);
}
