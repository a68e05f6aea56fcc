import { describe, expect, it } from 'vitest';
import { bukalapakError } from './client.ts';
import { mapBukalapakProduct } from './mappers/product.ts';
import { bukalapakProductSchema } from './schemas.ts';

const refusal = (field: string) =>
  bukalapakError(422, { errors: [{ code: 10005, message: `${field} is invalid`, field }] });

describe('Bukalapak listings', () => {
  it('turns a 422 naming a request field into invalid_input naming the listing field', () => {
    expect(refusal('skus[1].price')).toMatchObject({ kind: 'invalid_input', field: 'variants.1.price' });
    expect(refusal('skus[0].sku_name')).toMatchObject({ field: 'variants.0.sku' });
    expect(refusal('couriers')).toMatchObject({ field: 'logistics' });
    expect(refusal('weight')).toMatchObject({ field: 'weightGrams' });
    expect(refusal('store_note').field).toBeUndefined();
  });

  it('reads image ids, attributes, variant types, couriers and dimensions of a product', () => {
    const product = mapBukalapakProduct(
      bukalapakProductSchema.parse({
        id: 9,
        name: 'Kaos',
        state: 'active',
        condition: 'used',
        weight: 250,
        dimensions: { length: 20, width: 15, height: 5 },
        images: { ids: ['uploads/bl-1'], large_urls: ['https://img/bl-1'] },
        attributes: [{ id: 100000, name: 'Merek', value: 'Erigo' }],
        couriers: [1, 3],
        variant_types: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
        skus: [{ id: 5, sku_name: 'K-H', variant_name: 'Hitam', options: ['Hitam'], price: 59000, stock: 2 }],
        updated_at: '2025-01-01T00:00:00Z',
      }),
    );
    expect(product).toMatchObject({
      status: 'live',
      condition: 'used',
      platformImages: [{ imageId: 'uploads/bl-1', url: 'https://img/bl-1' }],
      attributes: [{ id: '100000', name: 'Merek', value: 'Erigo' }],
      tiers: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
      logistics: ['1', '3'],
      dimensions: { lengthCm: 20, widthCm: 15, heightCm: 5 },
      variants: [{ externalId: '5', sku: 'K-H', options: ['Hitam'], price: 59000, stock: 2 }],
    });
  });
});
