import { TRACKING_COURIERS } from '@booster/domain';
import type { RouteObject } from 'react-router';
import { page } from '../route-helpers.ts';

const marketing = {
  landing: () => import('../../features/marketing/pages/landing-page.tsx'),
  optimasiShopee: () => import('../../features/marketing/pages/optimasi-shopee-page.tsx'),
  pricing: () => import('../../features/marketing/pages/pricing-page.tsx'),
  affiliate: () => import('../../features/marketing/pages/affiliate-page.tsx'),
  privacyPolicy: () => import('../../features/marketing/pages/privacy-policy-page.tsx'),
  maintenance: () => import('../../features/marketing/pages/maintenance-page.tsx'),
  notFound: () => import('../../features/marketing/pages/not-found-page.tsx'),
};

const auth = {
  login: () => import('../../features/auth/pages/login-page.tsx'),
  loginChat: () => import('../../features/auth/pages/login-chat-page.tsx'),
  loginAdmin: () => import('../../features/auth/pages/login-admin-page.tsx'),
  register: () => import('../../features/auth/pages/register-page.tsx'),
  resetPassword: () => import('../../features/auth/pages/reset-password-page.tsx'),
  resetPasswordRequest: () => import('../../features/auth/pages/reset-password-request-page.tsx'),
  verifyEmail: () => import('../../features/auth/pages/verify-email-page.tsx'),
  verifyInvitation: () => import('../../features/auth/pages/verify-invitation-page.tsx'),
  unsubscribe: () => import('../../features/auth/pages/unsubscribe-page.tsx'),
};

const tracking = {
  cekResi: () => import('../../features/tracking/pages/cek-resi-page.tsx'),
};

export const notFoundPage = marketing.notFound;

/** /maintenance stands alone: during the window every other path leads here. */
export const maintenanceRoute: RouteObject = {
  lazy: () => import('../layouts/bare-layout.tsx'),
  children: [page('maintenance', marketing.maintenance, { title: 'maintenance' })],
};

/** Login, registration and the mailed-link pages, in the centred auth layout. */
export const authRoutes: RouteObject = {
  lazy: () => import('../layouts/auth-layout.tsx'),
  children: [
    page('login', auth.login, { title: 'login' }),
    page('login/chat', auth.loginChat, { title: 'loginChat' }),
    page('login/admin', auth.loginAdmin, { title: 'loginAdmin' }),
    page('register', auth.register, { title: 'register' }),
    page('reset-password', auth.resetPassword, { title: 'resetPassword' }),
    page('reset-password/request', auth.resetPasswordRequest, { title: 'resetPasswordRequest' }),
    page('verify-email', auth.verifyEmail, { title: 'verifyEmail' }),
    // Spec 2 lists it as login-required, but the invited person has no account yet: the token is the credential.
    page('verify-invitation', auth.verifyInvitation, { title: 'verifyInvitation' }),
    page('unsubscribe', auth.unsubscribe, { title: 'unsubscribe' }),
  ],
};

/** Public pages with the marketing header and footer, and the catch-all. */
export const publicRoutes: RouteObject = {
  lazy: () => import('../layouts/public-layout.tsx'),
  children: [
    // Guests get the popup banner on the landing page (its call falls back to package 'guest', spec 7).
    page(undefined, marketing.landing, { title: 'landing', popupBanner: true }),
    page('optimasi-shopee', marketing.optimasiShopee, { title: 'optimasiShopee' }),
    page('pricing', marketing.pricing, { title: 'pricing' }),
    page('privacy-policy', marketing.privacyPolicy, { title: 'privacyPolicy' }),
    page('leaderboard', () => import('../../features/affiliates/pages/leaderboard-page.tsx'), {
      title: 'leaderboard',
    }),
    page('affiliate', marketing.affiliate, { title: 'affiliate' }),
    page('cek-resi', tracking.cekResi, { title: 'cekResi' }),
    page('cek-resi/:courier', tracking.cekResi, { title: 'cekResi', params: { courier: TRACKING_COURIERS } }),
    page(
      'subscription-payment/finish',
      () => import('../../features/billing/pages/payment-finish-page.tsx'),
      {
        title: 'subscriptionPaymentFinish',
      },
    ),
    page('facebook/callback/app', () => import('../../features/facebook/pages/facebook-callback-page.tsx'), {
      title: 'facebookCallback',
    }),
    page('*', marketing.notFound, { title: 'notFound' }),
  ],
};
