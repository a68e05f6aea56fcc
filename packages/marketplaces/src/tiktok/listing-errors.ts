import { AdapterError } from '../core/port.ts';

/** Request fields of TikTok Shop's product create/edit -> ListingInput paths. */
const FIELDS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^skus\[(\d+)\]\.price\b/, (m) => `variants.${m[1]}.price`],
  [/^skus\[(\d+)\]\.inventory\b/, (m) => `variants.${m[1]}.stock`],
  [/^skus\[(\d+)\]\.seller_sku\b/, (m) => `variants.${m[1]}.sku`],
  [/^skus(\[\d+\])?\.sales_attributes\b/, () => 'tiers'],
  [/^skus\b/, () => 'variants'],
  [/^title\b/, () => 'name'],
  [/^description\b/, () => 'description'],
  [/^main_images\b/, () => 'images'],
  [/^category_id\b/, () => 'categoryId'],
  [/^product_attributes\b/, () => 'attributes'],
  [/^package_weight\b/, () => 'weightGrams'],
  [/^package_dimensions\b/, () => 'dimensions'],
  [/^delivery_option_ids\b/, () => 'logistics'],
];

/** The ListingInput field a refusal names: its message starts with the request field. */
export function tiktokListingField(message: string): string | undefined {
  for (const [pattern, field] of FIELDS) {
    const match = pattern.exec(message);
    if (match) return field(match);
  }
  return undefined;
}

/** Runs a create/edit call; an invalid_input refusal comes back naming the ListingInput field. */
export async function withListingField<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof AdapterError) || error.kind !== 'invalid_input') throw error;
    throw new AdapterError(
      error.kind,
      error.message,
      error.platformCode,
      tiktokListingField(error.message),
      error.options,
    );
  }
}
