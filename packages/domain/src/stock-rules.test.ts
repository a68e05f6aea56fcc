import { describe, expect, it } from 'vitest';
import {
  listingStockQuantity,
  pickStockRule,
  type StockRuleValues,
  stockRuleLevel,
  wholeStockRule,
} from './stock-rules.ts';

const rule = (values: Partial<StockRuleValues>): StockRuleValues => ({ ...wholeStockRule(0), ...values });
const quantity = (centralStock: number, values: Partial<StockRuleValues>, shopId = 'shop-a', reserved = 0) =>
  listingStockQuantity({ centralStock, rule: rule(values), shopId, reserved });

describe('listingStockQuantity', () => {
  it('pushes the whole central stock less the buffer without a rule (the behaviour before rules)', () => {
    expect(listingStockQuantity({ centralStock: 10, rule: wholeStockRule(3), shopId: 's' })).toEqual({
      quantity: 7,
      reason: 'share',
    });
    expect(listingStockQuantity({ centralStock: 2, rule: wholeStockRule(5), shopId: 's' }).quantity).toBe(0);
  });

  it('rounds the share down to whole units', () => {
    expect(quantity(10, { sharePercent: 33 }).quantity).toBe(3);
    expect(quantity(7, { sharePercent: 50 }).quantity).toBe(3);
    expect(quantity(1, { sharePercent: 99 }).quantity).toBe(0);
  });

  it('takes the share after the buffer and adds the constant', () => {
    // (20 − 4) × 50 % + 2 = 10
    expect(quantity(20, { sharePercent: 50, shareConstant: 2, buffer: 4 }).quantity).toBe(10);
  });

  it('never pushes a negative quantity', () => {
    expect(quantity(10, { sharePercent: 10, shareConstant: -5 }).quantity).toBe(0);
    expect(quantity(3, { buffer: 10 }).quantity).toBe(0);
    expect(quantity(-4, {}).quantity).toBe(0);
  });

  it('never pushes more than the central stock less the buffer', () => {
    expect(quantity(10, { sharePercent: 100, shareConstant: 5 }).quantity).toBe(10);
    expect(quantity(10, { sharePercent: 80, shareConstant: 50, buffer: 2 }).quantity).toBe(8);
    expect(quantity(0, { shareConstant: 3 }).quantity).toBe(0);
  });

  it('locks below the threshold: 0 to other shops, the whole stock less the buffer to the named ones', () => {
    const lock = { sharePercent: 50, buffer: 1, lockBelow: 5, lockShopIds: ['kept'] };
    expect(quantity(4, lock, 'other')).toEqual({ quantity: 0, reason: 'locked' });
    expect(quantity(4, lock, 'kept')).toEqual({ quantity: 3, reason: 'lock-kept' });
  });

  it('does not lock at the threshold itself (below N units, not at N)', () => {
    const lock = { sharePercent: 50, lockBelow: 5, lockShopIds: ['kept'] };
    expect(quantity(5, lock, 'other')).toEqual({ quantity: 2, reason: 'share' });
    expect(quantity(5, lock, 'kept')).toEqual({ quantity: 2, reason: 'share' });
    expect(quantity(4, lock, 'other').reason).toBe('locked');
  });

  it('locks every shop when none is named', () => {
    expect(quantity(1, { lockBelow: 2, lockShopIds: [] }, 'any')).toEqual({ quantity: 0, reason: 'locked' });
  });

  it('never pushes below the units a campaign has reserved on the platform', () => {
    expect(quantity(10, { sharePercent: 20 }, 's', 5)).toEqual({ quantity: 5, reason: 'reserved' });
    expect(quantity(3, { lockBelow: 5 }, 's', 2)).toEqual({ quantity: 2, reason: 'reserved' });
    // A reservation above the central stock still wins: the platform refuses anything less.
    expect(quantity(1, {}, 's', 4)).toEqual({ quantity: 4, reason: 'reserved' });
    expect(quantity(10, {}, 's', 4)).toEqual({ quantity: 10, reason: 'share' });
  });
});

describe('pickStockRule', () => {
  const def = { id: 'default', masterSkuId: null, shopId: null };
  const shopA = { id: 'shop-a', masterSkuId: null, shopId: 'a' };
  const skuX = { id: 'sku-x', masterSkuId: 'x', shopId: null };

  it('prefers the SKU rule over the shop rule over the default', () => {
    const all = [def, shopA, skuX];
    expect(pickStockRule(all, 'x', 'a')?.id).toBe('sku-x');
    expect(pickStockRule(all, 'y', 'a')?.id).toBe('shop-a');
    expect(pickStockRule(all, 'y', 'b')?.id).toBe('default');
    expect(pickStockRule([skuX, shopA, def].reverse(), 'x', 'b')?.id).toBe('sku-x');
  });

  it('answers null when no rule applies (the settings decide)', () => {
    expect(pickStockRule([shopA, skuX], 'y', 'b')).toBeNull();
    expect(pickStockRule([], 'y', 'b')).toBeNull();
  });

  it('names each rule level', () => {
    expect([def, shopA, skuX].map(stockRuleLevel)).toEqual(['default', 'shop', 'sku']);
  });
});
