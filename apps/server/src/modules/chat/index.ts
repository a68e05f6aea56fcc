import type { FastifyInstance } from 'fastify';
import type { MarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import type { UsersService } from '../accounts/index.ts';
import type { NotificationsModule } from '../notifications/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { createChatAdminQueries } from './admin-queries.ts';
import { createChatEvents } from './events.ts';
import { RECONCILE_DUE_CRON } from './jobs.ts';
import { createChatPresence } from './presence.ts';
import { registerChatReportRoutes } from './reports/index.ts';
import { registerChatRoutes } from './routes.ts';
import { createChatService } from './service.ts';
import { createChatSync } from './sync.ts';

export type { ChatMessageStored, ChatMessageStoredListener } from './events.ts';
export type { SendChatMessageInput, SendToOrderBuyerInput } from './service.ts';

export type ChatDeps = ModuleRuntime & {
  shops: ShopsModule;
  products: Pick<ProductsModule, 'forChat'>;
  orders: Pick<OrdersModule, 'forChat'>;
  users: Pick<UsersService, 'summaries'>;
  notifications: NotificationsModule;
  gateway: Pick<MarketplaceGateway, 'adapter'>;
};

/**
 * The chat inbox (issue 12): conversations and messages of every chat shop, kept in step by chat
 * webhooks and a reconciliation job, sending through the platforms, read state, presence, and the
 * live feed to every open inbox tab.
 */
export function createChatModule(deps: ChatDeps) {
  const events = createChatEvents(deps);
  const sync = createChatSync({ ...deps, events });
  const presence = createChatPresence(deps);
  const service = createChatService({ ...deps, sync, presence });

  deps.shops.webhooks.subscribe('chat', sync.onWebhook, { kinds: ['chat'], immediate: true });
  deps.jobs.register(sync.jobs.reconcileShop);
  deps.jobs.register(sync.jobs.reconcileDue);
  deps.jobs.schedule(sync.jobs.reconcileDue, RECONCILE_DUE_CRON, {});
  // The first pull starts at connect, not at the next minute's sweep.
  deps.shops.onChatShopConnected((_accountId, shopId) =>
    deps.jobs.enqueue(sync.jobs.reconcileShop, { shopId }),
  );

  return {
    /** What the admin area reads about chat across accounts. */
    admin: createChatAdminQueries(deps.db),
    service,
    sync,
    jobs: { ...sync.jobs, messageStored: events.job },
    /**
     * Sends a message to a buyer as the account (`source: 'auto'` for automation, memberId null):
     * checked like the inbox's send, stored and published like every message.
     */
    sendChatMessage: service.sendChatMessage,
    /** Every stored message (webhook, sync, sent here, seller centre), a job per message. */
    onMessageStored: events.subscribe,
    /** A stored message as the listeners get it, by Booster id (null when gone). */
    readStoredMessage: events.read,
    /** Writes to the buyer of an order (reminders, order notices): the platform picks the conversation. */
    sendToOrderBuyer: service.sendToOrderBuyer,
    registerRoutes(app: FastifyInstance) {
      registerChatRoutes(app, { service });
      registerChatReportRoutes(app, { db: deps.db, ownedShop: deps.shops.service.owned });
    },
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
