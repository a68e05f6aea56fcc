import { z } from 'zod';
import { idSchema, requiredText, text } from '../common/fields.ts';
import { pageCursor, pageLimit } from '../common/paging.ts';

/**
 * A chat message as the inbox shows it. The body mirrors `ChatMessageBody` of @booster/marketplaces
 * (the adapters' agreement); product and order cards carry `card`, what Booster knows of the product or
 * order (null when it is not in Booster, e.g. a product of another shop the buyer asks about).
 */
export const CHAT_MESSAGE_KINDS = [
  'text',
  'image',
  'sticker',
  'video',
  'product',
  'order',
  'system',
  'other',
] as const;
export const chatMessageKindSchema = z.enum(CHAT_MESSAGE_KINDS);

/** Who wrote it: `seller` is a person (in Booster or the seller centre), `auto` a bot; auto never answers a buyer. */
export const chatSenderSchema = z.enum(['buyer', 'seller', 'auto', 'system']);
export type ChatSenderKey = z.infer<typeof chatSenderSchema>;

/**
 * Where a message came from: `booster` typed by a member in Booster, `auto` sent by Booster's
 * automation (auto-reply, reminders), `platform` arrived from the platform (the buyer, a reply
 * typed in the seller centre, the platform's own auto-reply or notice).
 */
export const chatSourceSchema = z.enum(['booster', 'auto', 'platform']);
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatImageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const chatMessageBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('image'), image: chatImageSchema }),
  z.object({ kind: z.literal('sticker'), imageUrl: z.string().nullable(), code: z.string() }),
  z.object({ kind: z.literal('video'), url: z.string(), thumbnailUrl: z.string().nullable() }),
  z.object({ kind: z.literal('product'), productId: z.string() }),
  z.object({ kind: z.literal('order'), orderId: z.string() }),
  z.object({ kind: z.literal('system'), text: z.string() }),
  z.object({ kind: z.literal('other'), text: z.string() }),
]);
export type ChatMessageBodyView = z.infer<typeof chatMessageBodySchema>;

/** What Booster knows of a card's product or order, to draw it as a card. */
export const chatCardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    /** Booster's listing id (product detail link); null when only the platform id is known. */
    _id: z.string().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    /** Lowest variant price in rupiah. */
    price: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('order'),
    /** Booster's order id; the web links the order detail with marketplace + orderNumber/orderItemId. */
    _id: z.string(),
    orderNumber: z.string(),
    orderItemId: z.string().nullable(),
    status: z.string(),
    totalAmount: z.number().int(),
    itemCount: z.number().int(),
    image: z.string().nullable(),
  }),
]);
export type ChatCard = z.infer<typeof chatCardSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** The platform's message id. */
  externalId: z.string(),
  sender: chatSenderSchema,
  body: chatMessageBodySchema,
  sentAt: z.string(),
  source: chatSourceSchema,
  /** The member who sent it from Booster (null for buyer, platform and automation messages). */
  sentBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Blocked by the platform's filter: only the seller sees it. */
  blocked: z.boolean(),
  card: chatCardSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a member sends. Text length is checked per platform on the server (chat limits). */
export const outgoingChatMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    text: requiredText(
      { required: 'validation.messageRequired', tooLong: 'validation.messageTooLong' },
      10_000,
    ),
  }),
  z.object({
    kind: z.literal('image'),
    /** What the image upload route answered. */
    image: z.object({
      url: text().min(1).max(2000),
      width: z.number().int().min(0).max(100_000).nullable(),
      height: z.number().int().min(0).max(100_000).nullable(),
    }),
  }),
  /** Booster's listing id of a product of the conversation's shop. */
  z.object({ kind: z.literal('product'), productId: idSchema }),
  /** Booster's order id of an order of the conversation's shop. */
  z.object({ kind: z.literal('order'), orderId: idSchema }),
]);
export type OutgoingChatMessageInput = z.input<typeof outgoingChatMessageSchema>;

export const sendChatMessageBodySchema = z.object({ message: outgoingChatMessageSchema });

/** History, newest first; `nextCursor` leads further back in time (no cap on how far). */
export const chatMessagesQuerySchema = z.object({
  limit: pageLimit(100, 30),
  cursor: pageCursor.optional(),
});

export const chatMessagesPageSchema = z.object({
  docs: z.array(chatMessageSchema),
  nextCursor: z.string().nullable(),
});

export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const chatImageUploadBodySchema = z.object({
  fileName: text().min(1).max(200),
  contentType: z.enum(CHAT_IMAGE_TYPES),
  /** Base64 without the data: prefix; at most 2 MB decoded. */
  data: text().min(1),
});
