import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Sandbox } from '../core/context.ts';
import { activeBoosts, boostItems, elapseBoosts } from '../shopee/boost-slots.ts';
import { parsedOr400, shopOr404 } from './answers.ts';

const shopRef = z.object({ shopId: z.string().min(1) });
const boostBody = shopRef.extend({ itemIds: z.array(z.string().min(1)).min(1).max(5) });
const elapseBody = shopRef.extend({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 86400),
});

/**
 * Shopee boost on the control API (`<prefix>/_control/shopee/boosts`): what the platform holds, a boost
 * the seller makes in Seller Centre, and time passing for the 4-hour boosts (fake-clock tests).
 */
export async function boostControlRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const shopOf = (reply: FastifyReply, shopId: string) => shopOr404(reply, sandbox.world, 'shopee', shopId);

  app.get('/shopee/boosts', async (request, reply) => {
    const body = parsedOr400(reply, shopRef, request.query);
    if (!body) return reply;
    const shop = shopOf(reply, body.shopId);
    if (!shop) return reply;
    return activeBoosts(shop).map((b) => ({
      itemId: b.itemId,
      via: b.via,
      startedAt: new Date(b.startedAt).toISOString(),
      coolDownSeconds: b.coolDownSeconds,
    }));
  });

  app.post('/shopee/boosts', async (request, reply) => {
    const body = parsedOr400(reply, boostBody, request.body);
    if (!body) return reply;
    const shop = shopOf(reply, body.shopId);
    if (!shop) return reply;
    return boostItems(shop, body.itemIds, 'seller-centre');
  });

  app.post('/shopee/boosts/elapse', async (request, reply) => {
    const body = parsedOr400(reply, elapseBody, request.body);
    if (!body) return reply;
    const shop = shopOf(reply, body.shopId);
    if (!shop) return reply;
    elapseBoosts(shop, body.seconds);
    return { ok: true };
  });
}
