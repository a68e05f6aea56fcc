import type { RateLimit } from '@booster/marketplaces';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createAccountsModule } from './modules/accounts/index.ts';
import { createAdminMembersModule } from './modules/admin-members/index.ts';
import { createAffiliatesModule } from './modules/affiliates/index.ts';
import { createAnnouncementsModule } from './modules/announcements/index.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createAuthModule } from './modules/auth/index.ts';
import { createBillingModule } from './modules/billing/index.ts';
import { createTransferModule } from './modules/billing/transfer/index.ts';
import { createBoostModule } from './modules/boost/index.ts';
import { createChatModule } from './modules/chat/index.ts';
import { createChatAutomationModule } from './modules/chat-automation/index.ts';
import { createContentModule } from './modules/content/index.ts';
import { createEmailBlastModule } from './modules/email-blast/index.ts';
import { createFacebookModule } from './modules/facebook/index.ts';
import { createNotificationsModule } from './modules/notifications/index.ts';
import { createOrdersModule } from './modules/orders/index.ts';
import { createProductCloneModule } from './modules/product-clone/index.ts';
import { createProductFramesModule } from './modules/product-frames/index.ts';
import { createProductScrapeModule } from './modules/product-scrape/index.ts';
import { createProductsModule } from './modules/products/index.ts';
import { createProfitModule } from './modules/profit/index.ts';
import { createResearchModule, sandboxDayFetch } from './modules/research/index.ts';
import { researchMarketData } from './modules/research/market-data.ts';
import { createShopsModule, type ShopsModule } from './modules/shops/index.ts';
import { createSpreadsheetsModule } from './modules/spreadsheets/index.ts';
import { createStockModule } from './modules/stock/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createTrackingModule } from './modules/tracking/index.ts';
import { createUsageModule } from './modules/usage/index.ts';
import { createAccessTokens } from './platform/auth/index.ts';
import { createCipher } from './platform/crypto/cipher.ts';
import type { Database } from './platform/db/index.ts';
import type { JobQueue } from './platform/jobs/index.ts';
import { createMailer, type MailTransport } from './platform/mail/index.ts';
import { createMarketplaceGateway, type MarketplaceGatewayOptions } from './platform/marketplaces/gateway.ts';
import { createRealtimePublisher } from './platform/realtime/publisher.ts';
import type { ModuleRuntime } from './platform/runtime.ts';

export type ContainerOptions = {
  config: Config;
  database: Database;
  jobs: JobQueue;
  logger: Logger;
  /** Tests replace SMTP with a fake transport. */
  mailTransport?: MailTransport;
  /** HTTP for the marketplace adapters and the sandbox binding; the global fetch by default. */
  marketplaceFetch?: typeof fetch;
  /** Per-platform adapter call rates (tests raise them so imports page quickly). */
  marketplaceRateLimits?: MarketplaceGatewayOptions['rateLimits'];
  /** The clock of scheduled work that tests drive (boost queues); the system clock by default. */
  clock?: () => Date;
  /** Requests per second to each public marketplace page host (product/scrape); tests raise it. */
  publicPageRate?: RateLimit;
};

/**
 * Services of every module wired to the platform, and every job definition registered with the
 * queue. API processes build routes on top of it; worker processes only run its jobs.
 */
export function createContainer(options: ContainerOptions) {
  const { config, database, jobs, logger } = options;
  const db = database.db;
  const mailer = createMailer({
    db,
    appUrl: config.appUrl,
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    secret: config.secrets.jwtSecret,
    jobs,
    transport: options.mailTransport,
  });
  const realtime = createRealtimePublisher(database.pool, logger);
  const tokens = createAccessTokens(config.secrets.jwtSecret, config.auth.accessTokenTtlSeconds);

  const runtime: ModuleRuntime = { db, jobs, logger, realtime };

  const cipher = createCipher(config.secrets.tokenEncryptionKey);
  const marketplaceFetch = options.marketplaceFetch ?? globalThis.fetch;
  const gateway = createMarketplaceGateway({
    mode: config.marketplaces.mode,
    sandboxBaseUrl: config.marketplaces.sandboxUrl,
    credentials: config.marketplaces.credentials,
    fetch: options.marketplaceFetch,
    rateLimits: options.marketplaceRateLimits,
    // One process (ROLE=all) keeps its limits in memory; several share them through the database.
    sharedLimits: config.role === 'all' ? undefined : db,
  });

  // Accounts show the integrations the shops module owns; shops read owners through accounts.
  let shops: ShopsModule | null = null;
  const integrations = (accountId: string) => (shops ? shops.integrations(accountId) : Promise.resolve([]));

  const accounts = createAccountsModule({ db, mailer, realtime, integrations, appUrl: config.appUrl });
  // Every admin action is written here by the module that makes it, in the same transaction.
  const audit = createAuditModule({ db, users: accounts.users });
  // Admin usage pages (issue 14): API hits, activity, e-mail blasts.
  const usage = createUsageModule({ db, logger, users: accounts.users });
  const emailBlast = createEmailBlastModule({
    db,
    jobs,
    logger,
    mailer,
    accounts,
    audit,
    activeWithin: usage.activeWithin,
  });
  shops = createShopsModule({
    db,
    cipher,
    gateway,
    jobs,
    users: accounts.users,
    realtime,
    logger,
    appUrl: config.appUrl,
    allowedOrigins: [new URL(config.appUrl).origin, ...config.http.corsOrigins.map((o) => new URL(o).origin)],
    secret: config.secrets.jwtSecret,
    mode: config.marketplaces.mode,
    sandboxUrl: config.marketplaces.sandboxUrl,
    fetch: marketplaceFetch,
  });
  const facebook = createFacebookModule({
    db,
    cipher,
    gateway,
    users: accounts.users,
    logger,
    appUrl: config.appUrl,
    secret: config.secrets.jwtSecret,
  });
  const products = createProductsModule({
    ...runtime,
    shops,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
  });
  // Naikkan Produk: boost queues of Shopee shops, run on time by the module's clock.
  const boost = createBoostModule({
    db,
    jobs,
    logger,
    shops,
    products,
    now: options.clock ?? (() => new Date()),
  });
  const productFrames = createProductFramesModule({
    ...runtime,
    products,
    fetch: marketplaceFetch,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
  });
  const productScrape = createProductScrapeModule({
    ...runtime,
    shops,
    products,
    mode: config.marketplaces.mode,
    sandboxUrl: config.marketplaces.sandboxUrl,
    fetch: options.marketplaceFetch,
    appUrl: config.appUrl,
    pageRate: options.publicPageRate,
  });
  const notifications = createNotificationsModule({
    ...runtime,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    webPush: config.webPush,
    loadSubject: (userId) => accounts.users.loadSubject(userId),
  });
  const orders = createOrdersModule({
    ...runtime,
    shops,
    notifications,
    gateway,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
  });
  const stock = createStockModule({ ...runtime, shops, products, orders, users: accounts.users });
  // Profit per order (issue 18): cost prices per master SKU against the orders' money.
  const profit = createProfitModule({ db, orders, products, stock, shops });
  const spreadsheets = createSpreadsheetsModule({ db, logger, orders, products, stock });
  // Clone shop (issue 16): copies through the destination's adapter, links copies to master SKUs.
  const productClone = createProductCloneModule({
    ...runtime,
    shops,
    products,
    stock,
    fetch: marketplaceFetch,
  });
  const chat = createChatModule({
    ...runtime,
    shops,
    products,
    orders,
    users: accounts.users,
    notifications,
    gateway,
  });
  // Templates, auto-reply and reminders: follow the inbox's stored messages and the orders' changes.
  const chatAutomation = createChatAutomationModule({ db, jobs, logger, chat, orders });
  const auth = createAuthModule({
    db,
    accounts,
    mailer,
    realtime,
    tokens,
    appUrl: config.appUrl,
    secret: config.secrets.jwtSecret,
    refreshTtlSeconds: config.auth.refreshTokenTtlSeconds,
  });
  const announcements = createAnnouncementsModule({
    db,
    audit: audit.service,
    audiences: accounts.audiences,
    broadcast: notifications.broadcast,
  });
  const content = createContentModule({
    db,
    audit: audit.service,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
  });
  const billing = createBillingModule({
    db,
    users: accounts.users,
    audit: audit.service,
    appUrl: config.appUrl,
    midtrans: config.payments.midtrans,
    midtransNotificationUrl: config.payments.midtransNotificationUrl,
    dana: config.payments.dana,
    danaNotifyUrl: config.payments.danaNotifyUrl,
    jobs,
    mailer,
    realtime,
    notify: (accountId, input) => notifications.service.notify(accountId, input),
  });
  const affiliates = createAffiliatesModule({
    db,
    users: accounts.users,
    audit: audit.service,
    settlement: billing.settlement,
    registrations: auth.service,
    appUrl: config.appUrl,
    secret: config.secrets.jwtSecret,
  });
  // Bank transfer and /admin/order: approval pays the invoice through billing's settlement.
  const billingTransfer = createTransferModule({
    db,
    users: accounts.users,
    audit: audit.service,
    settlement: billing.settlement,
    mailer,
    notifications: notifications.service,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    realtime,
  });
  billingTransfer.orders.provideCommissions(affiliates.commissionOfInvoice);
  const system = createSystemModule({ database, config, mailer });
  const adminMembers = createAdminMembersModule({
    db,
    accounts,
    auth,
    audit: audit.service,
    shops,
    billing,
    realtime,
    tokens,
    jobs,
    orders,
    chat,
    usage,
  });
  const tracking = createTrackingModule({ couriers: config.tracking, fetch: marketplaceFetch });
  const research = createResearchModule({
    db,
    jobs,
    logger,
    market: researchMarketData(config, { fetch: options.marketplaceFetch }),
    sandbox:
      config.research.marketData === 'sandbox'
        ? {
            marketOn: (day: number) =>
              researchMarketData(config, { fetch: sandboxDayFetch(marketplaceFetch, day), cacheTtlMs: 0 }),
          }
        : undefined,
  });

  return {
    config,
    database,
    jobs,
    logger,
    mailer,
    realtime,
    tokens,
    gateway,
    accounts,
    announcements,
    audit,
    usage,
    emailBlast,
    adminMembers,
    auth,
    content,
    system,
    shops,
    facebook,
    products,
    boost,
    productFrames,
    productScrape,
    stock,
    spreadsheets,
    productClone,
    notifications,
    orders,
    profit,
    chatAutomation,
    billing,
    affiliates,
    billingTransfer,
    chat,
    tracking,
    research,
  };
}

export type Container = ReturnType<typeof createContainer>;
