import type { ProfitOrder, ProfitProduct, ProfitQuery, ProfitReport } from '@booster/contracts';
import { addOrderProfit, emptyTotals, marginOf, type ProfitTotals, pageMeta } from '@booster/domain';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type CostedOrder, costOrders, type ProfitSources } from './order-profits.ts';

const DAY_MS = 86_400_000;

/** Every day from `from` to `to`, YYYY-MM-DD. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function groupTotals<K>(orders: CostedOrder[], keyOf: (o: CostedOrder) => K) {
  const groups = new Map<K, ProfitTotals>();
  for (const o of orders) {
    const key = keyOf(o);
    groups.set(key, addOrderProfit(groups.get(key) ?? emptyTotals(), o.profit));
  }
  return groups;
}

/** Per master SKU (or unlinked SKU code): units, revenue, cost and profit of lines of complete orders. */
function byProduct(
  orders: CostedOrder[],
  names: Map<string, { sku: string; name: string }>,
): ProfitProduct[] {
  const rows = new Map<string, ProfitProduct>();
  for (const o of orders) {
    o.profit.lines.forEach((line, i) => {
      const item = o.items[i];
      const key = line.masterSkuId ?? `sku:${item.sku || item.name}`;
      const named = line.masterSkuId ? names.get(line.masterSkuId) : undefined;
      const row = rows.get(key) ?? {
        masterSkuId: line.masterSkuId,
        sku: named?.sku ?? item.sku,
        name: named?.name ?? item.name,
        units: 0,
        revenue: 0,
        costOfGoods: 0,
        profit: 0,
        margin: null,
        incompleteUnits: 0,
      };
      if (o.profit.profit === null || line.profit === null || line.costOfGoods === null) {
        row.incompleteUnits += line.quantity;
      } else {
        row.units += line.quantity;
        row.revenue += line.revenue;
        row.costOfGoods += line.costOfGoods;
        row.profit += line.profit;
        row.margin = marginOf(row.profit, row.revenue);
      }
      rows.set(key, row);
    });
  }
  return [...rows.values()].sort(
    (a, b) => b.profit - a.profit || b.incompleteUnits - a.incompleteUnits || a.sku.localeCompare(b.sku),
  );
}

export function toProfitOrder(o: CostedOrder, names: Map<string, { sku: string }>): ProfitOrder {
  const p = o.profit;
  return {
    _id: o.id,
    orderNumber: o.externalId,
    shopId: o.shopId,
    shopName: o.shopName,
    marketplace: o.marketplace,
    placedAt: o.placedAt.toISOString(),
    day: o.day,
    revenue: p.revenue,
    sellerDiscount: p.sellerDiscount,
    shipping: p.shipping,
    fees: p.fees,
    otherAdjustment: p.otherAdjustment,
    costOfGoods: p.costOfGoods,
    profit: p.profit,
    margin: p.margin,
    gaps: p.gaps,
    lines: p.lines.map((l, i) => ({
      name: o.items[i].name,
      sku: o.items[i].sku,
      masterSkuId: l.masterSkuId,
      masterSku: l.masterSkuId ? (names.get(l.masterSkuId)?.sku ?? null) : null,
      quantity: l.quantity,
      unitCost: o.items[i].unitCost,
      revenue: l.revenue,
      deductions: l.deductions,
      costOfGoods: l.costOfGoods,
      profit: l.profit,
    })),
  };
}

type OrdersQuery = ProfitQuery & { only?: 'complete' | 'incomplete'; page: number; limit: number };

/** The profit report and its orders, computed from the stored sales on each request. */
export function createProfitReport(deps: ProfitSources) {
  async function namesOf(accountId: string, orders: CostedOrder[]) {
    const ids = new Set(
      orders.flatMap((o) => o.items.flatMap((i) => (i.masterSkuId ? [i.masterSkuId] : []))),
    );
    return deps.costs.namesOf(accountId, [...ids]);
  }

  async function orderPage(ctx: RequestContext, query: OrdersQuery) {
    const all = await costOrders(deps, ctx.accountId, query);
    const wanted =
      query.only === undefined
        ? all
        : all.filter((o) => (o.profit.profit === null) === (query.only === 'incomplete'));
    // Newest first, as the order list.
    wanted.reverse();
    const page = wanted.slice((query.page - 1) * query.limit, query.page * query.limit);
    const names = await namesOf(ctx.accountId, page);
    return {
      docs: page.map((o) => toProfitOrder(o, names)),
      ...pageMeta(query.page, query.limit, wanted.length),
    };
  }

  return {
    async report(ctx: RequestContext, query: ProfitQuery): Promise<ProfitReport> {
      const orders = await costOrders(deps, ctx.accountId, query);
      const names = await namesOf(ctx.accountId, orders);
      const totals = orders.reduce((t, o) => addOrderProfit(t, o.profit), emptyTotals());
      const perDay = groupTotals(orders, (o) => o.day);
      const perShop = groupTotals(orders, (o) => o.shopId);
      const perShopDay = groupTotals(orders, (o) => `${o.day}|${o.shopId}`);
      const shopOf = new Map(orders.map((o) => [o.shopId, o]));
      return {
        from: query.from,
        to: query.to,
        totals,
        byDay: daysOf(query.from, query.to).map((day) => ({ day, ...(perDay.get(day) ?? emptyTotals()) })),
        byShop: [...shopOf.values()]
          .map((o) => ({
            shopId: o.shopId,
            shopName: o.shopName,
            marketplace: o.marketplace,
            ...(perShop.get(o.shopId) ?? emptyTotals()),
          }))
          .sort((a, b) => b.profit - a.profit || a.shopName.localeCompare(b.shopName)),
        byShopDay: [...perShopDay.entries()]
          .map(([key, t]) => {
            const [day, shopId] = key.split('|');
            return { day, shopId, ...t };
          })
          .sort((a, b) => a.day.localeCompare(b.day) || a.shopId.localeCompare(b.shopId)),
        byProduct: byProduct(orders, names),
      };
    },

    orders: orderPage,

    /** Every order of the range, newest first, for the CSV. */
    async allOrders(ctx: RequestContext, query: ProfitQuery) {
      const all = (await costOrders(deps, ctx.accountId, query)).reverse();
      const names = await namesOf(ctx.accountId, all);
      return all.map((o) => toProfitOrder(o, names));
    },
  };
}

export type ProfitReportService = ReturnType<typeof createProfitReport>;
