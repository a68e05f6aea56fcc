import { describe, expect, it } from 'vitest';
import { applyStockChange, orderStockEffect, pushQuantity } from './stock.ts';

describe('orderStockEffect', () => {
  it.each([
    ['unpaid', 'none'],
    ['ready_to_ship', 'take'],
    ['processed', 'take'],
    ['shipped', 'take'],
    ['completed', 'take'],
    ['cancel_requested', 'take'],
    ['cancelled', 'release'],
    ['returned', 'release'],
  ] as const)('%s → %s', (status, effect) => {
    expect(orderStockEffect(status)).toBe(effect);
  });
});

describe('applyStockChange', () => {
  it('adds and takes units', () => {
    expect(applyStockChange(10, -3)).toEqual({ after: 7, oversoldBy: 0 });
    expect(applyStockChange(0, 4)).toEqual({ after: 4, oversoldBy: 0 });
  });

  it('stops at zero and reports the shortfall instead of going negative', () => {
    expect(applyStockChange(1, -1)).toEqual({ after: 0, oversoldBy: 0 });
    expect(applyStockChange(1, -3)).toEqual({ after: 0, oversoldBy: 2 });
    expect(applyStockChange(0, -1)).toEqual({ after: 0, oversoldBy: 1 });
  });
});

describe('pushQuantity', () => {
  it('keeps the buffer back and never pushes a negative quantity', () => {
    expect(pushQuantity(10, 0)).toBe(10);
    expect(pushQuantity(10, 3)).toBe(7);
    expect(pushQuantity(2, 5)).toBe(0);
    expect(pushQuantity(4, -2)).toBe(4);
  });
});
