import { z } from 'zod';
import { idParams, idSchema, searchQuery } from '../common/fields.ts';
import { keysetPagedSchema, pageCursor, pageFields, pageLimit } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { orderStatusSchema } from '../orders/orders.ts';
import { listingRefFields } from '../products/listings.ts';
import { marketplaceKeySchema, shopRefFields } from '../shops/shops.ts';
import {
  chatImageSchema,
  chatImageUploadBodySchema,
  chatMessageKindSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatMessagesQuerySchema,
  chatSenderSchema,
  sendChatMessageBodySchema,
} from './messages.ts';

/** Inbox tabs: every conversation, those with unread buyer messages, those waiting for an answer. */
export const CHAT_TABS = ['all', 'unread', 'unanswered'] as const;
export const chatTabSchema = z.enum(CHAT_TABS);
export type ChatTab = z.infer<typeof chatTabSchema>;

export const chatBuyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A member looking at a conversation now (presence), so two people do not answer the same buyer. */
export const chatViewerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  state: z.enum(['viewing', 'typing']),
  /** Last heartbeat; a viewer not heard from for CHAT_PRESENCE_TTL_SECONDS is gone. */
  at: z.string(),
});
export type ChatViewer = z.infer<typeof chatViewerSchema>;
/** Clients send a heartbeat at least this often while a conversation is open. */
export const CHAT_PRESENCE_TTL_SECONDS = 30;

export const chatConversationSchema = z.object({
  _id: z.string(),
  ...shopRefFields,
  /** The platform's conversation id. */
  externalId: z.string(),
  buyer: chatBuyerSchema,
  lastMessage: z
    .object({
      kind: chatMessageKindSchema,
      /** At most 200 characters. */
      preview: z.string(),
      sender: chatSenderSchema,
      sentAt: z.string(),
    })
    .nullable(),
  /** Sort key of the list: the last message's time (the conversation's creation when it has none). */
  lastMessageAt: z.string(),
  unreadCount: z.number().int(),
  /** The oldest buyer message not answered yet by a person (auto-replies do not answer); null when answered. */
  waitingSince: z.string().nullable(),
  /** False when the platform no longer lets the seller write (TikTok: 7 days after the buyer's last message). */
  canSend: z.boolean(),
});
export type ChatConversationView = z.infer<typeof chatConversationSchema>;

export const chatConversationDetailSchema = chatConversationSchema.extend({
  /** The most a text message may hold on this platform (chat limits). */
  maxTextLength: z.number().int(),
  viewers: z.array(chatViewerSchema),
});
export type ChatConversationDetail = z.infer<typeof chatConversationDetailSchema>;

export const chatConversationQuerySchema = z.object({
  ...pageFields(100, 20),
  cursor: pageCursor.optional(),
  shopId: idSchema.optional(),
  marketplace: marketplaceKeySchema.optional(),
  tab: chatTabSchema.default('all'),
  /** Buyer name or message text. */
  search: searchQuery.optional(),
});
export type ChatConversationQuery = z.input<typeof chatConversationQuerySchema>;

export const chatTabCountsSchema = z.object({
  all: z.number().int(),
  unread: z.number().int(),
  unanswered: z.number().int(),
});

/** The page plus the tab counts under the same shop/marketplace filter (without the search). */
export const chatConversationListSchema = keysetPagedSchema(chatConversationSchema).extend({
  counts: chatTabCountsSchema,
});

/** An order beside the chat (the buyer's orders) or in the order-card picker. */
export const chatOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  orderItemId: z.string().nullable(),
  marketplace: marketplaceKeySchema,
  status: orderStatusSchema,
  buyerName: z.string(),
  totalAmount: z.number().int(),
  itemCount: z.number().int(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatOrder = z.infer<typeof chatOrderSchema>;

/** `buyer`: this buyer's orders in the shop; `shop`: any order of the shop (card picker, with search). */
export const chatOrdersQuerySchema = z.object({
  scope: z.enum(['buyer', 'shop']).default('buyer'),
  search: searchQuery.optional(),
  limit: pageLimit(50, 20),
});

export const chatProductSchema = z.object({
  _id: z.string(),
  ...listingRefFields,
  price: z.number().int().nullable(),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

export const chatProductsQuerySchema = z.object({
  search: searchQuery.optional(),
  limit: pageLimit(50, 20),
});

export const chatPresenceBodySchema = z.object({ state: z.enum(['viewing', 'typing', 'left']) });

export const chatRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/chat/conversations',
    summary: 'Chat inbox: conversations of every chat shop, last message first, with tab counts',
    tags: ['chat'],
    query: chatConversationQuerySchema,
    response: chatConversationListSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/app/chat/conversations/:id',
    summary: 'One conversation with its text limit and who is on it',
    tags: ['chat'],
    params: idParams,
    response: chatConversationDetailSchema,
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/app/chat/conversations/:id/messages',
    summary: 'Messages newest first; nextCursor goes back in time',
    tags: ['chat'],
    params: idParams,
    query: chatMessagesQuerySchema,
    response: chatMessagesPageSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/app/chat/conversations/:id/messages',
    summary: 'Send a text, image, product card or order card to the buyer',
    tags: ['chat'],
    params: idParams,
    body: sendChatMessageBodySchema,
    response: chatMessageSchema,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/app/chat/conversations/:id/images',
    summary: "Put an image on the platform's chat image service (send it next as kind image)",
    tags: ['chat'],
    params: idParams,
    body: chatImageUploadBodySchema,
    response: chatImageSchema,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/app/chat/conversations/:id/read',
    summary: 'Mark the conversation read, on the platform too',
    tags: ['chat'],
    params: idParams,
    response: chatConversationSchema,
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/api/app/chat/conversations/:id/orders',
    summary: "The buyer's orders in this shop (or the shop's orders for the order-card picker)",
    tags: ['chat'],
    params: idParams,
    query: chatOrdersQuerySchema,
    response: z.array(chatOrderSchema),
  }),
  products: defineRoute({
    method: 'GET',
    path: '/api/app/chat/conversations/:id/products',
    summary: "The shop's products for the product-card picker",
    tags: ['chat'],
    params: idParams,
    query: chatProductsQuerySchema,
    response: z.array(chatProductSchema),
  }),
  presence: defineRoute({
    method: 'POST',
    path: '/api/app/chat/conversations/:id/presence',
    summary: 'Heartbeat: this member is viewing or typing in the conversation (or left it)',
    tags: ['chat'],
    params: idParams,
    body: chatPresenceBodySchema,
    response: z.object({ viewers: z.array(chatViewerSchema) }),
  }),
} as const;
