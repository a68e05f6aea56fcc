import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { endCampaign, reservedOf, startCampaign } from '../core/campaigns.ts';
import type { Sandbox } from '../core/context.ts';
import { parsedOr400, refuse } from './answers.ts';

/** The platforms whose APIs report campaign-reserved stock (Shopee stock_info_v2, Lazada channelInventories). */
const CAMPAIGN_PLATFORMS = ['shopee', 'lazada'] as const;

const variantRef = z.object({
  platform: z.enum(CAMPAIGN_PLATFORMS),
  shopId: z.string().min(1),
  productId: z.string().min(1),
  /** The variant (Shopee model, Lazada SKU); a product without variations may leave it out. */
  variantId: z.string().min(1).optional(),
  /** Push the platform's reserved-stock change where it has one (Shopee code 8). */
  webhook: z.boolean().default(true),
});
const startBody = variantRef.extend({
  reserved: z.number().int().min(1).max(1_000_000),
  /** How long the campaign runs (a day by default; a few seconds for a test of its end). */
  seconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(86_400),
});

/**
 * Campaigns on the control API (`<prefix>/_control/campaigns`): the seller puts a listing into a flash
 * sale in the seller centre, which locks N units of it, and the campaign ends.
 */
export async function campaignControlRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  /** The body as `schema` reads it, with the variant it names; undefined once the 400 or 404 is sent. */
  const variantOf = <S extends z.ZodType<z.output<typeof variantRef>>>(
    reply: FastifyReply,
    schema: S,
    input: unknown,
  ) => {
    const body = parsedOr400(reply, schema, input);
    if (!body) return undefined;
    const shop = world.shop(body.platform, body.shopId);
    const product = shop && world.product(shop, body.productId);
    if (!shop || !product) return void refuse(reply, 404, 'Unknown shop or product');
    const variant = body.variantId
      ? world.variant(product, body.variantId)
      : product.tiers.length === 0
        ? product.variants[0]
        : undefined;
    if (!variant) return void refuse(reply, 404, 'Unknown variant');
    return { body, shop, product, variant };
  };

  app.post('/campaigns', async (request, reply) => {
    const found = variantOf(reply, startBody, request.body);
    if (!found) return reply;
    const { body } = found;
    const change = startCampaign(found.product, found.variant, body.reserved, Date.now(), body.seconds);
    if (typeof change === 'string') return refuse(reply, 409, change);
    const webhook = body.webhook
      ? await sandbox.simulation.pushReservedStock(found.shop, found.product, found.variant, change)
      : null;
    return reply.code(201).send({ campaignId: change.campaignId, reserved: change.new, webhook });
  });

  app.post('/campaigns/end', async (request, reply) => {
    const found = variantOf(reply, variantRef, request.body);
    if (!found) return reply;
    const { body } = found;
    const change = endCampaign(found.product, found.variant, Date.now());
    if (!change) return refuse(reply, 409, 'The variant is in no campaign');
    const webhook = body.webhook
      ? await sandbox.simulation.pushReservedStock(found.shop, found.product, found.variant, change)
      : null;
    return { campaignId: change.campaignId, reserved: reservedOf(found.variant), webhook };
  });
}
