import { describe, expect, it } from 'vitest';
import { fillDown, findReplace } from './sheet-ops.ts';

type Row = { key: string; name: string; price: number; logistics: string[] };

const rows: Row[] = [
  { key: 'a', name: 'Kaos Polos Hitam', price: 50000, logistics: ['jne', 'jnt'] },
  { key: 'b', name: 'Kaos polos putih', price: 45000, logistics: [] },
  { key: 'c', name: 'Celana Jeans', price: 150000, logistics: ['sicepat'] },
];

describe('fillDown', () => {
  it("copies the first row's value into every row and leaves other columns alone", () => {
    const next = fillDown(rows, 'price');
    expect(next.map((r) => r.price)).toEqual([50000, 50000, 50000]);
    expect(next.map((r) => r.name)).toEqual(rows.map((r) => r.name));
    expect(rows[1].price).toBe(45000);
  });

  it('gives each row its own copy of a list, so editing one row later does not change the others', () => {
    const next = fillDown(rows, 'logistics');
    expect(next.map((r) => r.logistics)).toEqual([
      ['jne', 'jnt'],
      ['jne', 'jnt'],
      ['jne', 'jnt'],
    ]);
    next[2].logistics.push('anteraja');
    expect(next[0].logistics).toEqual(['jne', 'jnt']);
  });

  it('answers no rows for no rows', () => {
    expect(fillDown([] as Row[], 'price')).toEqual([]);
  });
});

describe('findReplace', () => {
  it('replaces every occurrence ignoring case and counts them', () => {
    const { rows: next, replaced } = findReplace(rows, 'name', 'kaos', 'Baju');
    expect(next.map((r) => r.name)).toEqual(['Baju Polos Hitam', 'Baju polos putih', 'Celana Jeans']);
    expect(replaced).toBe(2);
    expect(rows[0].name).toBe('Kaos Polos Hitam');
  });

  it('matches case only when asked', () => {
    const { rows: next, replaced } = findReplace(rows, 'name', 'Polos', 'Basic', { matchCase: true });
    expect(next.map((r) => r.name)).toEqual(['Kaos Basic Hitam', 'Kaos polos putih', 'Celana Jeans']);
    expect(replaced).toBe(1);
  });

  it('treats the search and the replacement as plain text', () => {
    const priced = [{ key: 'x', name: 'Promo (50%) $5 hari ini', price: 1, logistics: [] }];
    const { rows: next, replaced } = findReplace(priced, 'name', '(50%)', '$& [$1]');
    expect(next[0].name).toBe('Promo $& [$1] $5 hari ini');
    expect(replaced).toBe(1);
  });

  it('changes nothing and reports 0 when the text is absent or empty', () => {
    expect(findReplace(rows, 'name', 'sepatu', 'sandal')).toEqual({ rows, replaced: 0 });
    expect(findReplace(rows, 'name', '', 'x').replaced).toBe(0);
  });
});
