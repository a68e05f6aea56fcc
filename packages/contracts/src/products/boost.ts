import { BOOST_INTERVALS, BOOST_QUEUE_MAX } from '@booster/domain';
import { z } from 'zod';
import { idSchema, pageNumber, searchQuery, shopIdParams } from '../common/fields.ts';
import { itemFailureSchema } from '../common/item-failure.ts';
import { pagedSchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { listingRefFields } from './listings.ts';

/**
 * Naikkan Produk (product/boost): a queue per Shopee shop, boosted on the spec's interval (1 product
 * per hour, or 5 per 4 hours) through Shopee's boost call. `:shopId` is the shop's integration id.
 */

export const boostIntervalSchema = z.enum(BOOST_INTERVALS, { error: 'validation.boostIntervalInvalid' });

/** active: runs on time; paused: by the seller; stopped: the shop lost its connection (re-integrate, then resume). */
export const boostQueueStatusSchema = z.enum(['active', 'paused', 'stopped']);
export type BoostQueueStatus = z.infer<typeof boostQueueStatusSchema>;

const shopFields = {
  shopId: z.string(),
  shopName: z.string(),
  shopStatus: z.enum(['connect', 'disconnect']),
};

/** One shop on the boost page: its queue at a glance (`queue` null until the seller saves one). */
export const boostShopSchema = z.object({
  ...shopFields,
  queue: z
    .object({
      status: boostQueueStatusSchema,
      interval: boostIntervalSchema,
      itemCount: z.number().int(),
      nextRunAt: z.string().nullable(),
      lastRunAt: z.string().nullable(),
      boostedCount: z.number().int(),
    })
    .nullable(),
});
export type BoostShop = z.infer<typeof boostShopSchema>;

export const boostQueueItemSchema = z.object({
  listingId: z.string(),
  ...listingRefFields,
  /** 1 = first in the queue. */
  priority: z.number().int(),
  lastBoostedAt: z.string().nullable(),
  /** Set while Shopee holds it boosted: it cannot be boosted again before then (the cool-down). */
  boostedUntil: z.string().nullable(),
});
export type BoostQueueItem = z.infer<typeof boostQueueItemSchema>;

/** What Shopee held boosted at the last read, the seller's own boosts in Seller Centre included. */
export const boostedNowSchema = z.object({
  externalId: z.string(),
  name: z.string().nullable(),
  boostedUntil: z.string(),
});

export const boostQueueSchema = z.object({
  ...shopFields,
  /** null: no queue saved yet (the setting page starts empty). */
  status: boostQueueStatusSchema.nullable(),
  interval: boostIntervalSchema,
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  items: z.array(boostQueueItemSchema),
  boosted: z.array(boostedNowSchema),
  boostedReadAt: z.string().nullable(),
  /** The platform's limits: boosted at once, hours each. */
  maxBoosted: z.number().int(),
  boostHours: z.number().int(),
  maxItems: z.number().int(),
});
export type BoostQueue = z.infer<typeof boostQueueSchema>;

export const boostQueueBodySchema = z.object({
  interval: boostIntervalSchema,
  /** The queue in priority order (first = priority 1). */
  listingIds: z
    .array(idSchema, { error: 'validation.invalid' })
    .max(BOOST_QUEUE_MAX, { error: 'validation.boostQueueTooLong' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.boostQueueDuplicate' }),
});
export type BoostQueueBody = z.input<typeof boostQueueBodySchema>;

export const boostHistoryEntrySchema = z.object({
  _id: z.string(),
  listingId: z.string().nullable(),
  externalId: z.string(),
  name: z.string(),
  outcome: z.enum(['boosted', 'failed']),
  failure: itemFailureSchema.nullable(),
  at: z.string(),
  boostedUntil: z.string().nullable(),
});
export type BoostHistoryEntry = z.infer<typeof boostHistoryEntrySchema>;

/** A listing of the shop the seller can put in the queue. */
export const boostProductOptionSchema = z.object({
  _id: z.string(),
  ...listingRefFields,
  price: z.number().nullable(),
});
export type BoostProductOption = z.infer<typeof boostProductOptionSchema>;

export const boostRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/boost',
    summary: "The account's Shopee shops with their boost queues",
    tags: ['boost'],
    response: z.object({ docs: z.array(boostShopSchema) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/app/boost/:shopId',
    summary: 'The boost queue of a shop, with what Shopee holds boosted',
    tags: ['boost'],
    params: shopIdParams,
    response: boostQueueSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/app/boost/:shopId',
    summary: 'Save the interval and the queue (priority order); a new queue starts at the next minute',
    tags: ['boost'],
    params: shopIdParams,
    body: boostQueueBodySchema,
    response: boostQueueSchema,
  }),
  pause: defineRoute({
    method: 'POST',
    path: '/api/app/boost/:shopId/pause',
    summary: 'Pause the queue',
    tags: ['boost'],
    params: shopIdParams,
    response: boostQueueSchema,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/app/boost/:shopId/resume',
    summary: 'Resume a paused or stopped queue (the shop must be connected)',
    tags: ['boost'],
    params: shopIdParams,
    response: boostQueueSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/boost/:shopId',
    summary: 'Delete the queue (its history stays)',
    tags: ['boost'],
    params: shopIdParams,
    response: z.object({ message: z.literal('success') }),
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/app/boost/:shopId/history',
    summary: 'Boosts of the shop, newest first; one product with listingId',
    tags: ['boost'],
    params: shopIdParams,
    query: z.object({ page: pageNumber.default(1), listingId: idSchema.optional() }),
    response: pagedSchema(boostHistoryEntrySchema),
  }),
  products: defineRoute({
    method: 'GET',
    path: '/api/app/boost/:shopId/products',
    summary: 'Live listings of the shop to add to the queue',
    tags: ['boost'],
    params: shopIdParams,
    query: z.object({ search: searchQuery.optional() }),
    response: z.object({ docs: z.array(boostProductOptionSchema) }),
  }),
} as const;
