import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOrNull } from './statement.ts';

describe('isoTime: a timestamptz as PostgreSQL printed it, as the ISO text the answers carry', () => {
  it('writes what Date#toISOString writes for UTC texts, whatever the fraction', () => {
    for (const printed of [
      '2026-11-20 03:04:05+00',
      '2026-11-20 03:04:05.5+00',
      '2026-11-20 03:04:05.12+00',
      '2026-11-20 03:04:05.123+00',
      '2026-11-20 03:04:05.999999+00',
      '1999-12-31 23:59:59.000001+00',
    ]) {
      expect(isoTime(printed)).toBe(new Date(printed).toISOString());
    }
    expect(isoTime('2026-11-20 03:04:05.999999+00')).toBe('2026-11-20T03:04:05.999Z');
  });

  it('reads a text of another session time zone through its offset', () => {
    expect(isoTime('2026-11-20 10:04:05.25+07')).toBe('2026-11-20T03:04:05.250Z');
    expect(isoTime('2026-11-20 03:04:05+05:30')).toBe('2026-11-19T21:34:05.000Z');
  });

  it('leaves NULL as null', () => {
    expect(isoTimeOrNull(null)).toBeNull();
    expect(isoTimeOrNull('2026-11-20 03:04:05+00')).toBe('2026-11-20T03:04:05.000Z');
  });
});
