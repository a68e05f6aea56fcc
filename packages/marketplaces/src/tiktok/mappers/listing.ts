import type { ListingInput } from '../../core/port.ts';
import { tiktokDescriptionHtml } from '../description.ts';

export type TiktokListingTarget = {
  /** The warehouse that holds the stock (the shop's default sales warehouse). */
  warehouseId: string;
  /** Tokopedia listings go to the TOKOPEDIA listing platform (docs/decisions/004). */
  listingPlatform?: 'TIKTOK_SHOP' | 'TOKOPEDIA';
};

/** A whole product as POST /product/202309/products and PUT /product/202309/products/{id} take it. */
export function tiktokListingBody(input: ListingInput, target: TiktokListingTarget) {
  return {
    title: input.name,
    description: tiktokDescriptionHtml(input.description),
    category_id: input.categoryId,
    main_images: input.images.map((image) => ({ uri: image.imageId })),
    product_attributes: input.attributes.map((a) => ({ id: a.id, values: [{ name: a.value }] })),
    // TikTok Shop pairs KILOGRAM with CENTIMETER outside the US.
    package_weight: { value: String(input.weightGrams / 1000), unit: 'KILOGRAM' },
    ...(input.dimensions
      ? {
          package_dimensions: {
            length: String(input.dimensions.lengthCm),
            width: String(input.dimensions.widthCm),
            height: String(input.dimensions.heightCm),
            unit: 'CENTIMETER',
          },
        }
      : {}),
    is_pre_owned: input.condition === 'used',
    delivery_option_ids: input.logistics,
    skus: input.variants.map((variant) => ({
      ...(variant.externalId ? { id: variant.externalId } : {}),
      seller_sku: variant.sku,
      price: { amount: String(variant.price), currency: 'IDR' },
      inventory: [{ warehouse_id: target.warehouseId, quantity: variant.stock }],
      sales_attributes: input.tiers.map((tier, i) => ({
        name: tier.name,
        value_name: variant.options[i] ?? '',
      })),
    })),
    ...(target.listingPlatform ? { listing_platform: [target.listingPlatform] } : {}),
  };
}
