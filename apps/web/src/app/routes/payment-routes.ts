import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';

const billing = {
  plan: () => import('../../features/billing/pages/plan-page.tsx'),
  planPayment: () => import('../../features/billing/pages/plan-payment-page.tsx'),
  danaPayment: () => import('../../features/billing/pages/dana-payment-page.tsx'),
  manualPayment: () => import('../../features/billing/pages/manual-payment-page.tsx'),
  upgrade: () => import('../../features/billing/pages/upgrade-page.tsx'),
  paymentInformation: () => import('../../features/billing/pages/payment-information-page.tsx'),
  selectPackage: () => import('../../features/billing/pages/select-package-page.tsx'),
  confirmation: () => import('../../features/billing/pages/confirmation-page.tsx'),
};

/**
 * Payment layout and subscription (spec 2). Both carry the payment flag, so a member who must
 * downgrade can still pay or extend (guard step 6).
 */
export const paymentRoutes: RouteObject = {
  id: 'payment',
  lazy: () => import('../layouts/payment-layout.tsx'),
  handle: { requireAuth: true, payment: true },
  children: [
    page('panel/plan', billing.plan, { title: 'plan' }),
    page('panel/plan/payment', billing.planPayment, { title: 'planPayment' }),
    page('panel/plan/payment/dana', billing.danaPayment, { title: 'planPaymentDana' }),
    page('panel/plan/payment/manual', billing.manualPayment, { title: 'planPaymentManual' }),
    page('panel/upgrade', billing.upgrade, { title: 'upgrade' }),
    page('panel/payment-information', billing.paymentInformation, { title: 'paymentInformation' }),
    forward('panel/subscription', paths.subscription.selectPackage()),
    page('panel/subscription/select-package', billing.selectPackage, { title: 'subscriptionSelectPackage' }),
    page('panel/subscription/confirmation', billing.confirmation, { title: 'subscriptionConfirmation' }),
  ],
};
