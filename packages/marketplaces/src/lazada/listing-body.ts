import { AdapterError, type ListingInput, type LogisticsChannel } from '../core/port.ts';

/**
 * Lazada's delivery options, the channels a listing names: each is a product attribute a create or
 * update sets to `Yes` or `No` (CreateProduct / UpdateProduct payload `Attributes`; GetCategoryAttributes
 * lists them as normal Yes/No attributes, e.g. `Delivery_Option_Instant`). The id is the attribute name.
 * Which carrier takes a package is chosen when it is packed (shipment providers), not per listing.
 */
export const LAZADA_DELIVERY_OPTIONS: readonly LogisticsChannel[] = [
  { id: 'delivery_option_standard', name: 'Standard', enabled: true },
  { id: 'delivery_option_economy', name: 'Economy', enabled: true },
  { id: 'delivery_option_express', name: 'Express', enabled: true },
  { id: 'Delivery_Option_Instant', name: 'Instant', enabled: true },
  { id: 'delivery_option_sof', name: 'Seller Own Fleet', enabled: true },
];

/** The delivery option an attribute key names (Lazada's letter case varies), if any. */
export function lazadaDeliveryOption(key: string): string | undefined {
  const lower = key.toLowerCase();
  return LAZADA_DELIVERY_OPTIONS.find((o) => o.id.toLowerCase() === lower)?.id;
}

/** An attribute value Lazada reads as on: `Yes` when written, `1` in some read-backs. */
export const isLazadaYes = (value: unknown) => ['yes', '1', 'true'].includes(String(value).toLowerCase());

/**
 * Every delivery option as Yes/No from the listing's channels. A listing naming none sends none, so
 * Lazada keeps its default (standard delivery) rather than switching every option off.
 */
function deliveryAttributes(logistics: string[]): Record<string, string> {
  if (logistics.length === 0) return {};
  return Object.fromEntries(
    LAZADA_DELIVERY_OPTIONS.map((o) => [o.id, logistics.includes(o.id) ? 'Yes' : 'No']),
  );
}

/**
 * Pure pieces of a Lazada product write: the CreateProduct/UpdateProduct `payload` from a ListingInput
 * and the refused field back as a ListingInput path.
 *
 * Lazada keys attributes by their name (`brand`, `color_family`), so a CategoryAttribute's `id` is that
 * name. Variations are the product's `variation` (Variation1, Variation2) and each SKU's `saleProp`.
 * Weight and package size are per SKU on Lazada; every SKU gets the listing's. The listing's logistics
 * are the delivery option attributes (LAZADA_DELIVERY_OPTIONS).
 */
export function lazadaProductPayload(input: ListingInput, itemId?: string) {
  const weightKg = String(input.weightGrams / 1000);
  const size = input.dimensions
    ? {
        package_length: String(input.dimensions.lengthCm),
        package_width: String(input.dimensions.widthCm),
        package_height: String(input.dimensions.heightCm),
      }
    : {};
  const product = {
    ...(itemId ? { ItemId: itemId } : {}),
    PrimaryCategory: input.categoryId,
    Images: { Image: input.images.map((i) => i.url) },
    Attributes: {
      name: input.name,
      description: input.description,
      ...Object.fromEntries(input.attributes.map((a) => [a.id, a.value])),
      ...deliveryAttributes(input.logistics),
    },
    ...(input.tiers.length > 0
      ? {
          variation: Object.fromEntries(
            input.tiers.map((tier, i) => [
              `Variation${i + 1}`,
              { name: tier.name, hasImage: false, customize: true, options: { option: tier.options } },
            ]),
          ),
        }
      : {}),
    Skus: {
      Sku: input.variants.map((v) => ({
        ...(v.externalId ? { SkuId: v.externalId } : {}),
        SellerSku: v.sku,
        quantity: String(v.stock),
        price: String(v.price),
        package_weight: weightKg,
        ...size,
        ...(input.tiers.length > 0
          ? { saleProp: Object.fromEntries(input.tiers.map((t, i) => [t.name, v.options[i] ?? ''])) }
          : {}),
      })),
    },
  };
  return JSON.stringify({ Request: { Product: product } });
}

const PRODUCT_FIELDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  Images: 'images',
  PrimaryCategory: 'categoryId',
  variation: 'tiers',
  Skus: 'variants',
};
const SKU_FIELDS: Record<string, string> = {
  price: 'price',
  special_price: 'price',
  quantity: 'stock',
  SellerSku: 'sku',
};
const SHARED_SKU_FIELDS: Record<string, string> = {
  package_weight: 'weightGrams',
  package_length: 'dimensions',
  package_width: 'dimensions',
  package_height: 'dimensions',
  saleProp: 'tiers',
};

/** `sku:<SellerSku>.<field>` or a product key (client.ts) -> the ListingInput path. */
export function lazadaErrorField(field: string, input: ListingInput): string {
  const onSku = /^sku:(.*)\.(\w+)$/.exec(field);
  if (!onSku) return lazadaDeliveryOption(field) ? 'logistics' : (PRODUCT_FIELDS[field] ?? 'attributes');
  const [, sellerSku = '', key = ''] = onSku;
  if (SHARED_SKU_FIELDS[key]) return SHARED_SKU_FIELDS[key];
  const index = Math.max(
    0,
    input.variants.findIndex((v) => v.sku === sellerSku),
  );
  return `variants.${index}.${SKU_FIELDS[key] ?? 'sku'}`;
}

/** Runs a write; an invalid_input answer naming a Lazada field comes back with the ListingInput path. */
export async function naming<T>(write: Promise<T>, input: ListingInput): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof AdapterError) || error.kind !== 'invalid_input' || !error.field) throw error;
    throw new AdapterError(
      'invalid_input',
      error.message,
      error.platformCode,
      lazadaErrorField(error.field, input),
      error.options,
    );
  }
}
