import { AdapterError, type ListingInput } from '../core/port.ts';
import type { ShopeeAttribute } from './listing-schemas.ts';

/** Pure pieces of a Shopee listing write: request bodies from a ListingInput and error fields back. */

type Variant = ListingInput['variants'][number];

/** attribute_tree input types 1 and 4 are drop-downs (a value_id is required); the rest take text. */
const DROP_DOWN_TYPES = new Set([1, 4]);
export const isDropDown = (attribute: ShopeeAttribute) =>
  DROP_DOWN_TYPES.has(attribute.attribute_info.input_type ?? 0);

/** The item fields add_item and update_item share (price, stock and variations go elsewhere). */
export function shopeeItemFields(input: ListingInput, tree: ShopeeAttribute[]) {
  return {
    item_name: input.name,
    description: input.description,
    category_id: Number(input.categoryId),
    weight: input.weightGrams / 1000,
    ...(input.dimensions
      ? {
          dimension: {
            package_length: input.dimensions.lengthCm,
            package_width: input.dimensions.widthCm,
            package_height: input.dimensions.heightCm,
          },
        }
      : {}),
    image: { image_id_list: input.images.map((i) => i.imageId) },
    attribute_list: input.attributes.map((a) => {
      const known = tree.find((t) => t.attribute_id === a.id);
      const value = known?.attribute_value_list.find((v) => v.name === a.value);
      return {
        attribute_id: Number(a.id),
        attribute_value_list: [{ value_id: Number(value?.value_id ?? 0), original_value_name: a.value }],
      };
    }),
    condition: input.condition === 'used' ? 'USED' : 'NEW',
  };
}

/** Enabled channels on; on an edit, channels that were enabled before and are no longer chosen off. */
export function shopeeLogisticInfo(chosen: string[], enabledBefore: string[] = []) {
  const off = enabledBefore.filter((id) => !chosen.includes(id));
  return [
    ...chosen.map((id) => ({ logistic_id: Number(id), enabled: true })),
    ...off.map((id) => ({ logistic_id: Number(id), enabled: false })),
  ];
}

export function shopeeTierVariation(input: ListingInput) {
  return input.tiers.map((tier) => ({
    name: tier.name,
    option_list: tier.options.map((option) => ({ option })),
  }));
}

/** A variant's position in each tier's option list (the model's tier_index). */
export function tierIndexOf(input: ListingInput, variant: Variant): number[] {
  return input.tiers.map((tier, t) => tier.options.indexOf(variant.options[t] ?? ''));
}

export function shopeeNewModel(input: ListingInput, variant: Variant) {
  return {
    tier_index: tierIndexOf(input, variant),
    original_price: variant.price,
    model_sku: variant.sku,
    seller_stock: [{ stock: variant.stock }],
  };
}

/** Shopee's error_param messages start with the parameter; the ListingInput path it stands for. */
const ITEM_FIELDS: [string, string][] = [
  ['item_name', 'name'],
  ['description', 'description'],
  ['image', 'images'],
  ['category_id', 'categoryId'],
  ['attribute_list', 'attributes'],
  ['weight', 'weightGrams'],
  ['dimension', 'dimensions'],
  ['logistic_info', 'logistics'],
  ['condition', 'condition'],
  ['tier_variation', 'tiers'],
  ['original_price', 'variants.0.price'],
  ['seller_stock', 'variants.0.stock'],
  ['item_sku', 'variants.0.sku'],
];
const MODEL_FIELDS: Record<string, string> = {
  original_price: 'price',
  seller_stock: 'stock',
  model_sku: 'sku',
};

/**
 * The field an error_param message names. `variantOf` turns the index of a model in the request
 * (`model[1].original_price`) into the index of the variant in the ListingInput.
 */
export function shopeeErrorField(
  message: string,
  variantOf: (modelIndex: number) => number = (i) => i,
): string | undefined {
  const model = /^model(?:_list)?\[(\d+)\]\.(\w+)/.exec(message);
  if (model) {
    const field = MODEL_FIELDS[model[2] ?? ''];
    return field ? `variants.${variantOf(Number(model[1]))}.${field}` : 'variants';
  }
  return ITEM_FIELDS.find(([param]) => new RegExp(`^${param}\\b`).test(message))?.[1];
}

/** Runs a write; an invalid_input answer comes back with the ListingInput field it is about. */
export async function naming<T>(write: Promise<T>, variantOf?: (modelIndex: number) => number): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof AdapterError) || error.kind !== 'invalid_input' || error.field) throw error;
    throw new AdapterError(
      'invalid_input',
      error.message,
      error.platformCode,
      shopeeErrorField(error.message, variantOf),
      error.options,
    );
  }
}
