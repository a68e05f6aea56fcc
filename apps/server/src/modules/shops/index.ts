import type { FastifyInstance } from 'fastify';
import { bindJob } from '../../platform/jobs/index.ts';
import { createShopAdminQueries } from './admin-queries.ts';
import { createConnectService } from './connect.ts';
import { createShopTokens, type ShopsDeps } from './deps.ts';
import { createDowngradeService } from './downgrade.ts';
import { createImportService } from './imports.ts';
import {
  importProductsJob,
  REFRESH_SWEEP_CRON,
  REFRESH_SWEEP_LOOKAHEAD_SECONDS,
  refreshDueTokensJob,
  refreshTokenJob,
} from './jobs.ts';
import { createTokenRefresher } from './refresh.ts';
import { registerShopsRoutes } from './routes.ts';
import { createShopsService } from './service.ts';
import { createTokopediaService } from './tokopedia.ts';
import { createWebhookService, registerWebhookRoute } from './webhooks.ts';

export { isShopGone, type ShopRow, shopKeys, unlessShopGone } from './credentials.ts';
export type { ShopsDeps } from './deps.ts';
export type { ImportPageListener } from './imports.ts';
export { approveConsent, type ConsentOption, parseConsentPage } from './sandbox-consent.ts';
export type { ShopsService } from './service.ts';
export type { StoredWebhook, WebhookKind, WebhookListener } from './webhooks.ts';

/**
 * Shops (marketplace integrations): connections and their encrypted tokens, Tokopedia requests,
 * token refresh, product import progress and platform webhooks.
 */
export function createShopsModule(deps: ShopsDeps) {
  const tokens = createShopTokens(deps);
  const refreshShop = createTokenRefresher(deps, tokens);

  const importProducts = bindJob(importProductsJob, (p, job) => service.runImport(p.shopId, job.final));
  const refreshToken = bindJob(refreshTokenJob, (p, job) => refreshShop(p.shopId, job.final));
  const refreshDueTokens = bindJob(refreshDueTokensJob, async () => {
    const now = Date.now();
    for (const shop of await service.dueForRefresh(REFRESH_SWEEP_LOOKAHEAD_SECONDS)) {
      const wait = Math.max(0, Math.floor(((shop.refreshDueAt?.getTime() ?? now) - now) / 1000));
      await deps.jobs.enqueue(refreshToken, { shopId: shop.id }, { startAfterSeconds: wait });
    }
  });

  const imports = createImportService(deps, tokens, { importProducts });
  const service = createShopsService(deps, tokens, imports);
  // A newly connected product shop is imported at once, whoever connected it (the seller, or an admin
  // confirming a Tokopedia request); a failing import never fails the connection.
  const importNewShop = (accountId: string, shopId: string) =>
    imports.importNewShop(accountId, shopId).catch((err) => {
      deps.logger.warn({ err, shopId }, 'import after connect not queued');
    });
  // A chat shop's first pull is started by the chat module, which listens here.
  const chatShopConnected: ((accountId: string, shopId: string) => Promise<unknown>)[] = [];
  const connect = createConnectService(deps, async (ctx, shop, category) => {
    if (category === 'app') return importNewShop(ctx.accountId, shop._id);
    for (const listener of chatShopConnected) {
      await listener(ctx.accountId, shop._id).catch((err) => {
        deps.logger.warn({ err, shopId: shop._id }, 'chat shop connect listener failed');
      });
    }
  });
  const tokopedia = createTokopediaService(deps, importNewShop);
  const downgrade = createDowngradeService(deps);
  const webhooks = createWebhookService(deps);

  for (const job of [importProducts, refreshToken, refreshDueTokens]) deps.jobs.register(job);
  deps.jobs.schedule(refreshDueTokens, REFRESH_SWEEP_CRON, {});

  return {
    service,
    connect,
    tokopedia,
    downgrade,
    webhooks,
    tokens,
    jobs: { importProducts, refreshToken, refreshDueTokens },
    /** Runs after a chat shop is connected or reconnected by its seller (never fails the connection). */
    onChatShopConnected(listener: (accountId: string, shopId: string) => Promise<unknown>) {
      chatShopConnected.push(listener);
    },
    /** `user.marketplaces` for the accounts module. */
    integrations: service.integrations,
    /** What the admin area reads about shops across accounts. */
    admin: createShopAdminQueries(deps.db),
    registerRoutes(app: FastifyInstance) {
      registerShopsRoutes(app, { shops: service, connect, tokopedia, downgrade });
      registerWebhookRoute(app, webhooks, deps.appUrl);
    },
  };
}

export type ShopsModule = ReturnType<typeof createShopsModule>;
