import { BULK_SHIPPING_MARKETPLACES, MARKETPLACES } from '@booster/domain';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';

const orders = {
  list: () => import('../../features/orders/pages/order-list-page.tsx'),
  detail: () => import('../../features/orders/pages/order-detail-page.tsx'),
  bulkShipping: () => import('../../features/orders/pages/bulk-shipping-page.tsx'),
  printLabel: () => import('../../features/orders/pages/print-label-page.tsx'),
  monitor: () => import('../../features/orders/pages/order-monitor-page.tsx'),
};

const profitReport = () => import('../../features/profit/pages/profit-report-page.tsx');

const all = { marketplaces: MARKETPLACES };

/** Orders (top bar and popup banner come from the panel). */
export const orderRoutes: RouteObject = {
  id: 'panel-orders',
  children: [
    forward('panel/order', paths.order.mp()),
    { ...forward('panel/order/mp', paths.order.mp(MARKETPLACES[0])), handle: { title: 'orderMp' } },
    page('panel/order/mp/:marketplace', orders.list, { title: 'orderMp', ...all }),
    page('panel/order/mp/:marketplace/:id/detail', orders.detail, { title: 'orderDetail', ...all }),
    page('panel/order/mp/:marketplace/bulk/shipping', orders.bulkShipping, {
      title: 'orderBulkShipping',
      marketplaces: BULK_SHIPPING_MARKETPLACES,
    }),
    page('panel/order/mp/:marketplace/bulk/print-label', orders.printLabel, {
      title: 'orderPrintLabel',
      ...all,
    }),
    page('panel/order/monitor', orders.monitor, { title: 'orderMonitor' }),
    page('panel/order/profit', profitReport, { title: 'orderProfit' }),
  ],
};
