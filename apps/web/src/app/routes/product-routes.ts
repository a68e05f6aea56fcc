import { CATEGORY_ATTRIBUTE_MARKETPLACES, FRAME_MARKETPLACES, MARKETPLACES } from '@booster/domain';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';

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

const costPrices = () => import('../../features/profit/pages/cost-price-page.tsx');

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
export const productRoutes: RouteObject = {
  id: 'panel-product',
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
    page('panel/product/master/cost-price', costPrices, { title: 'productCostPrice' }),
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
