import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(
      toCsv([
        ['day', 'member', 'hits'],
        ['2026-11-24', 'Toko "Maju", Jaya', 5],
        ['=HYPERLINK("x")', 'a\nb', -1],
      ]),
    ).toBe('day,member,hits\r\n2026-11-24,"Toko ""Maju"", Jaya",5\r\n"\'=HYPERLINK(""x"")","a\nb",-1');
  });
});
