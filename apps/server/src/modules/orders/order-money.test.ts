import type { OrderDetail, OrderStats, OrderSummary } from '@booster/contracts';
import { buyerPaidShipping, orderMoneyProblems } from '@booster/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, connectTokopedia } from '../../test/marketplace.ts';
import { aliasRange } from './date-range.ts';

const t = useTestApp({ listen: true });

const PLATFORMS = ['shopee', 'lazada', 'tiktok', 'tokopedia', 'bukalapak'] as const;
type Platform = (typeof PLATFORMS)[number];
/** The emulator's own figures of one order (control API `orders[].money`). */
type SandboxMoney = Record<string, number>;
type SandboxOrder = {
  id: string;
  status: string;
  trackingNumber: string | null;
  total: number;
  money: SandboxMoney;
};

/** Order APIs that give each item's listed price; the others give it after the seller's promo. */
const LISTED_PRICES: Record<Platform, boolean> = {
  shopee: true,
  tiktok: true,
  tokopedia: true,
  lazada: false,
  bukalapak: false,
};

/** Platforms whose order or settlement APIs report the seller's fees and income. */
const SELLER_SIDE: Record<Platform, boolean> = {
  shopee: true,
  tiktok: true,
  tokopedia: true,
  lazada: true,
  bukalapak: false,
};

let token: string;
const shopIds = {} as Record<Platform, string>;

async function sandboxOrders(platform: Platform): Promise<Map<string, SandboxOrder>> {
  const res = await fetch(
    `${t.current.config.appUrl}/sandbox/_control/orders?platform=${platform}&shopId=${shopIds[platform]}`,
  );
  const rows = (await res.json()) as SandboxOrder[];
  return new Map(rows.map((o) => [o.id, o]));
}

async function storedOrders(platform: Platform): Promise<OrderSummary[]> {
  const docs: OrderSummary[] = [];
  for (let page = 1; ; page++) {
    const res = await t.current.api.get<{ docs: OrderSummary[]; totalPages: number }>(
      `/api/app/order/${platform}?limit=100&page=${page}`,
      { token },
    );
    expect(res.status).toBe(200);
    docs.push(...res.body.docs);
    if (page >= res.body.totalPages) return docs;
  }
}

describe('order money stored from every marketplace', () => {
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'platinum', name: 'Rina Penjual' });
    token = (await member.login()).accessToken;
    for (const platform of PLATFORMS) {
      if (platform === 'tokopedia') {
        shopIds.tokopedia = (
          await connectTokopedia(t.current, token, {
            shopname: 'Toko Maju',
            shopdomain: 'https://www.tokopedia.com/tokomaju/',
          })
        ).shopid;
        continue;
      }
      const connected = await connectShop(t.current, token, platform, 'app', byIndex(0));
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      shopIds[platform] = connected.body.shopid;
    }
    await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
    expect((await t.current.jobs.drain()).failed).toEqual([]);
  });

  it.each(PLATFORMS)(
    "%s: every stored order's breakdown is the sandbox's own and adds up",
    async (platform) => {
      const own = await sandboxOrders(platform);
      const stored = await storedOrders(platform);
      expect(stored.length).toBeGreaterThan(5);
      for (const order of stored) {
        const label = `${platform} ${order.orderNumber}`;
        const m = own.get(order.orderNumber)?.money;
        if (!m) throw new Error(`${label} is not in the sandbox`);
        const { money } = order;
        expect(orderMoneyProblems(money), label).toEqual([]);
        expect(order.totalAmount, label).toBe(m.total);
        expect(money.totalPaid, label).toBe(m.total);
        expect(money.shippingFee, label).toBe(m.shippingFee);
        const items = order.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
        expect(items, `${label}: items add up to the subtotal`).toBe(money.itemsSubtotal);
        // Shopee's vouchers, subsidy and fees are in the escrow of paid orders only.
        if (platform === 'shopee' && order.status === 'unpaid') continue;
        expect(money.otherAdjustment, label).toBe(0);
        expect(buyerPaidShipping(money), label).toBe(m.buyerShipping);
        expect(money.itemsSubtotal, label).toBe(LISTED_PRICES[platform] ? m.itemsOriginal : m.itemsDeal);
        expect(money.itemsSubtotal - money.sellerDiscount, label).toBe(m.itemsDeal - m.sellerVoucher);
        expect(money.platformDiscount, label).toBe(m.platformVoucher);
        expect(money.buyerFees, label).toBe(m.buyerFee);
        // Shopee's escrow, TikTok Shop's statement transactions (Tokopedia too) and Lazada's finance
        // transactions report the seller's side; the last two have none for an order not paid yet or
        // cancelled.
        const noStatement =
          platform !== 'shopee' && (order.status === 'unpaid' || order.status === 'cancelled');
        const settled = SELLER_SIDE[platform] && !noStatement;
        if (settled) {
          expect(money.seller, label).toMatchObject({
            fees: m.sellerFees,
            income: m.sellerIncome,
            otherAdjustment: 0,
          });
        } else expect(money.seller, label).toBeNull();
      }
    },
  );

  it('Lazada totals include shipping, as the buyer paid them', async () => {
    const own = await sandboxOrders('lazada');
    const stored = await storedOrders('lazada');
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const booster = sum(stored.map((o) => o.totalAmount));
    const buyerPaid = sum(stored.map((o) => own.get(o.orderNumber)?.total ?? 0));
    const withoutShipping = sum(
      stored.map(
        (o) => (own.get(o.orderNumber)?.total ?? 0) - (own.get(o.orderNumber)?.money.buyerShipping ?? 0),
      ),
    );
    expect(booster).toBe(buyerPaid);
    expect(booster).toBeGreaterThan(withoutShipping);
  });

  it('dashboard revenue is the buyer-paid total on every marketplace', async () => {
    const stats = await t.current.api.get<OrderStats>('/api/app/dashboard/order?range=last1month', { token });
    expect(stats.status).toBe(200);
    const { from } = aliasRange('last1month', new Date());
    for (const platform of PLATFORMS) {
      const sales = (await storedOrders(platform)).filter(
        (o) => !['cancelled', 'unpaid'].includes(o.status) && Date.parse(o.createdAt) >= from.getTime(),
      );
      const revenue = stats.body.marketplaces.find((m) => m.marketplace === platform)?.revenue ?? 0;
      expect(revenue, platform).toBe(sales.reduce((sum, o) => sum + o.money.totalPaid, 0));
      expect(revenue, platform).toBeGreaterThan(0);
    }
  });

  it('a Shopee order without a resi has the shipping its buyer paid, in the detail too', async () => {
    const own = await sandboxOrders('shopee');
    const stored = await storedOrders('shopee');
    const waiting = stored.find(
      (o) =>
        o.status === 'ready_to_ship' &&
        !o.trackingNumber &&
        (own.get(o.orderNumber)?.money.buyerShipping ?? 0) > 0,
    );
    if (!waiting) throw new Error('no Shopee order waiting for its resi in the sandbox');
    const detail = await t.current.api.get<OrderDetail>(`/api/app/order/shopee/${waiting._id}`, { token });
    expect(detail.status).toBe(200);
    expect(buyerPaidShipping(detail.body.money)).toBe(own.get(waiting.orderNumber)?.money.buyerShipping);
    expect(detail.body.money.seller?.income).toBe(own.get(waiting.orderNumber)?.money.sellerIncome);
  });
});
