import type { ListingInput } from '../../core/port.ts';

/** A whole product as the (sandbox-defined) POST /products and PUT /products/{id} take it. */
export function bukalapakListingBody(input: ListingInput) {
  return {
    name: input.name,
    description: input.description,
    category_id: input.categoryId,
    condition: input.condition,
    weight: input.weightGrams,
    dimensions: input.dimensions
      ? {
          length: input.dimensions.lengthCm,
          width: input.dimensions.widthCm,
          height: input.dimensions.heightCm,
        }
      : null,
    images: input.images.map((image) => image.imageId),
    couriers: input.logistics,
    attributes: input.attributes.map((a) => ({ id: a.id, value: a.value })),
    variant_types: input.tiers.map((t) => ({ name: t.name, options: t.options })),
    skus: input.variants.map((v) => ({
      ...(v.externalId ? { id: v.externalId } : {}),
      sku_name: v.sku,
      options: v.options,
      price: v.price,
      stock: v.stock,
    })),
  };
}
