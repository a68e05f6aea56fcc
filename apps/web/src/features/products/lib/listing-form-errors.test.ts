import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../../lib/api-client.ts';
import { issuesToFieldErrors, serverFieldErrors, splitFieldErrors } from './field-issues.ts';
import { isFormField, toFormFieldErrors } from './listing-form-fields.ts';
import { emptyFormValues, formIssues, type ListingFormValues } from './listing-form-values.ts';

const translate = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;

function validShopee(): ListingFormValues {
  return {
    ...emptyFormValues('shop-1'),
    name: 'Kaos Polos Katun Combed 30s Hitam',
    description: 'Kaos polos bahan katun combed 30s, nyaman dipakai seharian.',
    categoryId: '100017',
    images: [{ imageId: '', url: '/uploads/1.jpg' }],
    weightGrams: 200,
    logistics: ['jne'],
    variants: [{ sku: 'KAOS-HTM', options: [], price: 50000, stock: 10 }],
  };
}

describe('listing form: rule issues on fields', () => {
  it('a valid Shopee product has no issues', () => {
    expect(formIssues('shopee', validShopee(), [])).toEqual([]);
  });

  it("puts each platform rule under its field, with the platform's limits", () => {
    const values = validShopee();
    values.name = 'Kaos';
    values.variants = [
      { sku: 'A', options: ['Merah'], price: 50000, stock: 1 },
      { sku: 'B', options: ['Biru'], price: 50, stock: -1 },
    ];
    const errors = issuesToFieldErrors(formIssues('shopee', values, []), translate);
    expect(errors).toEqual({
      name: 'listing.nameLength {"min":20,"max":120}',
      'variants.1.price': 'listing.priceRange {"min":100,"max":150000000}',
      'variants.1.stock': 'listing.stockRange {"max":999999}',
    });
  });

  it("uses the marketplace's own limits (Tokopedia allows 5 photos, names up to 70)", () => {
    const values = validShopee();
    values.images = Array.from({ length: 6 }, (_, i) => ({ imageId: '', url: `/u/${i}.jpg` }));
    values.name = 'x'.repeat(71);
    const fields = issuesToFieldErrors(formIssues('tokopedia', values, []), translate);
    expect(fields.images).toBe('listing.imageCount {"min":1,"max":5}');
    expect(fields.name).toBe('listing.nameLength {"min":1,"max":70}');
  });

  it('flags what the form needs: shop, category, required attributes, a channel, complete dimensions', () => {
    const values = {
      ...validShopee(),
      shopId: '',
      categoryId: '',
      logistics: [],
      dimensions: { lengthCm: 10, widthCm: 0, heightCm: 0 },
      attributeValues: { brand: ' ' },
    };
    const attributes = [
      { id: 'brand', name: 'Merek', required: true },
      { id: 'material', name: 'Bahan', required: false },
    ];
    expect(
      Object.keys(issuesToFieldErrors(formIssues('shopee', values, attributes), translate)).sort(),
    ).toEqual(['attributeValues.brand', 'categoryId', 'dimensions', 'logistics', 'shopId']);
  });

  it('keeps the first message when a field breaks two rules', () => {
    const errors = issuesToFieldErrors(
      [
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
      ],
      (key) => key,
    );
    expect(errors).toEqual({ name: 'first' });
  });
});

describe('listing form: server field errors', () => {
  it('moves 400 details.fields onto the inputs that hold them', () => {
    const error = new ApiClientError(400, 'VALIDATION_FAILED', 'Data yang dikirim tidak valid', {
      fields: {
        'variants.2.price': 'Harga terlalu rendah',
        'dimensions.widthCm': 'Lebar wajib diisi',
        'tiers.0.options.3': 'Pilihan terlalu panjang',
        'attributes.1.value': 'Nilai atribut tidak dikenal',
      },
    });
    const fields = toFormFieldErrors(serverFieldErrors(error));
    const { onFields, elsewhere } = splitFieldErrors(fields, isFormField);
    expect(onFields).toEqual({
      'variants.2.price': 'Harga terlalu rendah',
      dimensions: 'Lebar wajib diisi',
      'tiers.0.options': 'Pilihan terlalu panjang',
    });
    expect(elsewhere).toEqual(['Nilai atribut tidak dikenal']);
  });

  it('has no field errors for answers other than 400', () => {
    expect(
      serverFieldErrors(new ApiClientError(502, 'MARKETPLACE_UNAVAILABLE', 'Shopee tidak dapat dihubungi')),
    ).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
