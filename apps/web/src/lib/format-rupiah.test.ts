import { describe, expect, it } from 'vitest';
import { formatRupiah, formatRupiahRange } from './format-rupiah.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** Every source file of the web app, as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('formatRupiah (the one money format of the web)', () => {
  it('writes "Rp 18.200" everywhere', () => {
    expect(plain(formatRupiah(18200))).toBe('Rp 18.200');
    expect(plain(formatRupiah(49000))).toBe('Rp 49.000');
    expect(plain(formatRupiah(1526300))).toBe('Rp 1.526.300');
    expect(plain(formatRupiahRange(10000, 25000))).toBe('Rp 10.000 - Rp 25.000');
  });

  it('is the only rupiah formatter: no feature formats currency on its own', () => {
    const files = Object.entries(sources);
    expect(files.length).toBeGreaterThan(50);
    const own = files
      .filter(([path]) => !path.endsWith('/lib/format-rupiah.ts'))
      .filter(
        ([, text]) =>
          /function\s+format(Rupiah|Idr|Price)/.test(text) ||
          /currency:\s*'IDR'/.test(text) ||
          /`Rp\$\{/.test(text),
      )
      .map(([path]) => path);
    expect(own).toEqual([]);
  });
});
