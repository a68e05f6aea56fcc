import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTimeDashed,
  formatPickupSlot,
  fromJakarta,
  jakartaIsoDate,
  relativeTime,
} from './time.ts';

describe('time formats (Asia/Jakarta)', () => {
  it('formats the expiry date as DD/MM/YYYY in Jakarta', () => {
    // 2026-11-21 18:30 UTC is already 22 November in Jakarta.
    expect(formatDate(new Date('2026-11-21T18:30:00Z'))).toBe('22/11/2026');
  });
  it('keys a moment by its Jakarta day as YYYY-MM-DD (the order counters)', () => {
    expect(jakartaIsoDate(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(jakartaIsoDate(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
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

describe('formatPickupSlot', () => {
  const start = new Date('2026-11-24T02:00:00Z');
  const end = new Date('2026-11-24T05:00:00Z');

  it('names the Jakarta day and hours in Indonesian, WIB', () => {
    expect(formatPickupSlot(start, end)).toBe('Selasa, 24 Nov 2026 09.00–12.00 WIB');
    expect(formatPickupSlot(start, end, 'id')).toBe('Selasa, 24 Nov 2026 09.00–12.00 WIB');
  });

  it('has an English equivalent', () => {
    expect(formatPickupSlot(start, end, 'en')).toBe('Tuesday, 24 Nov 2026 09:00–12:00 WIB');
  });

  it('uses the Jakarta date, not the UTC one, and names both days past midnight', () => {
    const lateUtc = new Date('2026-08-16T18:30:00Z');
    expect(formatPickupSlot(lateUtc, null)).toBe('Senin, 17 Agu 2026 01.30 WIB');
    expect(formatPickupSlot(new Date('2026-12-31T15:00:00Z'), new Date('2026-12-31T18:00:00Z'))).toBe(
      'Kamis, 31 Des 2026 22.00 – Jumat, 1 Jan 2027 01.00 WIB',
    );
  });
});
