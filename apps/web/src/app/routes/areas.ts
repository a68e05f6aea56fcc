import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

/**
 * The parts of the route table the app entry does not carry (issue 17): each area's routes, with its
 * layout and pages, load the first time the router meets a path of the area (route discovery,
 * `patchRoutesOnNavigation` in router.tsx) and go in under `parent` (the root, or the seller panel's
 * `panel` route). routes.test.ts checks that every spec path is served once its areas are in.
 */
export type Area = {
  /** The route the area's route goes in under. */
  parent: 'root' | 'panel';
  /** Every path of the area is one of these or begins with one and a slash. */
  prefixes: readonly string[];
  /** The area's route (with an `id`, so patching it in twice keeps one). */
  load: () => Promise<RouteObject>;
};

export const AREAS: readonly Area[] = [
  {
    parent: 'root',
    prefixes: ['/admin'],
    load: () => import('./admin-routes.ts').then((m) => m.adminRoutes),
  },
  {
    parent: 'root',
    prefixes: [paths.chat.inbox()],
    load: () => import('./chat-routes.ts').then((m) => m.chatRoutes),
  },
  {
    parent: 'root',
    prefixes: [
      paths.payment.plan(),
      paths.payment.upgrade(),
      paths.payment.information(),
      paths.subscription.root(),
    ],
    load: () => import('./payment-routes.ts').then((m) => m.paymentRoutes),
  },
  {
    parent: 'root',
    prefixes: ['/callback', '/downgrade', '/expired', '/account/info', '/verify-email/resend'],
    load: () => import('./outside-panel-routes.ts').then((m) => m.outsidePanelRoutes),
  },
  {
    parent: 'panel',
    prefixes: [paths.product.root()],
    load: () => import('./product-routes.ts').then((m) => m.productRoutes),
  },
  {
    parent: 'panel',
    prefixes: [paths.order.root()],
    load: () => import('./order-routes.ts').then((m) => m.orderRoutes),
  },
  {
    parent: 'panel',
    prefixes: [paths.research.root()],
    load: () => import('./research-routes.ts').then((m) => m.researchRoutes),
  },
  {
    parent: 'panel',
    prefixes: [paths.subMember.root()],
    load: () => import('./sub-member-routes.ts').then((m) => m.subMemberRoutes),
  },
];

/** The areas a path may belong to (none for the shell's own paths and for unknown ones). */
export function areasOf(path: string): Area[] {
  return AREAS.filter((a) => a.prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
}
