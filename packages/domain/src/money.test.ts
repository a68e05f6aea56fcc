import { describe, expect, it } from 'vitest';
import {
  buyerPaidShipping,
  formatRupiah,
  formatRupiahRange,
  type OrderMoneyParts,
  orderMoneyProblems,
  settleOrderMoney,
} from './money.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatRupiah', () => {
  it.each([
    [18200, 'Rp 18.200'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [1526300, 'Rp 1.526.300'],
    [150000000, 'Rp 150.000.000'],
    [-5000, '-Rp 5.000'],
    [49000.4, 'Rp 49.000'],
    [-0.2, 'Rp 0'],
  ])('%d → %s', (amount, text) => {
    expect(plain(formatRupiah(amount))).toBe(text);
  });

  it('keeps "Rp" and the number together with a no-break space', () => {
    expect(formatRupiah(18200)).toBe('Rp\u00a018.200');
  });

  it('writes a range only when the ends differ', () => {
    expect(plain(formatRupiahRange(10000, 10000))).toBe('Rp 10.000');
    expect(plain(formatRupiahRange(10000, 25000))).toBe('Rp 10.000 - Rp 25.000');
  });
});

const parts: OrderMoneyParts = {
  itemsSubtotal: 80000,
  sellerDiscount: 6600,
  platformDiscount: 5000,
  shippingFee: 28200,
  shippingSellerDiscount: 0,
  shippingPlatformDiscount: 10000,
  buyerFees: 1000,
  totalPaid: 87600,
};

describe('settleOrderMoney', () => {
  it('keeps named parts and the stated total; it adds up with nothing left over', () => {
    const money = settleOrderMoney(parts);
    expect(money).toMatchObject({ ...parts, otherAdjustment: 0, seller: null });
    expect(buyerPaidShipping(money)).toBe(18200);
    expect(orderMoneyProblems(money)).toEqual([]);
  });

  it('puts what the parts do not explain into otherAdjustment instead of changing the total', () => {
    const money = settleOrderMoney({ ...parts, totalPaid: 90000 });
    expect(money.totalPaid).toBe(90000);
    expect(money.otherAdjustment).toBe(2400);
    expect(orderMoneyProblems(money)).toEqual([]);
  });

  it('rounds platform decimals to whole rupiah', () => {
    const money = settleOrderMoney({ ...parts, itemsSubtotal: 80000.4, totalPaid: 87600.2 });
    expect(money.itemsSubtotal).toBe(80000);
    expect(orderMoneyProblems(money)).toEqual([]);
  });

  it("derives the seller's side: income = items after seller discount + buyer shipping − shipping cost − fees", () => {
    // Shopee-like: the courier costs 28.200, Shopee rebates 10.000, so the seller is charged 18.200.
    const money = settleOrderMoney({
      ...parts,
      seller: { shippingCost: 18200, fees: 5200, income: 68200 },
    });
    expect(money.seller).toEqual({ shippingCost: 18200, fees: 5200, otherAdjustment: 0, income: 68200 });
    expect(orderMoneyProblems(money)).toEqual([]);
    const off = settleOrderMoney({ ...parts, seller: { shippingCost: 18200, fees: 5200, income: 67000 } });
    expect(off.seller?.otherAdjustment).toBe(-1200);
  });

  it('reports a breakdown that does not add up', () => {
    const money = settleOrderMoney(parts);
    expect(orderMoneyProblems({ ...money, totalPaid: 91600 })).toEqual([
      'buyer parts add up to 87600, total paid is 91600',
    ]);
  });
});
