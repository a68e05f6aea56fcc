import { describe, expect, it } from 'vitest';
import { leafCategoryOptions } from '../../../lib/category-options.ts';
import { jakartaDayRange } from './date-range.ts';
import { digitsOnly, parseQuantity } from './quantity-input.ts';

describe('quantity input', () => {
  it('keeps digits only and reads an empty field as no quantity', () => {
    expect(digitsOnly('1.2a3-')).toBe('123');
    expect(parseQuantity('007')).toBe(7);
    expect(parseQuantity('abc')).toBeNull();
  });
});

describe('jakartaDayRange', () => {
  it('turns calendar days into the first and last instant of those Jakarta days', () => {
    expect(jakartaDayRange('2026-11-01', '2026-11-02')).toEqual({
      from: '2026-10-31T17:00:00.000Z',
      to: '2026-11-02T16:59:59.999Z',
    });
  });

  it('leaves an empty end open', () => {
    expect(jakartaDayRange('', '2026-11-02').from).toBeNull();
    expect(jakartaDayRange('2026-11-01', '').to).toBeNull();
  });
});

describe('leafCategoryOptions', () => {
  it('offers only leaves, labelled with their whole path', () => {
    const nodes = [
      { id: '1', parentId: null, name: 'Fashion', hasChildren: true },
      { id: '2', parentId: '1', name: 'Pria', hasChildren: true },
      { id: '3', parentId: '2', name: 'Kaos', hasChildren: false },
      { id: '4', parentId: '1', name: 'Aksesoris', hasChildren: false },
    ];
    expect(leafCategoryOptions(nodes)).toEqual([
      { value: '4', label: 'Fashion > Aksesoris' },
      { value: '3', label: 'Fashion > Pria > Kaos' },
    ]);
  });
});
