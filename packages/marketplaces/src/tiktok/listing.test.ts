import { describe, expect, it } from 'vitest';
import type { ListingInput } from '../core/port.ts';
import { tiktokListingField } from './listing-errors.ts';
import { tiktokListingBody } from './mappers/listing.ts';

const input: ListingInput = {
  name: 'Kaos Polos Katun Combed Premium',
  description: 'Bahan <katun>\nAdem',
  categoryId: '100011',
  attributes: [{ id: '100000', name: 'Merek', value: 'Erigo' }],
  images: [{ imageId: 'tos/abc', url: 'https://img/abc' }],
  weightGrams: 1250,
  dimensions: null,
  condition: 'new',
  logistics: ['7001'],
  tiers: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
  variants: [
    { externalId: '55', sku: 'K-H', options: ['Hitam'], price: 59000, stock: 4 },
    { sku: 'K-P', options: ['Putih'], price: 61000, stock: 0 },
  ],
};

describe('TikTok Shop listing requests', () => {
  it('sends a whole product with HTML description, kilograms, the warehouse stock and sales attributes', () => {
    const body = tiktokListingBody(input, { warehouseId: 'w1', listingPlatform: 'TOKOPEDIA' });
    expect(body).toMatchObject({
      title: input.name,
      description: '<p>Bahan &lt;katun&gt;</p><p>Adem</p>',
      main_images: [{ uri: 'tos/abc' }],
      product_attributes: [{ id: '100000', values: [{ name: 'Erigo' }] }],
      package_weight: { value: '1.25', unit: 'KILOGRAM' },
      is_pre_owned: false,
      delivery_option_ids: ['7001'],
      listing_platform: ['TOKOPEDIA'],
    });
    expect(body).not.toHaveProperty('package_dimensions');
    expect(body.skus).toEqual([
      {
        id: '55',
        seller_sku: 'K-H',
        price: { amount: '59000', currency: 'IDR' },
        inventory: [{ warehouse_id: 'w1', quantity: 4 }],
        sales_attributes: [{ name: 'Warna', value_name: 'Hitam' }],
      },
      {
        seller_sku: 'K-P',
        price: { amount: '61000', currency: 'IDR' },
        inventory: [{ warehouse_id: 'w1', quantity: 0 }],
        sales_attributes: [{ name: 'Warna', value_name: 'Putih' }],
      },
    ]);
  });

  it('names the listing field a refusal starts with', () => {
    expect(tiktokListingField('title must be 25 to 255 characters long.')).toBe('name');
    expect(tiktokListingField('skus[3].price.amount must be 100 to 150000000.')).toBe('variants.3.price');
    expect(tiktokListingField('skus[0].inventory.quantity must be 0 to 999999.')).toBe('variants.0.stock');
    expect(
      tiktokListingField('skus.sales_attributes do not give variant 1 one distinct option per tier.'),
    ).toBe('tiers');
    expect(tiktokListingField('main_images[0].uri is not an uploaded image.')).toBe('images');
    expect(tiktokListingField('Internal error.')).toBeUndefined();
  });
});
