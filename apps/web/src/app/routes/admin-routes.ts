import type { RouteObject } from 'react-router';
import { forward, page, soon } from '../route-helpers.ts';

/** Admin children that have their page; the others show "segera hadir". */
const ADMIN_PAGES: Record<string, () => Promise<{ Component: React.ComponentType }>> = {
  'request/tokopedia': () => import('../../features/admin/pages/tokopedia-requests-page.tsx'),
};

/** Admin area children (spec 2), in sidebar order; the admin sidebar reads this list. */
export const ADMIN_CHILDREN = [
  { path: 'dashboard', title: 'adminDashboard' },
  { path: 'order/report', title: 'adminOrderReport' },
  { path: 'order', title: 'adminOrder' },
  { path: 'order/coupon', title: 'adminCoupon' },
  { path: 'list-user', title: 'adminListUser' },
  { path: 'login-user', title: 'adminLoginUser' },
  { path: 'request/tokopedia', title: 'adminRequestTokopedia' },
  { path: 'manage-comission', title: 'adminManageCommission' },
  { path: 'leaderboard', title: 'adminLeaderboard' },
  { path: 'landingpage/main', title: 'adminLandingMain' },
  { path: 'landingpage/affiliate', title: 'adminLandingAffiliate' },
  { path: 'gallery', title: 'adminGallery' },
  { path: 'topbar', title: 'adminTopbar' },
  { path: 'total-hit-api', title: 'adminTotalHitApi' },
  { path: 'notification', title: 'adminNotification' },
  { path: 'email/blast', title: 'adminEmailBlast' },
  { path: 'popup/banner', title: 'adminPopupBanner' },
  { path: 'count-user-activities', title: 'adminCountUserActivities' },
] as const;

/** /admin: login and the admin flag required; titled Booster Panel. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: () => import('../layouts/admin-layout.tsx'),
  handle: { requireAuth: true, isAdmin: true },
  children: [
    forward(undefined, '/admin/dashboard'),
    ...ADMIN_CHILDREN.map((c) =>
      c.path in ADMIN_PAGES ? page(c.path, ADMIN_PAGES[c.path], { title: c.title }) : soon(c.path, c.title),
    ),
  ],
};
