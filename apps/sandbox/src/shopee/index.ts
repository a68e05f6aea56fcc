import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { answerFaults, answerUnknownApis } from '../core/scope.ts';
import { shopeeAuthRoutes } from './auth.ts';
import { shopeeBoostRoutes } from './boost.ts';
import { shopeeCatalogRoutes } from './catalog.ts';
import { shopeeChatRoutes } from './chat.ts';
import { shopeeFault, shopeeUnknownApi } from './envelope.ts';
import { shopeeListingRoutes } from './listing.ts';
import { shopeeLogisticsRoutes } from './logistics.ts';
import { shopeeOrderRoutes } from './order.ts';
import { shopeeProductRoutes } from './product.ts';
import { shopeeShopRoutes } from './shop.ts';

/** Shopee Open Platform v2 under `<prefix>/shopee` (host of endpoints.ts). */
export async function shopeeEmulator(app: FastifyInstance, options: { sandbox: Sandbox }) {
  answerFaults(app, options.sandbox, 'shopee', shopeeFault);
  answerUnknownApis(app, shopeeUnknownApi);
  await app.register(shopeeAuthRoutes, { sandbox: options.sandbox });
  await app.register(shopeeShopRoutes, { sandbox: options.sandbox });
  await app.register(shopeeProductRoutes, { sandbox: options.sandbox });
  await app.register(shopeeCatalogRoutes, { sandbox: options.sandbox });
  await app.register(shopeeListingRoutes, { sandbox: options.sandbox });
  await app.register(shopeeOrderRoutes, { sandbox: options.sandbox });
  await app.register(shopeeLogisticsRoutes, { sandbox: options.sandbox });
  await app.register(shopeeChatRoutes, { sandbox: options.sandbox });
  await app.register(shopeeBoostRoutes, { sandbox: options.sandbox });
}
