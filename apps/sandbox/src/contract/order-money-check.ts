import { buyerPaidShipping, orderMoneyProblems } from '@booster/domain';
import type { MarketplaceOrder } from '@booster/marketplaces';
import { expect } from 'vitest';
import type { ShopPlatform } from '../core/types.ts';
import type { Json } from '../testing/harness.ts';

/** Platforms whose order API gives each item's listed price (before the seller's product promo). */
const LISTED_PRICES: Record<ShopPlatform, boolean> = {
  shopee: true,
  tiktok: true,
  tokopedia: true,
  lazada: false,
  bukalapak: false,
};

/** Shopee reports its money (vouchers, subsidy, fees) in the escrow detail of paid orders only. */
const withoutEscrow = (platform: ShopPlatform, order: Json) =>
  platform === 'shopee' && ['UNPAID', 'INVOICE_PENDING'].includes(order.status);

/**
 * Where the seller's side (fees, income) is read: Shopee's escrow (paid orders, above), TikTok Shop's
 * statement transactions (Tokopedia's too) and Lazada's finance transactions, which exist once an order
 * is paid and not cancelled. Bukalapak's API reports no seller fees.
 */
const sellerSideReported = (platform: ShopPlatform, order: Json) =>
  platform === 'shopee' ||
  (platform !== 'bukalapak' && !['UNPAID', 'CANCELLED', 'unpaid', 'canceled'].includes(order.status));

/**
 * Each adapter's money breakdown of an order against the emulator's own figures (control API
 * `orders[].money`): it adds up with nothing unexplained, the buyer's total, shipping, vouchers and
 * fees are the sandbox's, and the seller's income is read where the platform reports it (Shopee, TikTok
 * Shop, Tokopedia, Lazada).
 */
export function expectMoneyOfSandbox(platform: ShopPlatform, mapped: MarketplaceOrder, sandbox: Json) {
  const money = mapped.money;
  const m = sandbox.money;
  const label = `${platform} order ${mapped.externalId}`;
  expect(orderMoneyProblems(money), label).toEqual([]);
  expect(money.totalPaid, label).toBe(m.total);
  expect(money.shippingFee, label).toBe(m.shippingFee);
  const items = mapped.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  expect(items, `${label}: its items add up to the subtotal`).toBe(money.itemsSubtotal);
  if (withoutEscrow(platform, sandbox)) return;
  expect(buyerPaidShipping(money), label).toBe(m.buyerShipping);
  expect(money.otherAdjustment, label).toBe(0);
  expect(money.itemsSubtotal, label).toBe(LISTED_PRICES[platform] ? m.itemsOriginal : m.itemsDeal);
  expect(money.platformDiscount, label).toBe(m.platformVoucher);
  expect(money.itemsSubtotal - money.sellerDiscount, label).toBe(m.itemsDeal - m.sellerVoucher);
  expect(money.shippingSellerDiscount + money.shippingPlatformDiscount, label).toBe(
    m.shippingSellerDiscount + m.shippingPlatformDiscount,
  );
  expect(money.buyerFees, label).toBe(m.buyerFee);
  if (platform === 'shopee') expect(money.shippingSellerDiscount, label).toBe(m.shippingSellerDiscount);
  if (sellerSideReported(platform, sandbox)) {
    expect(money.seller, label).toMatchObject({
      fees: m.sellerFees,
      otherAdjustment: 0,
      income: m.sellerIncome,
    });
  } else {
    expect(money.seller, label).toBeNull();
  }
}
