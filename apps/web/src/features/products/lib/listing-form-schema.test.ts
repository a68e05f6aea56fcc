import { describe, expect, it } from 'vitest';
import { listingFormResolverSchema } from './listing-form-schema.ts';
import { emptyFormValues, type ListingFormValues } from './listing-form-values.ts';

const translate = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;
const SHOP = '3b0c1c2e-7c1a-4d0a-9f00-0000000000aa';

function valid(): ListingFormValues {
  return {
    ...emptyFormValues(SHOP),
    name: '  Kaos Polos Katun Combed 30s Hitam  ',
    description: 'Kaos polos bahan katun combed 30s, nyaman dipakai seharian.',
    categoryId: '100017',
    attributeValues: { brand: ' Katunku ' },
    images: [{ imageId: '', url: '/uploads/1.jpg' }],
    weightGrams: 200,
    logistics: ['jne'],
    variants: [{ sku: ' KAOS-HTM ', options: [], price: 50000, stock: 10 }],
  };
}
const attributes = [{ id: 'brand', name: 'Merek', required: true }];
const issuesOf = (values: ListingFormValues) => {
  const parsed = listingFormResolverSchema('shopee', attributes, translate).safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('listing form resolver', () => {
  it("answers the contract's body for a valid form (trimmed, attributes by name, no dimensions)", () => {
    const parsed = listingFormResolverSchema('shopee', attributes, translate).parse(valid());
    expect(parsed).toMatchObject({
      shopId: SHOP,
      name: 'Kaos Polos Katun Combed 30s Hitam',
      attributes: [{ id: 'brand', name: 'Merek', value: 'Katunku' }],
      dimensions: null,
      variants: [{ sku: 'KAOS-HTM', options: [], price: 50000, stock: 10 }],
    });
  });

  it("puts the platform's rules under their fields first, with the platform's limits", () => {
    expect(issuesOf({ ...valid(), name: 'Kaos', attributeValues: {} })).toEqual([
      ['name', 'listing.nameLength {"min":20,"max":120}'],
      ['attributeValues.brand', 'listing.attributeRequired {}'],
    ]);
  });

  it('then checks the body with the contract, as the server will (a weight in fractions of a gram)', () => {
    expect(issuesOf({ ...valid(), weightGrams: 200.5 })).toEqual([
      ['weightGrams', 'validation.numberInvalid'],
    ]);
  });

  it('keeps a contract message no field shows on the form as a whole', () => {
    expect(issuesOf({ ...valid(), attributeValues: { brand: 'Katun\u0000' } })).toEqual([
      ['root', 'validation.textInvalid'],
    ]);
  });
});
