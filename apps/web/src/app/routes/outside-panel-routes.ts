import { CALLBACK_MARKETPLACES, CALLBACK_TYPES } from '@booster/domain';
import type { RouteObject } from 'react-router';
import { page } from '../route-helpers.ts';

const account = {
  info: () => import('../../features/account/pages/account-info-page.tsx'),
  expired: () => import('../../features/account/pages/expired-page.tsx'),
  downgrade: () => import('../../features/account/pages/downgrade-page.tsx'),
};

/** Login-required pages outside the panel (spec 2). */
export const outsidePanelRoutes: RouteObject = {
  id: 'outside-panel',
  lazy: () => import('../layouts/focus-layout.tsx'),
  handle: { requireAuth: true },
  children: [
    page('callback/:marketplace/:type', () => import('../../features/integration/pages/callback-page.tsx'), {
      title: 'marketplaceCallback',
      marketplaces: CALLBACK_MARKETPLACES,
      params: { type: CALLBACK_TYPES },
    }),
    page('downgrade', account.downgrade, { title: 'downgrade' }),
    page('expired', account.expired, { title: 'expired' }),
    page('account/info', account.info, { title: 'accountInfo' }),
    page('verify-email/resend', () => import('../../features/auth/pages/verify-email-resend-page.tsx'), {
      title: 'verifyEmailResend',
    }),
  ],
};
