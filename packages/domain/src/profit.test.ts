import { describe, expect, it } from 'vitest';
import { settleOrderMoney } from './money.ts';
import { addOrderProfit, allocate, costOn, emptyTotals, marginOf, orderProfit } from './profit.ts';

// Shopee-like: items 100.000 listed, seller voucher 5.000, platform voucher 3.000, shipping 20.000 of
// which the seller funds 2.000 and the platform 8.000; fees 9.000; the escrow pays 84.000.
const withSeller = settleOrderMoney({
  itemsSubtotal: 100_000,
  sellerDiscount: 5_000,
  platformDiscount: 3_000,
  shippingFee: 20_000,
  shippingSellerDiscount: 2_000,
  shippingPlatformDiscount: 8_000,
  buyerFees: 1_000,
  totalPaid: 100_000 - 5_000 - 3_000 + 10_000 + 1_000,
  // buyer paid 10.000 shipping; the platform charges the seller 12.000 for it
  seller: { shippingCost: 12_000, fees: 9_000, income: 84_000 },
});

const withoutSeller = settleOrderMoney({
  itemsSubtotal: 60_000,
  sellerDiscount: 4_000,
  platformDiscount: 0,
  shippingFee: 15_000,
  shippingSellerDiscount: 3_000,
  shippingPlatformDiscount: 0,
  buyerFees: 0,
  totalPaid: 68_000,
});

describe('orderProfit', () => {
  it("is the platform's income less the cost of goods where the seller's side is reported", () => {
    const p = orderProfit(withSeller, [
      { masterSkuId: 'a', quantity: 2, price: 30_000, unitCost: 18_000 },
      { masterSkuId: 'b', quantity: 1, price: 40_000, unitCost: 25_000 },
    ]);
    expect(p.costOfGoods).toBe(61_000);
    expect(p.profit).toBe(84_000 - 61_000);
    expect(p.revenue - p.sellerDiscount - p.shipping - (p.fees ?? 0) + p.otherAdjustment).toBe(84_000);
    expect(p.shipping).toBe(2_000);
    expect(p.fees).toBe(9_000);
    expect(p.margin).toBe(23);
    expect(p.gaps).toEqual([]);
  });

  it("splits the order's deductions over its lines by revenue, adding up to the order", () => {
    const p = orderProfit(withSeller, [
      { masterSkuId: 'a', quantity: 1, price: 33_333, unitCost: 10_000 },
      { masterSkuId: 'b', quantity: 2, price: 33_333, unitCost: 10_000 },
    ]);
    expect(p.lines.reduce((s, l) => s + l.revenue, 0)).toBe(100_000);
    expect(p.lines.reduce((s, l) => s + (l.profit ?? 0), 0)).toBe(p.profit);
    expect(p.lines[1].revenue).toBeGreaterThan(p.lines[0].revenue);
  });

  it('has no profit, and says why, when a line has no cost price or the fees are not reported', () => {
    const noCost = orderProfit(withSeller, [
      { masterSkuId: null, quantity: 1, price: 100_000, unitCost: null },
    ]);
    expect(noCost.profit).toBeNull();
    expect(noCost.costOfGoods).toBeNull();
    expect(noCost.gaps).toEqual(['cost']);
    const noFees = orderProfit(withoutSeller, [
      { masterSkuId: 'a', quantity: 2, price: 30_000, unitCost: 10_000 },
    ]);
    expect(noFees.profit).toBeNull();
    expect(noFees.fees).toBeNull();
    expect(noFees.shipping).toBe(3_000);
    expect(noFees.costOfGoods).toBe(20_000);
    expect(noFees.gaps).toEqual(['fees']);
    expect(orderProfit(withSeller, []).gaps).toEqual(['cost']);
  });

  it('adds only known profits to totals and counts the rest', () => {
    const totals = emptyTotals();
    addOrderProfit(
      totals,
      orderProfit(withSeller, [{ masterSkuId: 'a', quantity: 1, price: 100_000, unitCost: 50_000 }]),
    );
    addOrderProfit(
      totals,
      orderProfit(withoutSeller, [{ masterSkuId: 'a', quantity: 1, price: 60_000, unitCost: 1 }]),
    );
    expect(totals).toMatchObject({ orders: 1, incomplete: 1, revenue: 100_000, profit: 34_000, margin: 34 });
  });
});

describe('allocate', () => {
  it('keeps whole rupiah that add up to the total, negative totals too', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(10, [0, 0])).toEqual([5, 5]);
    expect(allocate(7, [])).toEqual([]);
  });
});

describe('costOn', () => {
  const history = [
    { effectiveFrom: '2026-01-01', cost: 10_000 },
    { effectiveFrom: '2026-03-15', cost: 12_000 },
  ];
  it('takes the latest cost from the day or before', () => {
    expect(costOn(history, '2025-12-31')).toBeNull();
    expect(costOn(history, '2026-01-01')).toBe(10_000);
    expect(costOn(history, '2026-03-14')).toBe(10_000);
    expect(costOn(history, '2026-03-15')).toBe(12_000);
  });
});

describe('marginOf', () => {
  it('is percent with one decimal, null without revenue', () => {
    expect(marginOf(1, 3)).toBe(33.3);
    expect(marginOf(-5, 100)).toBe(-5);
    expect(marginOf(5, 0)).toBeNull();
  });
});
