import type { ProfitQuery } from '@booster/contracts';
import {
  costOn,
  fromJakarta,
  jakartaIsoDate,
  type Marketplace,
  type OrderProfit,
  orderProfit,
} from '@booster/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { shopNames } from '../shops/joins.ts';
import type { StockModule } from '../stock/index.ts';
import type { CostPrices } from './cost-prices.ts';

export type ProfitSources = {
  db: Db;
  orders: Pick<OrdersModule, 'stored'>;
  products: Pick<ProductsModule, 'variants'>;
  stock: Pick<StockModule, 'links'>;
  shops: Pick<ShopsModule, 'service'>;
  costs: CostPrices;
};

/** One sale with its computed profit, and what the report shows of it. */
export type CostedOrder = {
  id: string;
  externalId: string;
  shopId: string;
  shopName: string;
  marketplace: Marketplace;
  placedAt: Date;
  /** The Jakarta day it was placed: the day its cost prices are taken from and it is reported under. */
  day: string;
  items: {
    name: string;
    sku: string;
    masterSkuId: string | null;
    quantity: number;
    unitCost: number | null;
  }[];
  profit: OrderProfit;
};

/** Whole Jakarta days `from`..`to` as a UTC range [start, end). */
export function jakartaDays(from: string, to: string) {
  const at = (iso: string, plus = 0) => {
    const [y, m, d] = iso.split('-').map(Number);
    return fromJakarta(y, m, d + plus);
  };
  return { from: at(from), to: at(to, 1) };
}

const lineKey = (shopId: string, productId: string, variantId: string | null) =>
  `${shopId}|${productId}|${variantId ?? ''}`;

/**
 * The account's sales in the range, each costed: its lines mapped to master SKUs through the links
 * the stock module keeps today, each line's cost price the one in force on the order's Jakarta day,
 * and the profit from the money the platform reported (`orderProfit`).
 */
export async function costOrders(
  deps: ProfitSources,
  accountId: string,
  query: ProfitQuery,
): Promise<CostedOrder[]> {
  // Another account's shop: 404 before anything is read.
  if (query.shopId) await deps.shops.service.owned(accountId, query.shopId);
  const range = jakartaDays(query.from, query.to);
  const orders = await deps.orders.stored.placed(deps.db, accountId, { ...range, shopId: query.shopId });
  if (orders.length === 0) return [];

  const lines = orders.flatMap((o) => o.items.map((i) => ({ shopId: o.shopId, ...i })));
  const variantIds = await deps.products.variants.idsByExternal(accountId, lines);
  const masterOf = await deps.stock.links.masterSkusOfVariants([...new Set(variantIds.values())]);
  const masterOfLine = (
    shopId: string,
    i: { productExternalId: string; variantExternalId: string | null },
  ) => {
    const variantId = variantIds.get(lineKey(shopId, i.productExternalId, i.variantExternalId));
    return variantId ? (masterOf.get(variantId) ?? null) : null;
  };
  const masterIds = [...new Set(masterOf.values())];
  const histories = await deps.costs.historiesOf(accountId, masterIds);
  const shopIds = [...new Set(orders.map((o) => o.shopId))];
  const shops = new Map(
    (await deps.db.select().from(shopNames).where(inArray(shopNames.id, shopIds))).map((s) => [s.id, s]),
  );

  return orders.flatMap((o) => {
    // Orders reference their shop (cascade), so it is always there.
    const shop = shops.get(o.shopId);
    if (!shop) return [];
    const day = jakartaIsoDate(o.placedAt);
    const items = o.items.map((i) => {
      const masterSkuId = masterOfLine(o.shopId, i);
      const unitCost = masterSkuId ? costOn(histories.get(masterSkuId) ?? [], day) : null;
      return { name: i.name, sku: i.sku, masterSkuId, quantity: i.quantity, price: i.price, unitCost };
    });
    return {
      id: o.id,
      externalId: o.externalId,
      shopId: o.shopId,
      shopName: shop.shopName,
      marketplace: shop.marketplace,
      placedAt: o.placedAt,
      day,
      items,
      profit: orderProfit(o.money, items),
    };
  });
}
