import type { Marketplace } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import type { MarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import type { NotificationsModule } from '../notifications/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { createOrderAdminQueries } from './admin-queries.ts';
import { createOrderAlerts } from './alerts.ts';
import { createChatOrderLookups } from './chat-lookups.ts';
import { RECONCILE_DUE_CRON } from './jobs.ts';
import { createOrderEvents } from './order-events.ts';
import { readPlacedOrders } from './placed-orders.ts';
import { type OrderWalkQuery, walkOrders } from './queries.ts';
import { registerOrderRoutes } from './routes.ts';
import { createShippingService, registerShippingRoutes } from './shipping.ts';
import {
  buyerOrderedSince,
  readOrderForMessage,
  readStoredOrder,
  storedOrderStatus,
} from './stored-orders.ts';
import { createOrderSync } from './sync.ts';

export type OrdersDeps = ModuleRuntime & {
  shops: ShopsModule;
  notifications: NotificationsModule;
  /** Which platforms push order changes and which must be polled. */
  gateway: Pick<MarketplaceGateway, 'adapter'>;
  dataDir: string;
  appUrl: string;
};

/** Orders: sync, lists, detail, bulk shipping, label printing, the monitor and order statistics. */
export function createOrdersModule(deps: OrdersDeps) {
  const alert = createOrderAlerts(deps);
  const events = createOrderEvents(deps.jobs);
  deps.jobs.register(events.job);
  const sync = createOrderSync({ ...deps, alert, events });
  // Run as soon as claimed (the order's stock effect and pushes follow in the same run); queued ones
  // of a fetched batch wait on the platforms together.
  deps.shops.webhooks.subscribe('orders', sync.onWebhook, {
    kinds: ['order'],
    immediate: true,
    parallel: true,
  });
  deps.jobs.register(sync.jobs.orderMoney);
  deps.jobs.register(sync.jobs.reconcileShop);
  deps.jobs.register(sync.jobs.reconcileDue);
  deps.jobs.schedule(sync.jobs.reconcileDue, RECONCILE_DUE_CRON, {});
  const shipping = createShippingService(deps, events.publishMoves);
  for (const job of shipping.jobs) deps.jobs.register(job);

  return {
    /** What the admin area reads about orders across accounts. */
    admin: createOrderAdminQueries(deps.db),
    sync,
    shipping,
    jobs: { ...sync.jobs, orderStored: events.job },
    /**
     * "Order stored or changed", for modules that follow orders: `subscribe` in a job after the
     * write, `subscribeInWrite` inside the storing transaction.
     */
    changes: { subscribe: events.subscribe, subscribeInWrite: events.subscribeInWrite },
    /** Stored orders as other modules may read them, inside their own transaction if they pass one. */
    stored: {
      read: readStoredOrder,
      status: storedOrderStatus,
      forMessage: readOrderForMessage,
      buyerOrderedSince,
      /** Sales placed in a range with their money and lines (the profit report). */
      placed: readPlacedOrders,
    },
    /** A shop's orders as the chat inbox shows them (beside a conversation, order cards). */
    forChat: createChatOrderLookups(deps.db),
    /** Every order of a list's filter, in batches (spreadsheet export). */
    walk: (accountId: string, marketplace: Marketplace, query: OrderWalkQuery) =>
      walkOrders(deps.db, accountId, marketplace, query),
    registerRoutes(app: FastifyInstance) {
      registerOrderRoutes(app, { db: deps.db });
      registerShippingRoutes(app, { shipping });
    },
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
