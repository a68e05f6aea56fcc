import { APP_OAUTH_MARKETPLACES, CHAT_OAUTH_MARKETPLACES } from '@booster/domain';
import { z } from 'zod';
import { idSchema, text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';
import { shopSchema } from './shops.ts';

/** Tokopedia shops confirmed by an admin finish a live authorization through reconnect. */
export const RECONNECT_MARKETPLACES = [...APP_OAUTH_MARKETPLACES, 'tokopedia'] as const;

export const authorizeQuerySchema = z.object({
  /** Our callback page (`{app}/callback/{marketplace}/{app|chat}`); must be on the app's origin. */
  redirectUrl: z.string().url({ error: 'validation.redirectUrlInvalid' }).optional(),
  /** Set when the seller re-authorizes a shop whose tokens no longer work. */
  reconnectId: idSchema.optional(),
});
export const authorizeResponseSchema = z.object({ url: z.string() });

/**
 * The code from the callback. Lazada sends `code` only; Shopee, TikTok and Bukalapak also name
 * the shop (`shopid`). `state`, when the callback got one, is checked against the seller.
 */
export const connectBodySchema = z.object({
  code: text({ error: 'validation.codeRequired' }).trim().min(1, { error: 'validation.codeRequired' }),
  shopid: z.union([text(), z.number()]).transform(String).optional(),
  state: text().optional(),
});
export type ConnectBody = z.input<typeof connectBodySchema>;

/** A callback whose marketplace, category and shop only its signed `state` names. */
export const stateCallbackBodySchema = connectBodySchema.extend({
  state: text({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

const appMarketplaceParams = z.object({ marketplace: z.enum(APP_OAUTH_MARKETPLACES) });
const chatMarketplaceParams = z.object({ marketplace: z.enum(CHAT_OAUTH_MARKETPLACES) });
const reconnectAppParams = z.object({
  marketplace: z.enum(RECONNECT_MARKETPLACES),
  reconnectId: idSchema,
});
const reconnectChatParams = z.object({
  marketplace: z.enum(CHAT_OAUTH_MARKETPLACES),
  reconnectId: idSchema,
});

export const connectRoutes = {
  authorizeApp: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/:marketplace/authorize',
    summary: 'Authorization URL of a marketplace (products)',
    tags: ['shops'],
    params: z.object({ marketplace: z.enum(RECONNECT_MARKETPLACES) }),
    query: authorizeQuerySchema,
    response: authorizeResponseSchema,
  }),
  authorizeChat: defineRoute({
    method: 'GET',
    path: '/api/chat/marketplace/:marketplace/authorize',
    summary: 'Authorization URL of a marketplace (chat)',
    tags: ['shops'],
    params: chatMarketplaceParams,
    query: authorizeQuerySchema,
    response: authorizeResponseSchema,
  }),
  connectApp: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/:marketplace/connect',
    summary: 'Connect a shop with the code of the callback (products)',
    tags: ['shops'],
    params: appMarketplaceParams,
    body: connectBodySchema,
    response: shopSchema,
  }),
  connectChat: defineRoute({
    method: 'POST',
    path: '/api/chat/marketplace/:marketplace/connect',
    summary: 'Connect a shop with the code of the callback (chat)',
    tags: ['shops'],
    params: chatMarketplaceParams,
    body: connectBodySchema,
    response: shopSchema,
  }),
  /**
   * One return address for every connection: TikTok Shop (and Tokopedia through it) redirects to the
   * URL fixed in Partner Center whatever the link asked, so the signed state says which marketplace,
   * category (app or chat) and, for a reconnect, which shop.
   */
  connectByState: defineRoute({
    method: 'POST',
    path: '/api/marketplace/callback',
    summary: 'Connect or re-authorize the shop the signed state of the callback names',
    tags: ['shops'],
    body: stateCallbackBodySchema,
    response: shopSchema,
  }),
  reconnectApp: defineRoute({
    method: 'PUT',
    path: '/api/app/marketplace/:marketplace/reconnect/:reconnectId',
    summary: 'Re-authorize a shop (products)',
    tags: ['shops'],
    params: reconnectAppParams,
    body: connectBodySchema,
    response: shopSchema,
  }),
  reconnectChat: defineRoute({
    method: 'PUT',
    path: '/api/chat/marketplace/:marketplace/reconnect/:reconnectId',
    summary: 'Re-authorize a shop (chat)',
    tags: ['shops'],
    params: reconnectChatParams,
    body: connectBodySchema,
    response: shopSchema,
  }),
} as const;
