import { describe, expect, it } from 'vitest';
import { optionCombinations, type SkuRow, skuRowsFromTiers } from './variant-table.ts';

const row = (overrides: Partial<SkuRow>): SkuRow => ({
  sku: '',
  name: '',
  options: [],
  price: 0,
  stock: 0,
  ...overrides,
});

describe('optionCombinations', () => {
  it('crosses two tiers with the first tier outermost', () => {
    const tiers = [
      { name: 'Warna', options: ['Merah', 'Biru'] },
      { name: 'Ukuran', options: ['S', 'M', 'L'] },
    ];
    expect(optionCombinations(tiers)).toEqual([
      ['Merah', 'S'],
      ['Merah', 'M'],
      ['Merah', 'L'],
      ['Biru', 'S'],
      ['Biru', 'M'],
      ['Biru', 'L'],
    ]);
  });

  it('gives one empty combination without tiers, and ignores unnamed tiers and blank options', () => {
    expect(optionCombinations([])).toEqual([[]]);
    expect(
      optionCombinations([
        { name: '', options: ['X'] },
        { name: 'Ukuran', options: [' S ', '  '] },
      ]),
    ).toEqual([['S']]);
  });
});

describe('skuRowsFromTiers', () => {
  it('keeps what was typed for combinations that still exist and starts new ones empty', () => {
    const previous = [
      row({ _id: 'a', sku: 'KAOS-MERAH', name: 'Merah', options: ['Merah'], price: 50_000, stock: 3 }),
      row({ _id: 'b', sku: 'KAOS-BIRU', name: 'Biru', options: ['Biru'], price: 55_000, stock: 1 }),
    ];
    const rows = skuRowsFromTiers([{ name: 'Warna', options: ['Biru', 'Hijau'] }], previous);
    expect(rows).toEqual([
      row({ _id: 'b', sku: 'KAOS-BIRU', name: 'Biru', options: ['Biru'], price: 55_000, stock: 1 }),
      row({ name: 'Hijau', options: ['Hijau'] }),
    ]);
  });

  it('matches options case-insensitively and names new rows after their options', () => {
    const previous = [row({ sku: 'A', options: ['merah', 's'] })];
    const rows = skuRowsFromTiers(
      [
        { name: 'Warna', options: ['Merah'] },
        { name: 'Ukuran', options: ['S', 'M'] },
      ],
      previous,
    );
    expect(rows.map((r) => [r.sku, r.name, r.options])).toEqual([
      ['A', '', ['Merah', 'S']],
      ['', 'Merah / M', ['Merah', 'M']],
    ]);
  });

  it('collapses to a single row without options when the tiers are removed', () => {
    expect(skuRowsFromTiers([], [row({ sku: 'X', options: ['Merah'] })])).toEqual([row({ options: [] })]);
  });
});
