import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Sandbox } from '../core/context.ts';
import { SHOP_PLATFORMS } from '../core/types.ts';
import { parsedOr400, refuse } from './answers.ts';

const CHECK_EVERY_MS = 5;

const waitBody = z.object({
  platform: z
    .enum(SHOP_PLATFORMS as [string, ...string[]])
    .transform((p) => p as (typeof SHOP_PLATFORMS)[number]),
  shopId: z.string().min(1),
  productId: z.string().min(1),
  variantId: z.string().min(1),
  equals: z.number().int(),
  timeoutMs: z.number().int().min(1).max(600_000).default(60_000),
});

/**
 * `POST <prefix>/_control/stock-wait`: answers once a variant's stock in the emulator equals `equals`
 * (or at `timeoutMs`, `{ reached: false }`). The emulator's memory is looked at every few milliseconds
 * inside the process, so a test or bench that waits for pushes to land makes one request per variant
 * instead of polling the product over HTTP (which, in the same process, slowed what it measured).
 */
export async function stockWaitRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  app.post('/stock-wait', async (request, reply) => {
    const body = parsedOr400(reply, waitBody, request.body);
    if (!body) return reply;
    const { platform, shopId, productId, variantId, equals, timeoutMs } = body;
    const stock = () => {
      const shop = sandbox.world.shop(platform, shopId);
      const product = shop && sandbox.world.product(shop, productId);
      return product?.variants.find((v) => v.id === variantId)?.stock;
    };
    if (stock() === undefined) return refuse(reply, 404, 'Unknown variant');
    const until = Date.now() + timeoutMs;
    while (stock() !== equals && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
    return { reached: stock() === equals, stock: stock() };
  });
}
