import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, soon } from '../route-helpers.ts';

/**
 * Payment layout and subscription (spec 2). Both carry the payment flag, so a member who must
 * downgrade can still pay or extend (guard step 6).
 */
export const paymentRoutes: RouteObject = {
  lazy: () => import('../layouts/payment-layout.tsx'),
  handle: { requireAuth: true, payment: true },
  children: [
    soon('panel/plan', 'plan'),
    soon('panel/plan/payment', 'planPayment'),
    soon('panel/plan/payment/dana', 'planPaymentDana'),
    soon('panel/plan/payment/manual', 'planPaymentManual'),
    soon('panel/upgrade', 'upgrade'),
    soon('panel/payment-information', 'paymentInformation'),
    forward('panel/subscription', paths.subscription.selectPackage()),
    soon('panel/subscription/select-package', 'subscriptionSelectPackage'),
    soon('panel/subscription/confirmation', 'subscriptionConfirmation'),
  ],
};
