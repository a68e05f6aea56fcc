import { MARKETPLACES } from '@booster/domain';
import { z } from 'zod';
import { idParams, idSchema, requiredText, searchQuery, text } from '../common/fields.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';

export const marketplaceKeySchema = z.enum(MARKETPLACES);
export const shopCategorySchema = z.enum(['app', 'chat']);
export const shopStatusSchema = z.enum(['connect', 'disconnect']);

/** The shop a row of a list belongs to, by id and name: spread into the row's schema. */
export const shopNameFields = { shopId: z.string(), shopname: z.string() };
/** The same with the shop's marketplace (an order, a listing, a chat). */
export const shopRefFields = { ...shopNameFields, marketplace: marketplaceKeySchema };

/** A connected marketplace account (spec section 3). `_id` is also the reconnect id. */
export const shopSchema = z.object({
  _id: z.string(),
  shopid: z.string(),
  shopname: z.string(),
  marketplace: marketplaceKeySchema,
  appCategory: shopCategorySchema,
  status: shopStatusSchema,
  /** The products the platform reported at the last count or import; null before. */
  productCount: z.number().int().nullable(),
  createdAt: z.string(),
  /** When the current grant was issued (authorization time). */
  authorizedAt: z.string().nullable(),
});
export type Shop = z.infer<typeof shopSchema>;

/** `marketplace` may repeat (`?marketplace=shopee&marketplace=lazada`) or be comma-separated. */
const marketplaceListSchema = z
  .union([text(), z.array(text())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(marketplaceKeySchema));

export const shopListQuerySchema = z.object({
  ...pageFields(300, 10),
  search: searchQuery.optional(),
  marketplace: marketplaceListSchema.optional(),
  appCategory: z.enum(['app', 'product', 'chat']).optional(),
  status: shopStatusSchema.optional(),
});
export type ShopListQuery = z.input<typeof shopListQuerySchema>;

export const shopTabQuerySchema = shopListQuerySchema.pick({
  marketplace: true,
  appCategory: true,
  status: true,
});
export const shopTabSchema = z.object({
  total: z.number().int(),
  marketplace: z.record(marketplaceKeySchema, z.number().int()),
  appCategory: z.object({ app: z.number().int(), chat: z.number().int() }),
  status: z.object({ connect: z.number().int(), disconnect: z.number().int() }),
});
export type ShopTab = z.infer<typeof shopTabSchema>;

export const renameShopBodySchema = z.object({
  id: idSchema,
  shopname: requiredText(
    { required: 'validation.shopNameRequired', tooLong: 'validation.shopNameTooLong' },
    120,
  ),
});
export const countProductSchema = z.object({ count: z.number().int() });

export const importBodySchema = z.object({ id: idSchema });
export const importStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type ImportState = z.infer<typeof importStateSchema>;

/**
 * Where a shop's product import stands, as stored (so a page opened mid-import shows it) and as pushed
 * over the websocket (`shops.import-progress.v1`, without `shopname` and `message`).
 */
export const importProgressSchema = z.object({
  shopId: z.string(),
  marketplace: marketplaceKeySchema,
  status: importStateSchema,
  /** Listings read so far. */
  imported: z.number().int(),
  /** The product total the platform reports; null when it reports none (show a count and a spinner). */
  total: z.number().int().nullable(),
  /** Error code of a failed import (`SHOP_DISCONNECTED`, `MARKETPLACE_UNAVAILABLE`, …); null otherwise. */
  errorCode: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importStatusSchema = importProgressSchema.extend({
  shopname: z.string(),
  /** The state in words, in the reader's language (a failure names its reason). */
  message: z.string(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const shopRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace',
    summary: 'Connected shops (sorted status ascending, then newest first)',
    tags: ['shops'],
    query: shopListQuerySchema,
    response: pagedSchema(shopSchema),
  }),
  tab: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/tab',
    summary: 'Shop counts per marketplace, category and status',
    tags: ['shops'],
    query: shopTabQuerySchema,
    response: shopTabSchema,
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/api/app/marketplace',
    summary: 'Rename a shop',
    tags: ['shops'],
    body: renameShopBodySchema,
    response: shopSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/marketplace/:id',
    summary: 'Delete a shop integration',
    tags: ['shops'],
    params: idParams,
    query: z.object({ marketplace: marketplaceKeySchema.optional() }),
    response: messageSchema,
  }),
  countProduct: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/count-product/:id',
    summary: 'Product total reported by the marketplace',
    tags: ['shops'],
    params: idParams,
    response: countProductSchema,
  }),
  importProducts: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/:marketplace/import',
    summary: 'Start importing the products of a shop (a background job)',
    tags: ['shops'],
    params: z.object({ marketplace: marketplaceKeySchema }),
    body: importBodySchema,
    response: importStatusSchema,
  }),
  importList: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/imports',
    summary: 'Product import state of every product shop of the account (one marketplace or all)',
    tags: ['shops'],
    query: z.object({ marketplace: marketplaceKeySchema.optional() }),
    response: z.array(importStatusSchema),
  }),
  importStatus: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/:marketplace/import/:id',
    summary: 'Progress of the product import of a shop',
    tags: ['shops'],
    params: z.object({
      marketplace: marketplaceKeySchema,
      id: idSchema,
    }),
    response: importStatusSchema,
  }),
} as const;
