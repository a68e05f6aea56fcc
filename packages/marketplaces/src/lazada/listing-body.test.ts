import { describe, expect, it } from 'vitest';
import type { ListingInput } from '../core/port.ts';
import { lazadaErrorField, lazadaProductPayload } from './listing-body.ts';
import { mapLazadaProduct } from './mappers/product.ts';
import { lazadaProductSchema } from './schemas.ts';

const input: ListingInput = {
  name: 'Tas Ransel Kanvas',
  description: 'Tas ransel kanvas tebal.',
  categoryId: '100112',
  attributes: [{ id: 'brand', name: 'Merek', value: 'Eiger' }],
  images: [{ imageId: 'https://cdn/a.jpg', url: 'https://cdn/a.jpg' }],
  weightGrams: 800,
  dimensions: { lengthCm: 40, widthCm: 30, heightCm: 10 },
  condition: 'new',
  logistics: [],
  tiers: [{ name: 'Warna', options: ['Hitam', 'Abu'] }],
  variants: [
    { externalId: '501', sku: 'TAS-H', options: ['Hitam'], price: 150_000, stock: 3 },
    { sku: 'TAS-A', options: ['Abu'], price: 155_000, stock: 0 },
  ],
};

describe('Lazada listing payload', () => {
  it('sends attributes by name, variations with saleProp and the package on every SKU', () => {
    const product = JSON.parse(lazadaProductPayload(input, '77')).Request.Product;
    expect(product).toMatchObject({
      ItemId: '77',
      PrimaryCategory: '100112',
      Images: { Image: ['https://cdn/a.jpg'] },
      Attributes: { name: input.name, description: input.description, brand: 'Eiger' },
      variation: { Variation1: { name: 'Warna', options: { option: ['Hitam', 'Abu'] } } },
    });
    expect(product.Skus.Sku).toEqual([
      expect.objectContaining({
        SkuId: '501',
        SellerSku: 'TAS-H',
        price: '150000',
        quantity: '3',
        package_weight: '0.8',
        saleProp: { Warna: 'Hitam' },
      }),
      expect.objectContaining({ SellerSku: 'TAS-A', package_length: '40', saleProp: { Warna: 'Abu' } }),
    ]);
    expect(product.Skus.Sku[1]).not.toHaveProperty('SkuId');
  });

  it('turns the field Lazada names into the ListingInput path', () => {
    expect(lazadaErrorField('name', input)).toBe('name');
    expect(lazadaErrorField('Images', input)).toBe('images');
    expect(lazadaErrorField('brand', input)).toBe('attributes');
    expect(lazadaErrorField('sku:TAS-A.price', input)).toBe('variants.1.price');
    expect(lazadaErrorField('sku:TAS-H.quantity', input)).toBe('variants.0.stock');
    expect(lazadaErrorField('sku:TAS-A.package_weight', input)).toBe('weightGrams');
    expect(lazadaErrorField('Delivery_Option_Instant', input)).toBe('logistics');
  });

  it('sends the listing’s channels as Yes/No delivery options, and none when it names none', () => {
    const withChannels = { ...input, logistics: ['delivery_option_economy', 'Delivery_Option_Instant'] };
    const product = JSON.parse(lazadaProductPayload(withChannels)).Request.Product;
    expect(product.Attributes).toMatchObject({
      delivery_option_standard: 'No',
      delivery_option_economy: 'Yes',
      delivery_option_express: 'No',
      Delivery_Option_Instant: 'Yes',
      delivery_option_sof: 'No',
    });
    expect(product.Skus.Sku[0]).not.toHaveProperty('delivery_option_economy');
    const bare = JSON.parse(lazadaProductPayload(input)).Request.Product;
    expect(Object.keys(bare.Attributes).some((k) => /delivery_option/i.test(k))).toBe(false);
  });

  it('reads the delivery options on back as logistics, not as attributes', () => {
    const product = mapLazadaProduct(
      lazadaProductSchema.parse({
        item_id: 77,
        attributes: {
          name: 'Tas',
          description: 'Tas.',
          brand: 'Eiger',
          delivery_option_standard: 'Yes',
          delivery_option_express: 'No',
          delivery_option_instant: 'YES',
          delivery_option_sof: '0',
        },
        skus: [{ SkuId: 501, SellerSku: 'TAS-H', price: 150000, quantity: 3 }],
      }),
    );
    expect(product.logistics).toEqual(['delivery_option_standard', 'Delivery_Option_Instant']);
    expect(product.attributes).toEqual([{ id: 'brand', name: 'brand', value: 'Eiger' }]);
  });
});
