import { describe, expect, it } from 'vitest';
import { createCounterBuffer } from './counter-buffer.ts';
import { jakartaToday } from './jakarta-day.ts';

describe('counter buffer', () => {
  it('sums counts and errors per key, hands them out once and takes back a failed write', () => {
    const buffer = createCounterBuffer();
    buffer.add(['2026-11-24', 'a', 'GET', '/x']);
    buffer.add(['2026-11-24', 'a', 'GET', '/x'], true);
    buffer.add(['2026-11-24', 'b', 'GET', '/x']);
    const taken = buffer.take();
    expect(taken).toEqual([
      { parts: ['2026-11-24', 'a', 'GET', '/x'], n: 2, errors: 1 },
      { parts: ['2026-11-24', 'b', 'GET', '/x'], n: 1, errors: 0 },
    ]);
    expect(buffer.take()).toEqual([]);
    buffer.add(['2026-11-24', 'a', 'GET', '/x'], true);
    buffer.putBack(taken);
    expect(buffer.take()[0]).toEqual({ parts: ['2026-11-24', 'a', 'GET', '/x'], n: 3, errors: 2 });
  });

  it('names the Jakarta day, which starts at 17:00 UTC', () => {
    expect(jakartaToday(Date.parse('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
    expect(jakartaToday(Date.parse('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
    expect(jakartaToday(Date.parse('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
  });
});
