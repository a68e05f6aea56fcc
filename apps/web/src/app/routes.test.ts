import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasInvalidParam, mergedMeta } from './route-meta.ts';
import { discoverAreas } from './router.tsx';
import { AREAS, areasOf } from './routes/areas.ts';
import { shellRoutes, withAreas } from './routes.tsx';

const areaRoutes = new Map(await Promise.all(AREAS.map(async (a) => [a, await a.load()] as const)));

/** Matches as the router does: the shell's routes plus the areas route discovery loads for the path. */
function resolve(path: string) {
  const routes = withAreas(
    areasOf(path).map((a) => ({ parent: a.parent, route: areaRoutes.get(a) as RouteObject })),
  );
  const matches = matchRoutes(routes, path) ?? [];
  const simple = matches.map((m) => ({ handle: m.route.handle, params: m.params }));
  const leaf = matches.at(-1)?.route;
  return {
    matches,
    meta: mergedMeta(simple),
    invalid: hasInvalidParam(simple),
    isCatchAll: leaf?.path === '*',
  };
}

const MARKETPLACES = ['shopee', 'tokopedia', 'lazada', 'tiktok', 'bukalapak'];

/** Every route of spec section 2. */
const SPEC_PATHS = [
  '/',
  '/optimasi-shopee',
  '/maintenance',
  '/login',
  '/login/chat',
  '/login/admin',
  '/register',
  '/pricing',
  '/leaderboard',
  '/affiliate',
  '/reset-password',
  '/reset-password/request',
  '/unsubscribe',
  '/privacy-policy',
  '/subscription-payment/finish',
  '/facebook/callback/app',
  '/verify-email',
  '/cek-resi',
  '/cek-resi/jnt',
  '/cek-resi/jne',
  '/cek-resi/sicepat',
  '/callback/shopee/app',
  '/callback/bukalapak/chat',
  '/downgrade',
  '/expired',
  '/account/info',
  '/verify-email/resend',
  '/verify-invitation',
  ...[
    'dashboard',
    'order/report',
    'order',
    'order/coupon',
    'list-user',
    'login-user',
    'request/tokopedia',
    'manage-comission',
    'leaderboard',
    'landingpage/main',
    'landingpage/affiliate',
    'gallery',
    'topbar',
    'total-hit-api',
    'notification',
    'email/blast',
    'popup/banner',
    'count-user-activities',
  ].map((c) => `/admin/${c}`),
  '/panel/chat',
  '/panel/chat/setting/message-template',
  '/panel/chat/setting/auto-reply',
  '/panel/chat/setting/reminder',
  '/panel/chat/report/shopee',
  '/panel/chat/monitor',
  '/panel/home',
  '/panel/affiliate',
  '/panel/notification',
  '/panel/facebook/select-pages',
  '/panel/facebook/pages/feed',
  '/panel/product/mp',
  ...MARKETPLACES.flatMap((m) => [
    `/panel/product/mp/${m}`,
    `/panel/product/mp/${m}/new`,
    `/panel/product/mp/${m}/abc/edit`,
    ...['name-description', 'stock-price', 'logistic', 'supplier', 'edit-images'].map(
      (k) => `/panel/product/mp/${m}/bulk/${k}`,
    ),
    `/panel/order/mp/${m}`,
    `/panel/order/mp/${m}/123/detail`,
    `/panel/order/mp/${m}/bulk/print-label`,
  ]),
  ...['shopee', 'lazada', 'tiktok', 'bukalapak'].map((m) => `/panel/product/mp/${m}/bulk/category-attribute`),
  '/panel/product/master',
  '/panel/product/master/new',
  '/panel/product/master/stock/setting',
  '/panel/product/stock',
  '/panel/product/stock/1/edit',
  '/panel/product/stock/log',
  '/panel/product/stock/bulk/edit',
  '/panel/product/boost',
  '/panel/product/boost/1/setting',
  '/panel/product/scrape',
  '/panel/product/clone',
  '/panel/product/frame',
  '/panel/product/frame/shopee',
  '/panel/product/frame/tokopedia',
  '/panel/product/frame/shopee/add',
  '/panel/product/frame/shopee/7',
  '/panel/product/frame/tokopedia/add',
  '/panel/product/frame/tokopedia/7',
  '/panel/product/frame/shopee/add/mass',
  '/panel/order/mp',
  '/panel/order/mp/shopee/bulk/shipping',
  '/panel/order/mp/tiktok/bulk/shipping',
  '/panel/order/monitor',
  '/panel/research/keyword-analysis',
  '/panel/research/keyword-analysis/list',
  '/panel/research/popular',
  '/panel/research/generate-title',
  '/panel/sub-member/role',
  '/panel/sub-member/role/new',
  '/panel/sub-member/role/42/edit',
  '/panel/sub-member/member',
  '/panel/plan',
  '/panel/plan/payment',
  '/panel/plan/payment/dana',
  '/panel/plan/payment/manual',
  '/panel/upgrade',
  '/panel/payment-information',
  '/panel/subscription/select-package',
  '/panel/subscription/confirmation',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('%s has a route with a title', (path) => {
    const r = resolve(path);
    expect(r.isCatchAll, 'falls into not-found').toBe(false);
    expect(r.invalid).toBe(false);
    expect(r.meta.title, 'title key').toBeTruthy();
  });

  it.each([
    '/panel/product/mp/blibli',
    '/panel/product/mp/blibli/new',
    '/panel/product/mp/tokopedia/bulk/category-attribute',
    '/panel/order/mp/lazada/bulk/shipping',
    '/panel/product/frame/lazada/add',
    '/callback/tokopedia/app',
    '/callback/shopee/web',
    '/cek-resi/pos',
    '/panel/chat/report/tiktok',
  ])('%s is not found (marketplace or param outside its list)', (path) => {
    const r = resolve(path);
    expect(r.invalid || r.isCatchAll).toBe(true);
  });

  it('an unknown path falls into the catch-all', () => {
    expect(resolve('/no/such/page').isCatchAll).toBe(true);
  });

  it.each([
    ['/', { popupBanner: true }],
    ['/panel/home', { requireAuth: true, topbar: true, popupBanner: true }],
    ['/panel/order/mp/shopee', { requireAuth: true, topbar: true, popupBanner: true }],
    ['/panel/chat/monitor', { requireAuth: true, chatArea: true, popupBanner: false }],
    ['/admin/gallery', { requireAuth: true, isAdmin: true }],
    ['/panel/plan/payment', { requireAuth: true, payment: true }],
    ['/panel/subscription/select-package', { requireAuth: true, payment: true }],
    ['/expired', { requireAuth: true }],
    ['/callback/lazada/chat', { requireAuth: true }],
  ] as const)('%s carries its meta flags', (path, flags) => {
    expect(resolve(path).meta).toMatchObject(flags);
  });

  it.each(['/', '/login', '/register', '/pricing', '/verify-invitation', '/maintenance'])(
    '%s is public',
    (path) => {
      const { meta } = resolve(path);
      expect(meta.requireAuth ?? false).toBe(false);
      expect(meta.isAdmin ?? false).toBe(false);
    },
  );

  it.each([
    ['/panel/product', '/panel/product/mp'],
    ['/panel/subscription', '/panel/subscription/select-package'],
    ['/panel/sub-member', '/panel/sub-member/role'],
    ['/panel/research', '/panel/research/popular'],
    ['/admin', '/admin/dashboard'],
  ])('%s forwards to %s', async (path, to) => {
    const leaf = resolve(path).matches.at(-1)?.route;
    const loader = leaf?.loader as (() => Response) | undefined;
    const res = loader?.();
    expect(res?.headers.get('Location')).toBe(to);
  });
});

/** Every path a route tree serves, as a pattern ('/panel/order/mp/:marketplace'). */
function patternsOf(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? `${base}/${r.path}`.replace(/\/+/g, '/') : base;
    return [...(r.path || r.index ? [here || '/'] : []), ...patternsOf(r.children ?? [], here)];
  });
}

describe('route discovery', () => {
  it.each(AREAS.map((a) => [a.prefixes[0], a] as const))(
    'the area of %s serves only paths under its prefixes (so discovery finds each of its pages)',
    (_, area) => {
      const patterns = patternsOf([areaRoutes.get(area) as RouteObject]);
      expect(patterns.length).toBeGreaterThan(0);
      for (const p of patterns) expect(areasOf(p.replace(/:[^/]+/g, 'x')), p).toContain(area);
    },
  );

  it("leaves the shell's own pages to the shell (no area is loaded for them)", () => {
    for (const p of patternsOf(shellRoutes)) expect(areasOf(p), p).toEqual([]);
    expect(areasOf('/panel/home')).toEqual([]);
    expect(areasOf('/verify-email')).toEqual([]);
    expect(areasOf('/panel/planner')).toEqual([]);
  });

  it.each([
    ['/admin/gallery', ['admin']],
    ['/panel/order/mp/shopee/123/detail', ['panel', 'panel-orders']],
    ['/panel/product/stock/log', ['panel', 'panel-product']],
    ['/panel/chat/monitor', ['chat']],
  ])('patches %s into the router before matching it', async (path, ids) => {
    const router = createMemoryRouter([{ id: 'root', path: '/', children: shellRoutes }], {
      initialEntries: [path],
      patchRoutesOnNavigation: discoverAreas,
    });
    await expect.poll(() => router.state.initialized).toBe(true);
    const matched = router.state.matches.map((m) => m.route.id);
    expect(matched.slice(0, ids.length + 1)).toEqual(['root', ...ids]);
    expect(router.state.matches.at(-1)?.route.path).not.toBe('*');
    router.dispose();
  });

  it('leaves an unknown panel path to the catch-all', async () => {
    const router = createMemoryRouter([{ id: 'root', path: '/', children: shellRoutes }], {
      initialEntries: ['/panel/no-such-page'],
      patchRoutesOnNavigation: discoverAreas,
    });
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
