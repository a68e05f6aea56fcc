/** The request fields of the (sandbox-defined) product create/edit -> ListingInput paths. */
const FIELDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  category_id: 'categoryId',
  attributes: 'attributes',
  weight: 'weightGrams',
  dimensions: 'dimensions',
  condition: 'condition',
  images: 'images',
  couriers: 'logistics',
  variant_types: 'tiers',
  skus: 'variants',
};
const SKU_FIELDS: Record<string, string> = { price: 'price', stock: 'stock', sku_name: 'sku' };

/** The ListingInput field an error's `field` names, when it names one of a listing's. */
export function bukalapakListingField(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const sku = /^skus\[(\d+)\]\.(\w+)$/.exec(field);
  if (sku) {
    const leaf = SKU_FIELDS[sku[2] as string];
    return leaf ? `variants.${sku[1]}.${leaf}` : 'variants';
  }
  return FIELDS[field];
}
