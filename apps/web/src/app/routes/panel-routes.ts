import {
  BULK_SHIPPING_MARKETPLACES,
  CATEGORY_ATTRIBUTE_MARKETPLACES,
  FRAME_MARKETPLACES,
  MARKETPLACES,
} from '@booster/domain';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';

const subMembers = {
  roles: () => import('../../features/sub-members/pages/role-list-page.tsx'),
  roleForm: () => import('../../features/sub-members/pages/role-form-page.tsx'),
  members: () => import('../../features/sub-members/pages/member-list-page.tsx'),
};

const facebook = {
  selectPages: () => import('../../features/facebook/pages/select-pages-page.tsx'),
  feed: () => import('../../features/facebook/pages/feed-page.tsx'),
};

const products = {
  list: () => import('../../features/products/pages/listing-list-page.tsx'),
  form: () => import('../../features/products/pages/listing-form-page.tsx'),
  bulk: () => import('../../features/products/pages/bulk-edit-page.tsx'),
};

const stock = {
  masters: () => import('../../features/stock/pages/master-list-page.tsx'),
  masterForm: () => import('../../features/stock/pages/master-form-page.tsx'),
  setting: () => import('../../features/stock/pages/stock-setting-page.tsx'),
  list: () => import('../../features/stock/pages/stock-list-page.tsx'),
  edit: () => import('../../features/stock/pages/stock-edit-page.tsx'),
  log: () => import('../../features/stock/pages/stock-log-page.tsx'),
  rules: () => import('../../features/stock/pages/stock-rules-page.tsx'),
  push: () => import('../../features/stock/pages/stock-push-page.tsx'),
};

const profit = {
  report: () => import('../../features/profit/pages/profit-report-page.tsx'),
  costPrices: () => import('../../features/profit/pages/cost-price-page.tsx'),
};

const researchPopular = () => import('../../features/research-popular/pages/popular-page.tsx');
const researchKeywords = {
  analysis: () => import('../../features/research-keywords/pages/keyword-analysis-page.tsx'),
  list: () => import('../../features/research-keywords/pages/keyword-analysis-list-page.tsx'),
  titles: () => import('../../features/research-keywords/pages/generate-title-page.tsx'),
};

const boost = {
  shops: () => import('../../features/boost/pages/boost-page.tsx'),
  setting: () => import('../../features/boost/pages/boost-setting-page.tsx'),
};

const frames = {
  list: () => import('../../features/product-frames/pages/frame-list-page.tsx'),
  editor: () => import('../../features/product-frames/pages/frame-editor-page.tsx'),
  mass: () => import('../../features/product-frames/pages/frame-mass-page.tsx'),
};

const all = { marketplaces: MARKETPLACES };
/** Every bulk edit page is one module; it reads its kind from the last path segment. */
const bulk = (kind: string, title: string, marketplaces: readonly string[] = MARKETPLACES) =>
  page(`panel/product/mp/:marketplace/bulk/${kind}`, products.bulk, { title, marketplaces });

/** Products: the product sub-menu sidebar (spec 2). */
const productRoutes: RouteObject = {
  lazy: () => import('../layouts/product-layout.tsx'),
  children: [
    forward('panel/product', paths.product.mp()),
    { ...forward('panel/product/mp', paths.product.mp(MARKETPLACES[0])), handle: { title: 'productMp' } },
    page('panel/product/mp/:marketplace', products.list, { title: 'productMp', ...all }),
    page('panel/product/mp/:marketplace/new', products.form, { title: 'productCreate', ...all }),
    page('panel/product/mp/:marketplace/:id/edit', products.form, { title: 'productEdit', ...all }),
    bulk('name-description', 'bulkNameDescription'),
    bulk('category-attribute', 'bulkCategoryAttribute', CATEGORY_ATTRIBUTE_MARKETPLACES),
    bulk('stock-price', 'bulkStockPrice'),
    bulk('logistic', 'bulkLogistic'),
    bulk('supplier', 'bulkSupplier'),
    bulk('edit-images', 'bulkEditImages'),
    page('panel/product/master', stock.masters, { title: 'productMaster' }),
    page('panel/product/master/new', stock.masterForm, { title: 'productMasterNew' }),
    page('panel/product/master/:id/edit', stock.masterForm, { title: 'productMasterEdit' }),
    page('panel/product/master/stock/setting', stock.setting, { title: 'stockSetting' }),
    page('panel/product/master/cost-price', profit.costPrices, { title: 'productCostPrice' }),
    page('panel/product/stock', stock.list, { title: 'stockList' }),
    page('panel/product/stock/:id/edit', stock.edit, { title: 'stockEdit' }),
    page('panel/product/stock/log', stock.log, { title: 'stockLog' }),
    page('panel/product/stock/rules', stock.rules, { title: 'stockRules' }),
    page('panel/product/stock/bulk/edit', stock.push, { title: 'stockBulkEdit' }),
    page('panel/product/boost', boost.shops, { title: 'boost' }),
    page('panel/product/boost/:id/setting', boost.setting, { title: 'boostSetting' }),
    page('panel/product/scrape', () => import('../../features/product-scrape/pages/scrape-page.tsx'), {
      title: 'scrape',
    }),
    page('panel/product/clone', () => import('../../features/product-clone/pages/clone-page.tsx'), {
      title: 'clone',
    }),
    {
      ...forward('panel/product/frame', paths.product.frame(FRAME_MARKETPLACES[0])),
      handle: { title: 'frame' },
    },
    page('panel/product/frame/:marketplace', frames.list, {
      title: 'frame',
      marketplaces: FRAME_MARKETPLACES,
    }),
    page('panel/product/frame/:marketplace/add', frames.editor, {
      title: 'frameAdd',
      marketplaces: FRAME_MARKETPLACES,
    }),
    page('panel/product/frame/:marketplace/add/mass', frames.mass, {
      title: 'frameAddMass',
      marketplaces: FRAME_MARKETPLACES,
    }),
    page('panel/product/frame/:marketplace/:id', frames.editor, {
      title: 'frameEdit',
      marketplaces: FRAME_MARKETPLACES,
    }),
  ],
};

const orders = {
  list: () => import('../../features/orders/pages/order-list-page.tsx'),
  detail: () => import('../../features/orders/pages/order-detail-page.tsx'),
  bulkShipping: () => import('../../features/orders/pages/bulk-shipping-page.tsx'),
  printLabel: () => import('../../features/orders/pages/print-label-page.tsx'),
  monitor: () => import('../../features/orders/pages/order-monitor-page.tsx'),
};

/** Orders (top bar and popup banner come from the panel). */
const orderRoutes: RouteObject[] = [
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
  page('panel/order/profit', profit.report, { title: 'orderProfit' }),
];

/** Research: its sidebar; the menu's base path is /panel/research/popular. */
const researchRoutes: RouteObject = {
  lazy: () => import('../layouts/research-layout.tsx'),
  children: [
    forward('panel/research', paths.research.popular()),
    page('panel/research/popular', researchPopular, { title: 'researchPopular' }),
    page('panel/research/keyword-analysis', researchKeywords.analysis, { title: 'researchKeywordAnalysis' }),
    page('panel/research/keyword-analysis/list', researchKeywords.list, {
      title: 'researchKeywordAnalysisList',
    }),
    page('panel/research/generate-title', researchKeywords.titles, { title: 'researchGenerateTitle' }),
  ],
};

/** Admin management (sidebar titled "Kelola Admin"). */
const subMemberRoutes: RouteObject = {
  lazy: () => import('../layouts/sub-member-layout.tsx'),
  children: [
    forward('panel/sub-member', paths.subMember.roles()),
    page('panel/sub-member/role', subMembers.roles, { title: 'subMemberRoles' }),
    page('panel/sub-member/role/new', subMembers.roleForm, { title: 'subMemberRoleNew' }),
    page('panel/sub-member/role/:id/edit', subMembers.roleForm, { title: 'subMemberRoleEdit' }),
    page('panel/sub-member/member', subMembers.members, { title: 'subMemberMembers' }),
  ],
};

/** The seller panel: login required, top bar, popup banner, titled Booster Panel. */
export const panelRoutes: RouteObject = {
  lazy: () => import('../layouts/panel-layout.tsx'),
  handle: { requireAuth: true, topbar: true, popupBanner: true },
  children: [
    forward('panel', paths.panel.home()),
    page('panel/home', () => import('../../features/home/pages/home-page.tsx'), { title: 'home' }),
    page('panel/affiliate', () => import('../../features/affiliates/pages/affiliate-panel-page.tsx'), {
      title: 'panelAffiliate',
    }),
    page('panel/notification', () => import('../../features/notifications/pages/notification-page.tsx'), {
      title: 'notifications',
    }),
    page('panel/facebook/select-pages', facebook.selectPages, { title: 'facebookSelectPages' }),
    page('panel/facebook/pages/feed', facebook.feed, { title: 'facebookFeed' }),
    productRoutes,
    ...orderRoutes,
    researchRoutes,
    subMemberRoutes,
  ],
};
