import type { ListingDetail } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { bulkBody, rowIssues, rowsFromListings } from './bulk-rows.ts';

function listing(id: string, variants: [string, number, number][]): ListingDetail {
  return {
    _id: id,
    shopId: 'shop-1',
    shopname: 'Toko Satu',
    marketplace: 'shopee',
    externalId: `ext-${id}`,
    name: `Produk ${id}`,
    image: null,
    status: 'live',
    platformStatus: 'NORMAL',
    skus: [],
    minPrice: 0,
    maxPrice: 0,
    totalStock: 0,
    variantCount: variants.length,
    supplier: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    description: '',
    categoryId: '1',
    images: [],
    attributes: [],
    tiers: [],
    variants: variants.map(([vid, price, stock]) => ({
      _id: vid,
      externalId: `ext-${vid}`,
      sku: vid.toUpperCase(),
      name: vid,
      options: [vid],
      price,
      stock,
      masterSkuId: null,
    })),
    weightGrams: 100,
    dimensions: null,
    condition: 'new',
    logistics: [],
    syncedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('bulk stock-price rows', () => {
  const listings = [
    listing('p1', [
      ['v1', 10000, 1],
      ['v2', 12000, 2],
    ]),
    listing('p2', [['v3', 9000, 0]]),
  ];

  it('shows a row per variant and sends one entry per product with its variants', () => {
    const rows = rowsFromListings('stock-price', listings);
    expect(rows.map((r) => [r.listingId, r.variantId, r.variantName])).toEqual([
      ['p1', 'v1', 'v1'],
      ['p1', 'v2', 'v2'],
      ['p2', 'v3', 'v3'],
    ]);
    rows[1].price = 15000;
    expect(bulkBody('stock-price', rows)).toEqual({
      kind: 'stock-price',
      rows: [
        {
          listingId: 'p1',
          variants: [
            { variantId: 'v1', price: 10000, stock: 1 },
            { variantId: 'v2', price: 15000, stock: 2 },
          ],
        },
        { listingId: 'p2', variants: [{ variantId: 'v3', price: 9000, stock: 0 }] },
      ],
    });
  });

  it("checks a cell with the platform's price and stock rules", () => {
    const [row] = rowsFromListings('stock-price', listings);
    expect(rowIssues('stock-price', 'lazada', { ...row, price: 500 }).price?.params).toEqual({
      min: 1000,
      max: 200_000_000,
    });
    expect(Object.keys(rowIssues('stock-price', 'lazada', { ...row, stock: Number.NaN }))).toEqual(['stock']);
    expect(rowIssues('stock-price', 'shopee', row)).toEqual({});
  });
});

describe('bulk name-description rows', () => {
  it('flags a name outside the marketplace limit on the name cell only', () => {
    const [row] = rowsFromListings('name-description', [listing('p1', [['v1', 10000, 1]])]);
    const issues = rowIssues('name-description', 'shopee', {
      ...row,
      name: 'Pendek',
      description: 'x'.repeat(30),
    });
    expect(Object.keys(issues)).toEqual(['name']);
    expect(issues.name.message).toBe('listing.nameLength');
  });
});

describe('bulk bodies of one entry per product', () => {
  const p1 = listing('p1', [['v1', 10000, 1]]);

  it('sends the trimmed name and supplier, and only the attributes given a value', () => {
    const [named] = rowsFromListings('name-description', [p1]);
    expect(bulkBody('name-description', [{ ...named, name: '  Kaos  ', description: 'Katun' }])).toEqual({
      kind: 'name-description',
      rows: [{ listingId: 'p1', name: 'Kaos', description: 'Katun' }],
    });
    const [supplied] = rowsFromListings('supplier', [p1]);
    expect(bulkBody('supplier', [{ ...supplied, supplier: ' Pabrik A ' }])).toEqual({
      kind: 'supplier',
      rows: [{ listingId: 'p1', supplier: 'Pabrik A' }],
    });
    const [categorised] = rowsFromListings('category-attribute', [p1]);
    const attributes = [
      { id: 'a1', name: 'Merek', value: 'Lokal' },
      { id: 'a2', name: 'Bahan', value: ' ' },
    ];
    expect(bulkBody('category-attribute', [{ ...categorised, categoryId: '7', attributes }])).toEqual({
      kind: 'category-attribute',
      rows: [{ listingId: 'p1', categoryId: '7', attributes: [attributes[0]] }],
    });
    const [shipped] = rowsFromListings('logistic', [p1]);
    expect(bulkBody('logistic', [{ ...shipped, logistics: ['jne'] }])).toEqual({
      kind: 'logistic',
      rows: [{ listingId: 'p1', logistics: ['jne'] }],
    });
  });
});
