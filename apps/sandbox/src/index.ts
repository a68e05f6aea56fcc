import type { FastifyInstance } from 'fastify';
import { bukalapakEmulator } from './bukalapak/index.ts';
import { boostControlRoutes } from './control/boost-routes.ts';
import { campaignControlRoutes } from './control/campaign-routes.ts';
import { chatControlRoutes } from './control/chat-routes.ts';
import { controlRoutes } from './control/routes.ts';
import { stockWaitRoutes } from './control/stock-wait.ts';
import { assetRoutes } from './core/assets.ts';
import { AuthStore } from './core/auth-store.ts';
import { installBodyParsers, originOf } from './core/body.ts';
import { CallCounter } from './core/call-counter.ts';
import type { Sandbox, SandboxOptions, SandboxSite } from './core/context.ts';
import { FaultStore } from './core/faults.ts';
import { Simulation } from './core/simulation.ts';
import { PLATFORMS } from './core/types.ts';
import { ImageStore, installMultipartParser } from './core/uploads.ts';
import { WebhookSender } from './core/webhooks.ts';
import { World } from './core/world.ts';
import { courierEmulators } from './couriers/index.ts';
import { danaEmulator } from './dana/index.ts';
import { facebookEmulator } from './facebook/index.ts';
import { lazadaEmulator } from './lazada/index.ts';
import { lazadaWebhooks } from './lazada/webhook.ts';
import { marketEmulators } from './market/index.ts';
import { publicPageRoutes } from './market/public-pages/routes.ts';
import { midtransEmulator } from './midtrans/index.ts';
import { shopeeEmulator } from './shopee/index.ts';
import { shopeeWebhooks } from './shopee/webhook.ts';
import { tiktokEmulator } from './tiktok/index.ts';
import { tiktokWebhooks } from './tiktok/webhook.ts';

export type { SandboxOptions } from './core/context.ts';
export type { Platform, ShopPlatform } from './core/types.ts';
export { COURIER_SANDBOX_KEYS } from './couriers/keys.ts';
export { DANA_SANDBOX_KEYS, danaSign, danaVerify } from './dana/index.ts';
export { MIDTRANS_SANDBOX_KEYS, midtransEmulator, midtransSignature } from './midtrans/index.ts';

export const SANDBOX_PLATFORMS: readonly string[] = PLATFORMS;
export const DEFAULT_SEED = 20240601;

/**
 * The marketplace emulators. Register under the prefix `/sandbox`: every platform then lives where
 * `endpointsFor('sandbox', base)` of @booster/marketplaces expects it, the control API under `_control`.
 */
export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions) {
  installBodyParsers(app);
  installMultipartParser(app);
  const world = new World(options.seed ?? DEFAULT_SEED);
  const auth = new AuthStore();
  const webhooks = new WebhookSender(options.webhookRetryDelaysMs);
  const { credentials } = options;
  const site: SandboxSite = { base: `http://127.0.0.1${app.prefix}` };
  app.addHook('onRequest', async (request) => {
    site.base = `${originOf(request)}${app.prefix}`;
  });
  const simulation = new Simulation(
    world,
    auth,
    webhooks,
    {
      shopee: shopeeWebhooks(credentials.shopee.partnerKey, site),
      lazada: lazadaWebhooks(credentials.lazada.appKey, credentials.lazada.appSecret, site),
      tiktok: tiktokWebhooks(credentials.tiktok.appKey, credentials.tiktok.appSecret, site),
      tokopedia: tiktokWebhooks(credentials.tokopedia.appKey, credentials.tokopedia.appSecret, site),
    },
    (platform) => options.webhookUrl(platform),
  );
  const sandbox: Sandbox = {
    world,
    auth,
    faults: new FaultStore(),
    calls: new CallCounter(),
    webhooks,
    simulation,
    options,
    credentials,
    prefix: app.prefix,
    images: new ImageStore(),
    site,
  };

  app.addHook('onReady', async () => simulation.start(options.simulation));
  app.addHook('onClose', async () => {
    simulation.stop();
    webhooks.close();
  });

  app.get('/', async () => ({ platforms: SANDBOX_PLATFORMS, control: `${app.prefix}/_control` }));
  await app.register(assetRoutes, { prefix: '/_assets', sandbox });
  await app.register(controlRoutes, { prefix: '/_control', sandbox });
  await app.register(stockWaitRoutes, { prefix: '/_control', sandbox });
  await app.register(chatControlRoutes, { prefix: '/_control', sandbox });
  await app.register(boostControlRoutes, { prefix: '/_control', sandbox });
  await app.register(campaignControlRoutes, { prefix: '/_control', sandbox });
  await app.register(shopeeEmulator, { prefix: '/shopee', sandbox });
  await app.register(publicPageRoutes, { prefix: '/web', seed: options.seed ?? DEFAULT_SEED });
  await app.register(lazadaEmulator, { prefix: '/lazada', sandbox });
  await app.register(tiktokEmulator, { prefix: '/tiktok', sandbox, platform: 'tiktok' });
  await app.register(tiktokEmulator, { prefix: '/tokopedia', sandbox, platform: 'tokopedia' });
  await app.register(bukalapakEmulator, { prefix: '/bukalapak', sandbox });
  await app.register(facebookEmulator, { prefix: '/facebook', sandbox });
  await app.register(courierEmulators, { prefix: '/couriers', sandbox });
  await app.register(midtransEmulator, {
    prefix: '/midtrans',
    ...options.midtrans,
    retryDelaysMs: options.webhookRetryDelaysMs,
  });
  await app.register(danaEmulator, { prefix: '/dana', retryDelaysMs: options.webhookRetryDelaysMs });
  // Public search of every platform (Research): registered last, beside each platform's own emulator.
  await app.register(marketEmulators, { seed: options.seed ?? DEFAULT_SEED });
}
export { catalogueDay, catalogueListing } from './market/catalogue.ts';
export { listingsOfShop, publicProduct } from './market/public-pages/public-product.ts';
export { publicProductUrl, publicShopUrl } from './market/public-pages/urls.ts';
