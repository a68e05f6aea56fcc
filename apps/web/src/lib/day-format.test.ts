import { describe, expect, it } from 'vitest';
import { parseDisplayDay } from './day-format.ts';

describe('parseDisplayDay', () => {
  it('reads DD/MM/YYYY as day first, not the browser month first', () => {
    expect(parseDisplayDay('03/11/2026')).toBe('2026-11-03');
    expect(parseDisplayDay('24/11/2026')).toBe('2026-11-24');
    expect(parseDisplayDay('1-2-2026')).toBe('2026-02-01');
    expect(parseDisplayDay(' 05.06.2026 ')).toBe('2026-06-05');
  });

  it('refuses days that do not exist and other formats', () => {
    expect(parseDisplayDay('31/02/2026')).toBeNull();
    expect(parseDisplayDay('11/24/2026')).toBeNull();
    expect(parseDisplayDay('2026-11-24')).toBeNull();
    expect(parseDisplayDay('')).toBeNull();
  });
});
