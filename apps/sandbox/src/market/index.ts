import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHOP_PLATFORMS, type ShopPlatform } from '../core/types.ts';
import { bukalapakMarketAccounts, bukalapakMarketRoutes } from './bukalapak-search.ts';
import { lazadaMarketRoutes } from './lazada-search.ts';
import { createMarketSite } from './market-site.ts';
import { shopeeMarketRoutes } from './shopee-search.ts';
import { tiktokMarketRoutes } from './tiktok-search.ts';
import { tokopediaMarketRoutes } from './tokopedia-search.ts';

const dayBody = z.object({ day: z.number().int().min(0).nullable() });
const blockBody = z.object({
  platform: z.enum(SHOP_PLATFORMS as [ShopPlatform, ...ShopPlatform[]]),
  blocked: z.boolean(),
});

/**
 * Every platform's public search over the one deterministic catalogue (issue 15), each at the path of
 * its public web host under the sandbox (see `marketDataHosts` of @booster/marketplaces), plus
 * `_control/market/day` (pin the day the sold counts are read at) and `_control/market/block`
 * (answer with the platform's anti-bot wall).
 */
export async function marketEmulators(app: FastifyInstance, options: { seed: number; now?: () => number }) {
  const site = createMarketSite(options.seed, options.now);
  const bukalapakTokens = new Map<string, number>();
  await app.register(shopeeMarketRoutes, { prefix: '/shopee', site });
  await app.register(tokopediaMarketRoutes, { prefix: '/tokopedia/gql', site });
  await app.register(lazadaMarketRoutes, { prefix: '/lazada/www', site });
  await app.register(tiktokMarketRoutes, { prefix: '/tiktok/shop', site });
  await app.register(bukalapakMarketAccounts, { prefix: '/bukalapak/accounts', tokens: bukalapakTokens });
  await app.register(bukalapakMarketRoutes, { prefix: '/bukalapak/api', site, tokens: bukalapakTokens });

  app.get('/_control/market/day', async () => ({ day: site.day() }));
  app.post('/_control/market/day', async (request) => {
    site.pinDay(dayBody.parse(request.body).day);
    return { day: site.day() };
  });
  app.post('/_control/market/block', async (request) => {
    const { platform, blocked } = blockBody.parse(request.body);
    if (blocked) site.blocked.add(platform);
    else site.blocked.delete(platform);
    return { blocked: [...site.blocked] };
  });
}
