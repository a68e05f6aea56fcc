import type { OrderSummary } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { orderDetailPath, paths, withIds } from '../../../lib/paths.ts';

/** The order tabs in the spec's order (section 2): shopee, lazada, tiktok, tokopedia, bukalapak. */
export const ORDER_MARKETPLACES = [
  'shopee',
  'lazada',
  'tiktok',
  'tokopedia',
  'bukalapak',
] as const satisfies readonly Marketplace[];

type DetailTarget = Pick<OrderSummary, '_id' | 'marketplace' | 'orderItemId'>;

/** Links inside the orders area. */
export const orderPaths = {
  list: (marketplace: Marketplace) => paths.order.mp(marketplace),
  detail: (order: DetailTarget) => orderDetailPath(order),
  bulkShipping: (marketplace: Marketplace, ids: readonly string[]) =>
    withIds(paths.order.bulkShipping(marketplace), ids),
  printLabel: (marketplace: Marketplace, ids: readonly string[]) =>
    withIds(paths.order.printLabel(marketplace), ids),
  monitor: paths.order.monitor,
  profit: paths.order.profit,
};
