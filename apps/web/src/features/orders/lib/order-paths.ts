import type { OrderSummary } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';

/** The order tabs in the spec's order (section 2): shopee, lazada, tiktok, tokopedia, bukalapak. */
export const ORDER_MARKETPLACES = [
  'shopee',
  'lazada',
  'tiktok',
  'tokopedia',
  'bukalapak',
] as const satisfies readonly Marketplace[];

function withIds(base: string, ids: readonly string[]): string {
  return ids.length > 0 ? `${base}?ids=${ids.map(encodeURIComponent).join(',')}` : base;
}

type DetailTarget = Pick<OrderSummary, '_id' | 'marketplace' | 'orderItemId'>;

/** Links inside the orders area. */
export const orderPaths = {
  list: (marketplace: Marketplace) => `/panel/order/mp/${marketplace}`,
  /** Lazada's detail is addressed by the order-item id (spec 2); every other platform by our id. */
  detail: (order: DetailTarget) => {
    const id = order.marketplace === 'lazada' && order.orderItemId ? order.orderItemId : order._id;
    return `/panel/order/mp/${order.marketplace}/${encodeURIComponent(id)}/detail`;
  },
  bulkShipping: (marketplace: Marketplace, ids: readonly string[]) =>
    withIds(`/panel/order/mp/${marketplace}/bulk/shipping`, ids),
  printLabel: (marketplace: Marketplace, ids: readonly string[]) =>
    withIds(`/panel/order/mp/${marketplace}/bulk/print-label`, ids),
  monitor: () => '/panel/order/monitor',
};

/** The ids of `?ids=a,b,c`, without blanks or repeats. */
export function idsFromParams(params: URLSearchParams): string[] {
  const raw = params.get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
