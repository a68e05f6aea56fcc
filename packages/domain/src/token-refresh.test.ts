import { describe, expect, it } from 'vitest';
import type { Marketplace } from './packages.ts';
import { refreshDueAt } from './token-refresh.ts';

const issued = new Date('2026-11-22T00:00:00Z');
const after = (ms: number) => new Date(issued.getTime() + ms);
const H = 3_600_000;

describe('refreshDueAt', () => {
  it.each<[Marketplace, number, number]>([
    ['shopee', 4 * H, 3.5 * H],
    ['tiktok', 7 * 24 * H, 7 * 24 * H - 21 * H],
    ['lazada', 30 * 24 * H, 29 * 24 * H],
    ['bukalapak', 8 * H, 7 * H],
    ['tokopedia', 60_000, 52_500],
  ])('%s token living %i ms is refreshed after %i ms', (marketplace, lifetime, due) => {
    expect(refreshDueAt(marketplace, issued, after(lifetime)).getTime()).toBe(after(due).getTime());
  });
});
