import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { absoluteUrl } from '../core/chat.ts';
import { STICKERS, stickerPath } from '../core/chat-seed.ts';
import type { Sandbox } from '../core/context.ts';
import { type Message, type MessageContent, SHOP_PLATFORMS, type Shop } from '../core/types.ts';
import { BUYER_LINES } from '../core/words.ts';
import { setSentToday } from '../tiktok/chat.ts';
import { parsedOr400, refuse, shopOr404 } from './answers.ts';

const chatPlatforms = SHOP_PLATFORMS.filter((p) => MARKETPLACE_CAPABILITIES[p].chat !== null);
const chatPlatform = z
  .enum(chatPlatforms as [string, ...string[]], { message: 'platform has no chat' })
  .transform((p) => p as (typeof SHOP_PLATFORMS)[number]);
const shopRef = z.object({ platform: chatPlatform, shopId: z.string().min(1) });

/** What a message holds: one of text, a product card, an order card, a photo or a sticker. */
const contentFields = {
  text: z.string().min(1).max(5000).optional(),
  productId: z.string().min(1).optional(),
  orderId: z.string().min(1).optional(),
  /** An absolute URL, or a sandbox path such as a product image (`/_assets/img/...`). */
  imageUrl: z.string().min(1).optional(),
  imageWidth: z.number().int().min(1).default(400),
  imageHeight: z.number().int().min(1).default(400),
  sticker: z.enum(STICKERS).optional(),
  webhook: z.boolean().default(true),
};
const buyerMessageBody = shopRef.extend({
  ...contentFields,
  /** Write into this conversation; else the buyer's own (buyerId, e.g. a buyer of the shop's orders), else a new buyer. */
  conversationId: z.string().min(1).optional(),
  buyerId: z.string().min(1).optional(),
  /** The new buyer's name when a conversation is started. */
  buyerName: z.string().min(1).max(100).optional(),
});
const sellerMessageBody = shopRef.extend({
  ...contentFields,
  conversationId: z.string().min(1),
  /** The shop's automatic reply (auto-reply, chatbot) instead of a person in the seller centre. */
  auto: z.boolean().default(false),
});
const dailySentBody = z.object({
  platform: z.enum(['tiktok', 'tokopedia']),
  shopId: z.string().min(1),
  count: z.number().int().min(0),
});

type ContentInput = z.infer<typeof buyerMessageBody>;

/**
 * Chat handles on the emulators (`<prefix>/_control`): read a shop's conversations as the platform
 * holds them, make a buyer write, make the seller answer in the platform's own seller centre (not
 * through Booster), each pushed as the platform's signed chat webhook.
 */
export async function chatControlRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  /** The message's content, or a message why not (an unknown product or order of the shop). */
  function contentOf(shop: Shop, input: Omit<ContentInput, 'platform' | 'shopId'>): NewContent | string {
    const given = [input.text, input.productId, input.orderId, input.imageUrl, input.sticker].filter(
      (v) => v !== undefined,
    );
    if (given.length > 1) return 'Give one of text, productId, orderId, imageUrl, sticker';
    if (input.productId) {
      if (!world.product(shop, input.productId)) return 'Unknown product';
      return { text: '', content: { kind: 'product', productId: input.productId } };
    }
    if (input.orderId) {
      if (!world.order(shop, input.orderId)) return 'Unknown order';
      return { text: '', content: { kind: 'order', orderId: input.orderId } };
    }
    if (input.imageUrl)
      return {
        text: '',
        content: { kind: 'image', url: input.imageUrl, width: input.imageWidth, height: input.imageHeight },
      };
    if (input.sticker)
      return { text: '', content: { kind: 'sticker', code: input.sticker, url: stickerPath(input.sticker) } };
    return { text: input.text ?? world.rng.pick(BUYER_LINES), content: { kind: 'text' } };
  }

  app.get('/conversations', async (request, reply) => {
    const body = parsedOr400(reply, shopRef, request.query);
    if (!body) return reply;
    const shop = shopOr404(reply, world, body.platform, body.shopId);
    if (!shop) return reply;
    return shop.conversations.map((c) => ({
      id: c.id,
      buyerId: c.buyer.id,
      buyerName: c.buyer.name,
      buyerUsername: c.buyer.username,
      unread: c.unread,
      messages: c.messages.map((m) => messageState(m, sandbox.site.base)),
    }));
  });

  /** A buyer writes (a new conversation when needed); pushed like a real buyer message. */
  app.post('/chat/buyer-message', async (request, reply) => {
    const body = parsedOr400(reply, buyerMessageBody, request.body ?? {});
    if (!body) return reply;
    const shop = shopOr404(reply, world, body.platform, body.shopId);
    if (!shop) return reply;
    const content = contentOf(shop, body);
    if (typeof content === 'string') return refuse(reply, 400, content);
    const conversation = world.buyerConversation(shop, body);
    if (!conversation)
      return refuse(reply, 404, body.conversationId ? 'Unknown conversation' : 'Unknown buyer');
    const message = world.writeMessage(shop, conversation, { from: 'buyer', ...content });
    const webhook = body.webhook ? await sandbox.simulation.pushMessage(shop, conversation, message) : null;
    return reply.code(201).send({
      conversationId: conversation.id,
      buyerId: conversation.buyer.id,
      message: messageState(message, sandbox.site.base),
      webhook,
    });
  });

  /** The seller answers in the platform's seller centre (or the shop's auto-reply does); pushed too. */
  app.post('/chat/seller-message', async (request, reply) => {
    const body = parsedOr400(reply, sellerMessageBody, request.body ?? {});
    if (!body) return reply;
    const shop = shopOr404(reply, world, body.platform, body.shopId);
    if (!shop) return reply;
    const conversation = world.conversation(shop, body.conversationId);
    if (!conversation) return refuse(reply, 404, 'Unknown conversation');
    const content = contentOf(shop, body);
    if (typeof content === 'string') return refuse(reply, 400, content);
    if (!body.text && content.content.kind === 'text')
      return refuse(reply, 400, 'Give one of text, productId, orderId, imageUrl, sticker');
    const from = body.auto ? 'auto' : 'seller';
    const message = world.writeMessage(shop, conversation, { from, ...content, via: 'seller-centre' });
    const webhook = body.webhook ? await sandbox.simulation.pushMessage(shop, conversation, message) : null;
    return reply
      .code(201)
      .send({ conversationId: conversation.id, message: messageState(message, sandbox.site.base), webhook });
  });

  /** TikTok Shop / Tokopedia: how many messages the shop sent today (to reach the 10,000 quota in a test). */
  app.post('/chat/daily-sent', async (request, reply) => {
    const body = parsedOr400(reply, dailySentBody, request.body ?? {});
    if (!body) return reply;
    const shop = shopOr404(reply, world, body.platform, body.shopId);
    if (!shop) return reply;
    setSentToday(shop, body.count);
    return { platform: body.platform, shopId: shop.id, count: body.count };
  });
}

type NewContent = { text: string; content: MessageContent };

function messageState(m: Message, base: string) {
  const c = m.content;
  return {
    id: m.id,
    from: m.from,
    kind: c.kind,
    text: m.text,
    sentAt: new Date(m.sentAt).toISOString(),
    via: m.via ?? null,
    blocked: m.blocked ?? null,
    ...(c.kind === 'image'
      ? { image: { url: absoluteUrl(base, c.url), width: c.width, height: c.height } }
      : {}),
    ...(c.kind === 'product' ? { productId: c.productId } : {}),
    ...(c.kind === 'order' ? { orderId: c.orderId } : {}),
    ...(c.kind === 'sticker' ? { sticker: c.code } : {}),
  };
}
