import { describe, expect, it } from 'vitest';
import { dateFilterFromParams, dateQueryOf, writeDateFilter } from './date-filter.ts';

describe('date filter to list query', () => {
  it('sends the spec aliases as they are', () => {
    expect(dateQueryOf({ kind: 'today' })).toEqual({ date: 'today' });
    expect(dateQueryOf({ kind: 'last7days' })).toEqual({ date: 'last7days' });
    expect(dateQueryOf({ kind: 'last1month' })).toEqual({ date: 'last1month' });
    expect(dateQueryOf({ kind: 'all' })).toEqual({ date: 'all' });
  });

  it('sends a custom range as calendar days, turned around when drawn backwards', () => {
    expect(dateQueryOf({ kind: 'custom', from: '2026-03-01', to: '2026-03-15' })).toEqual({
      date: 'custom',
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(dateQueryOf({ kind: 'custom', from: '2026-03-15', to: '2026-03-01' })).toEqual({
      date: 'custom',
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('keeps an open end open and drops a range with no day at all', () => {
    expect(dateQueryOf({ kind: 'custom', from: '2026-03-01', to: '' })).toEqual({
      date: 'custom',
      from: '2026-03-01',
      to: undefined,
    });
    expect(dateQueryOf({ kind: 'custom', from: '', to: 'soon' })).toEqual({ date: 'all' });
  });

  it('survives a round trip through the URL', () => {
    const params = new URLSearchParams();
    writeDateFilter(params, { kind: 'custom', from: '2026-03-01', to: '2026-03-02' });
    expect(params.toString()).toBe('date=custom&from=2026-03-01&to=2026-03-02');
    expect(dateFilterFromParams(params)).toEqual({ kind: 'custom', from: '2026-03-01', to: '2026-03-02' });
    expect(dateFilterFromParams(new URLSearchParams('date=yesterday'))).toEqual({ kind: 'all' });
  });
});
