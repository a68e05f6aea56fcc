import type { RouteObject } from 'react-router';
import { adminRoutes } from './routes/admin-routes.ts';
import { chatRoutes } from './routes/chat-routes.ts';
import { outsidePanelRoutes } from './routes/outside-panel-routes.ts';
import { panelRoutes } from './routes/panel-routes.ts';
import { paymentRoutes } from './routes/payment-routes.ts';
import { authRoutes, maintenanceRoute, publicRoutes } from './routes/public-routes.ts';

/** Every route of spec section 2 under the root shell; the guard matches against this tree. */
export const appRoutes: RouteObject[] = [
  maintenanceRoute,
  authRoutes,
  outsidePanelRoutes,
  adminRoutes,
  chatRoutes,
  paymentRoutes,
  panelRoutes,
  publicRoutes,
];
