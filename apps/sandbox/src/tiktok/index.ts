import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { answerFaults, answerUnknownApis } from '../core/scope.ts';
import { tiktokAuthRoutes } from './auth.ts';
import { tiktokChatRoutes } from './chat.ts';
import { tiktokFault, tiktokUnknownApi } from './envelope.ts';
import { tiktokFinanceRoutes } from './finance.ts';
import { tiktokListingRoutes } from './listing.ts';
import { tiktokLogisticsRoutes } from './logistics.ts';
import { tiktokOrderRoutes } from './order.ts';
import { tiktokProductRoutes } from './product.ts';
import type { TiktokPlatform } from './route.ts';

/**
 * TikTok Shop (202309 APIs) under `<prefix>/tiktok`, and the same protocol under `<prefix>/tokopedia` with
 * Tokopedia's own shops and credentials: consent `/open/authorize`, tokens `/auth/api/v2/token/*`,
 * Open API `/open-api/...` (endpoints.ts).
 */
export async function tiktokEmulator(
  app: FastifyInstance,
  options: { sandbox: Sandbox; platform: TiktokPlatform },
) {
  const scope = { sandbox: options.sandbox, platform: options.platform };
  answerFaults(app, options.sandbox, options.platform, tiktokFault);
  answerUnknownApis(app, tiktokUnknownApi);
  await app.register(tiktokAuthRoutes, scope);
  await app.register(tiktokProductRoutes, scope);
  await app.register(tiktokListingRoutes, scope);
  await app.register(tiktokLogisticsRoutes, scope);
  await app.register(tiktokOrderRoutes, scope);
  await app.register(tiktokFinanceRoutes, scope);
  await app.register(tiktokChatRoutes, scope);
}
