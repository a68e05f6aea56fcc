import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';
import { ADMIN_CHILDREN } from './admin-children.ts';

type AdminPath = (typeof ADMIN_CHILDREN)[number]['path'];

/** Every admin child's page: the type makes a child without one a compile error. */
const ADMIN_PAGES: Record<AdminPath, () => Promise<{ Component: React.ComponentType }>> = {
  'request/tokopedia': () => import('../../features/admin/pages/tokopedia-requests-page.tsx'),
  'order/coupon': () => import('../../features/coupons/pages/coupons-page.tsx'),
  dashboard: () => import('../../features/admin-members/pages/dashboard-page.tsx'),
  'list-user': () => import('../../features/admin-members/pages/list-user-page.tsx'),
  'login-user': () => import('../../features/admin-members/pages/login-user-page.tsx'),
  'audit-log': () => import('../../features/admin-members/pages/audit-log-page.tsx'),
  'manage-comission': () => import('../../features/affiliates/pages/admin-commission-page.tsx'),
  leaderboard: () => import('../../features/affiliates/pages/admin-leaderboard-page.tsx'),
  order: () => import('../../features/admin-orders/pages/admin-order-page.tsx'),
  'order/report': () => import('../../features/income-report/pages/income-report-page.tsx'),
  'email/blast': () => import('../../features/admin-usage/pages/email-blast-page.tsx'),
  'total-hit-api': () => import('../../features/admin-usage/pages/total-hit-api-page.tsx'),
  'count-user-activities': () => import('../../features/admin-usage/pages/count-user-activities-page.tsx'),
  'landingpage/main': () => import('../../features/admin-content/pages/landing-main-page.tsx'),
  'landingpage/affiliate': () => import('../../features/admin-content/pages/landing-affiliate-page.tsx'),
  gallery: () => import('../../features/admin-content/pages/gallery-page.tsx'),
  topbar: () => import('../../features/admin-content/pages/topbar-page.tsx'),
  notification: () => import('../../features/admin-content/pages/announcement-page.tsx'),
  'popup/banner': () => import('../../features/admin-content/pages/popup-banner-page.tsx'),
};

/** /admin: login and the admin flag required; titled Booster Panel. */
export const adminRoutes: RouteObject = {
  id: 'admin',
  path: 'admin',
  lazy: () => import('../layouts/admin-layout.tsx'),
  handle: { requireAuth: true, isAdmin: true },
  children: [
    forward(undefined, paths.admin.dashboard()),
    ...ADMIN_CHILDREN.map((c) => page(c.path, ADMIN_PAGES[c.path], { title: c.title })),
  ],
};
