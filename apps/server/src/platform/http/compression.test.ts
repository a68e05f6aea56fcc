import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compression.ts';

describe('choosing the encoding of an API answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ] as const)('Accept-Encoding %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
