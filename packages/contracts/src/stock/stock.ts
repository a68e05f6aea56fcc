import { STOCK_CHANGE_REASONS } from '@booster/domain';
import { z } from 'zod';
import { dateTime, idParams, idSchema, int4, searchQuery, text } from '../common/fields.ts';
import { exactTotalQuery, keysetPagedSchema, pageCursor, pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';
import { linkedListingSchema } from './master.ts';

/** A row of the central stock list: one master SKU. */
export const stockItemSchema = z.object({
  _id: z.string(),
  masterProductId: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  stock: z.number().int(),
  /** Units platform campaigns hold of its linked listings (each listing is never pushed below its own). */
  reserved: z.number().int(),
  oversold: z.number().int(),
  linkedCount: z.number().int(),
  /** Pushes still failing for this SKU (retried until done or given up). */
  failedPushes: z.number().int(),
  updatedAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockDetailSchema = stockItemSchema.extend({ links: z.array(linkedListingSchema) });
export type StockDetail = z.infer<typeof stockDetailSchema>;

export const stockListQuerySchema = z.object({
  ...pageFields(100, 20),
  search: searchQuery.optional(),
  filter: z.enum(['all', 'oversold', 'out', 'failed']).default('all'),
  cursor: pageCursor.optional(),
});

export const stockEditBodySchema = z.object({
  stock: int4().min(0, { error: 'validation.stockNegative' }),
  note: text().trim().max(200).optional(),
});

export const stockSettingSchema = z.object({
  autoPush: z.boolean(),
  buffer: int4().min(0, { error: 'validation.stockNegative' }).max(100_000),
  /** Shops that receive pushes; null means every connected shop. */
  shopIds: z.array(idSchema).nullable(),
});
export type StockSetting = z.infer<typeof stockSettingSchema>;

export const stockReasonSchema = z.enum(STOCK_CHANGE_REASONS);

export const stockLogEntrySchema = z.object({
  _id: z.string(),
  masterSkuId: z.string(),
  sku: z.string(),
  productName: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  change: z.number().int(),
  reason: stockReasonSchema,
  /** Order number, push target or note. */
  reference: z.string().nullable(),
  shopname: z.string().nullable(),
  marketplace: marketplaceKeySchema.nullable(),
  /** Who made it: a user's name, or null for the system (orders, pushes). */
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type StockLogEntry = z.infer<typeof stockLogEntrySchema>;

export const stockLogQuerySchema = z.object({
  ...pageFields(100, 20),
  search: searchQuery.optional(),
  reason: stockReasonSchema.optional(),
  masterSkuId: idSchema.optional(),
  shopId: idSchema.optional(),
  from: dateTime().optional(),
  to: dateTime().optional(),
  cursor: pageCursor.optional(),
  exactTotal: exactTotalQuery,
});

export const stockPushSchema = z.object({
  _id: z.string(),
  masterSkuId: z.string(),
  sku: z.string(),
  listing: linkedListingSchema,
  quantity: z.number().int(),
  status: z.enum(['pending', 'failed', 'done', 'given_up']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type StockPush = z.infer<typeof stockPushSchema>;

export const stockRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/stock',
    summary: 'Central stock, one row per master SKU',
    tags: ['stock'],
    query: stockListQuerySchema,
    response: keysetPagedSchema(stockItemSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/app/stock/:id',
    summary: 'One master SKU with its linked listings and their push state',
    tags: ['stock'],
    params: idParams,
    response: stockDetailSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/api/app/stock/:id',
    summary: 'Set the central stock of a master SKU (pushed to every linked listing)',
    tags: ['stock'],
    params: idParams,
    body: stockEditBodySchema,
    response: stockDetailSchema,
  }),
  setting: defineRoute({
    method: 'GET',
    path: '/api/app/stock/setting',
    summary: 'Stock push settings',
    tags: ['stock'],
    response: stockSettingSchema,
  }),
  saveSetting: defineRoute({
    method: 'PUT',
    path: '/api/app/stock/setting',
    summary: 'Save stock push settings',
    tags: ['stock'],
    body: stockSettingSchema,
    response: stockSettingSchema,
  }),
  log: defineRoute({
    method: 'GET',
    path: '/api/app/stock/log',
    summary: 'Every change of central stock',
    tags: ['stock'],
    query: stockLogQuerySchema,
    response: keysetPagedSchema(stockLogEntrySchema),
  }),
  push: defineRoute({
    method: 'POST',
    path: '/api/app/stock/push',
    summary: 'Push the central stock of these SKUs to every linked listing now',
    tags: ['stock'],
    body: z.object({ skuIds: z.array(idSchema).min(1).max(1000) }),
    response: z.object({ queued: z.number().int() }),
  }),
  pushes: defineRoute({
    method: 'GET',
    path: '/api/app/stock/pushes',
    summary: 'Pushes that are pending or failing',
    tags: ['stock'],
    query: z.object({
      ...pageFields(100, 20),
      status: z.enum(['pending', 'failed', 'done', 'given_up']).optional(),
    }),
    response: pagedSchema(stockPushSchema),
  }),
  retryPush: defineRoute({
    method: 'POST',
    path: '/api/app/stock/pushes/:id/retry',
    summary: 'Retry a failed push now',
    tags: ['stock'],
    params: idParams,
    response: stockPushSchema,
  }),
  giveUpPush: defineRoute({
    method: 'POST',
    path: '/api/app/stock/pushes/:id/give-up',
    summary: 'Stop retrying a failed push',
    tags: ['stock'],
    params: idParams,
    response: stockPushSchema,
  }),
} as const;
