import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Sandbox } from '../core/context.ts';
import { activeBoosts, boostItems, elapseBoosts } from '../shopee/boost-slots.ts';

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
  const shopOf = (shopId: string) => sandbox.world.shop('shopee', shopId);
  const refuse = (status: number, message: string) => ({ statusCode: status, error: 'Bad Request', message });

  app.get('/shopee/boosts', async (request, reply) => {
    const parsed = shopRef.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(refuse(400, z.prettifyError(parsed.error)));
    const shop = shopOf(parsed.data.shopId);
    if (!shop) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown shop' });
    return activeBoosts(shop).map((b) => ({
      itemId: b.itemId,
      via: b.via,
      startedAt: new Date(b.startedAt).toISOString(),
      coolDownSeconds: b.coolDownSeconds,
    }));
  });

  app.post('/shopee/boosts', async (request, reply) => {
    const parsed = boostBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(refuse(400, z.prettifyError(parsed.error)));
    const shop = shopOf(parsed.data.shopId);
    if (!shop) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown shop' });
    return boostItems(shop, parsed.data.itemIds, 'seller-centre');
  });

  app.post('/shopee/boosts/elapse', async (request, reply) => {
    const parsed = elapseBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(refuse(400, z.prettifyError(parsed.error)));
    const shop = shopOf(parsed.data.shopId);
    if (!shop) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown shop' });
    elapseBoosts(shop, parsed.data.seconds);
    return { ok: true };
  });
}
