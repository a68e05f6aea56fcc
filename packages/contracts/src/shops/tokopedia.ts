import { z } from 'zod';
import { personSchema } from '../auth/user.ts';
import { idSchema, requiredText, searchQuery } from '../common/fields.ts';
import { pageFields } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { shopCategorySchema, shopSchema } from './shops.ts';

/** Both fields required; the web shows 'Silahkan isi nama toko dan link toko' when either is empty. */
export const tokopediaConnectBodySchema = z.object({
  shopname: requiredText(
    { required: 'validation.tokopediaShopRequired', tooLong: 'validation.shopNameTooLong' },
    120,
  ),
  shopdomain: requiredText(
    { required: 'validation.tokopediaShopRequired', tooLong: 'validation.tokopediaShopRequired' },
    300,
  ),
});
export type TokopediaConnectBody = z.infer<typeof tokopediaConnectBodySchema>;

export const tokopediaRequestStatusSchema = z.enum(['processing', 'connect']);
export const tokopediaRequestSchema = z.object({
  _id: z.string(),
  shopname: z.string(),
  shopdomain: z.string(),
  appCategory: shopCategorySchema,
  status: tokopediaRequestStatusSchema,
  /** The connected shop once confirmed. */
  shopId: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type TokopediaRequest = z.infer<typeof tokopediaRequestSchema>;

export const tokopediaRequestCreatedSchema = messageSchema.extend({ request: tokopediaRequestSchema });

/** A request as the admin sees it, with the seller. */
export const adminTokopediaRequestSchema = tokopediaRequestSchema.extend({
  account: personSchema,
});
export const adminTokopediaRequestQuerySchema = z.object({
  ...pageFields(100, 10),
  search: searchQuery.optional(),
  status: tokopediaRequestStatusSchema.optional(),
  appCategory: shopCategorySchema.optional(),
});
export const tokopediaConfirmBodySchema = z.object({
  id: idSchema,
});
export const tokopediaConfirmedSchema = messageSchema.extend({ shop: shopSchema });

/** Connected Tokopedia shops for the chat connect list, with the chat counter (spec section 2). */
export const tokopediaChatShopsQuerySchema = z.object({ search: searchQuery.optional() });
export const tokopediaChatShopsSchema = z.object({
  docs: z.array(
    z.object({
      _id: z.string(),
      shopid: z.string(),
      shopname: z.string(),
      /** none: 'connect chat' button; processing: waiting for the admin; connect: 'Chat Terhubung'. */
      chat: z.enum(['none', 'processing', 'connect']),
    }),
  ),
  /** Chat accounts connected on every marketplace, and the package limit. */
  usage: z.number().int(),
  limit: z.number().int(),
});
export const tokopediaChatConnectBodySchema = z.object({
  id: idSchema,
});

export const tokopediaRoutes = {
  connect: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/tokopedia/connect',
    summary: 'Request a Tokopedia product connection (confirmed by an admin)',
    tags: ['tokopedia'],
    body: tokopediaConnectBodySchema,
    response: tokopediaRequestCreatedSchema,
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/tokopedia/request',
    summary: "The seller's Tokopedia requests",
    tags: ['tokopedia'],
    response: z.array(tokopediaRequestSchema),
  }),
  chatShops: defineRoute({
    method: 'GET',
    path: '/api/chat/marketplace/tokopedia/shops',
    summary: 'Connected Tokopedia shops for chat, with the chat counter',
    tags: ['tokopedia'],
    query: tokopediaChatShopsQuerySchema,
    response: tokopediaChatShopsSchema,
  }),
  chatConnect: defineRoute({
    method: 'POST',
    path: '/api/chat/marketplace/tokopedia/connect',
    summary: 'Request chat for a connected Tokopedia shop (confirmed by an admin)',
    tags: ['tokopedia'],
    body: tokopediaChatConnectBodySchema,
    response: tokopediaRequestCreatedSchema,
  }),
  confirmApp: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/tokopedia/confirm',
    summary: 'Admin: confirm a Tokopedia product request',
    tags: ['admin'],
    body: tokopediaConfirmBodySchema,
    response: tokopediaConfirmedSchema,
  }),
  confirmChat: defineRoute({
    method: 'POST',
    path: '/api/chat/marketplace/tokopedia/confirm',
    summary: 'Admin: confirm a Tokopedia chat request',
    tags: ['admin'],
    body: tokopediaConfirmBodySchema,
    response: tokopediaConfirmedSchema,
  }),
} as const;
