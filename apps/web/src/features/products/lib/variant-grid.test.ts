import { describe, expect, it } from 'vitest';
import { optionCombinations, variantsForTiers } from './variant-grid.ts';

describe('variant grid', () => {
  it('makes one row per combination, in tier order', () => {
    expect(
      optionCombinations([
        { name: 'Warna', options: ['Merah', 'Biru'] },
        { name: 'Ukuran', options: ['S', 'M'] },
      ]),
    ).toEqual([
      ['Merah', 'S'],
      ['Merah', 'M'],
      ['Biru', 'S'],
      ['Biru', 'M'],
    ]);
    expect(optionCombinations([])).toEqual([[]]);
  });

  it('keeps the SKU, price and stock of combinations that stay, and starts new ones from the first price', () => {
    const current = [
      { _id: 'v1', sku: 'K-M', options: ['Merah'], price: 50000, stock: 4 },
      { _id: 'v2', sku: 'K-B', options: ['Biru'], price: 55000, stock: 2 },
    ];
    expect(variantsForTiers([{ name: 'Warna', options: ['Biru', 'Hijau'] }], current)).toEqual([
      { _id: 'v2', sku: 'K-B', options: ['Biru'], price: 55000, stock: 2 },
      { sku: '', options: ['Hijau'], price: 50000, stock: 0 },
    ]);
  });
});
