import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeDashed, fromJakarta, relativeTime } from './time.ts';

describe('time formats (Asia/Jakarta)', () => {
  it('formats the expiry date as DD/MM/YYYY in Jakarta', () => {
    // 2026-11-21 18:30 UTC is already 22 November in Jakarta.
    expect(formatDate(new Date('2026-11-21T18:30:00Z'))).toBe('22/11/2026');
  });
  it('formats the authorization time as DD-MM-YYYY HH:mm', () => {
    expect(formatDateTimeDashed(new Date('2026-01-05T02:07:00Z'))).toBe('05-01-2026 09:07');
  });
});

describe('relative time', () => {
  const now = fromJakarta(2026, 11, 22, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;
  it.each([
    [0, { kind: 'relative', unit: 'second', value: 0 }],
    [59 * S, { kind: 'relative', unit: 'second', value: 59 }],
    [60 * S, { kind: 'relative', unit: 'minute', value: 1 }],
    [59 * M, { kind: 'relative', unit: 'minute', value: 59 }],
    [2 * H, { kind: 'relative', unit: 'hour', value: 2 }],
    [23 * H, { kind: 'relative', unit: 'hour', value: 23 }],
    [1 * D, { kind: 'relative', unit: 'day', value: 1 }],
    [29 * D, { kind: 'relative', unit: 'day', value: 29 }],
    [30 * D, { kind: 'relative', unit: 'month', value: 1 }],
    [364 * D, { kind: 'relative', unit: 'month', value: 12 }],
  ])('%i ms ago', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toEqual(expected);
  });
  it('uses DD/MM/YYYY HH:mm from a year on', () => {
    expect(relativeTime(fromJakarta(2025, 11, 20, 8, 5), now)).toEqual({
      kind: 'absolute',
      text: '20/11/2025 08:05',
    });
  });
  it('treats a time in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toEqual({
      kind: 'relative',
      unit: 'second',
      value: 0,
    });
  });
});
