import { z } from 'zod';
import { MONEY_MAX, text } from '../common/fields.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';

export const POPULAR_PERIODS = [7, 30] as const;
/** Rows one export may hold (one page of the list, this long). */
export const POPULAR_EXPORT_LIMIT = 500;

/** An optional price bound; an empty box is no bound (not 0). */
const price = z
  .union(
    [
      z.literal('').transform(() => undefined),
      z.coerce
        .number({ error: 'validation.numberInvalid' })
        .int({ error: 'validation.numberInvalid' })
        .min(0, { error: 'validation.numberInvalid' })
        .max(MONEY_MAX, { error: 'validation.numberTooLarge' }),
    ],
    { error: 'validation.numberInvalid' },
  )
  .optional();

export const popularQuerySchema = z
  .object({
    marketplace: marketplaceKeySchema,
    /** Days the estimate covers: 7 or 30. */
    period: z
      .enum(['7', '30'])
      .default('7')
      .transform((v) => Number(v) as (typeof POPULAR_PERIODS)[number]),
    categoryId: text().trim().max(64).optional(),
    minPrice: price,
    maxPrice: price,
    minRating: z.coerce
      .number({ error: 'validation.ratingInvalid' })
      .min(0, { error: 'validation.ratingInvalid' })
      .max(5, { error: 'validation.ratingInvalid' })
      .optional(),
    location: text().trim().max(100).optional(),
    sort: z.enum(['units', 'revenue']).default('units'),
    ...pageFields(POPULAR_EXPORT_LIMIT, 20),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.maxPrice >= q.minPrice, {
    error: 'validation.priceRangeInvalid',
    path: ['maxPrice'],
  });
export type PopularQuery = z.input<typeof popularQuerySchema>;

export const popularProductSchema = z.object({
  marketplace: marketplaceKeySchema,
  externalId: z.string(),
  name: z.string(),
  shopName: z.string(),
  shopOfficial: z.boolean(),
  categoryId: z.string(),
  categoryName: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  /** The listing's public page: open it, or send it to Scrape. */
  url: z.string(),
  /** Price, rating and lifetime sold count on the latest snapshot day. */
  price: z.number().int(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  soldCount: z.number().int(),
  /** Estimated units sold in the period: the sold count's growth, scaled when the snapshots span another length. */
  units: z.number().int(),
  /** units × price. */
  revenue: z.number().int(),
  /** Days between the two snapshots the estimate is drawn from (the period when both exist). */
  basedOnDays: z.number().int(),
});
export type PopularProduct = z.infer<typeof popularProductSchema>;

export const popularAnswerSchema = pagedSchema(popularProductSchema).extend({
  period: z.number().int(),
  /** The latest snapshot day (UTC, YYYY-MM-DD); null before the first snapshot of the marketplace. */
  day: z.string().nullable(),
  /** Over every listing that matches the filters, not only this page. */
  totals: z.object({ units: z.number().int(), revenue: z.number().int() }),
  /** Units the matching listings sold between consecutive snapshots, by the later day, within the period. */
  daily: z.array(z.object({ day: z.string(), units: z.number().int() })),
});
export type PopularAnswer = z.infer<typeof popularAnswerSchema>;

export const popularFiltersSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), parentName: z.string() })),
  /** Cities of the listings seen on the latest snapshot, most listings first. */
  locations: z.array(z.string()),
  day: z.string().nullable(),
  /** Snapshot days kept for the marketplace (a 30-day estimate needs a month of them). */
  days: z.number().int(),
});
export type PopularFilters = z.infer<typeof popularFiltersSchema>;

export const researchPopularRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/research/popular',
    summary:
      'Popular products of a marketplace by estimated sales in the last 7 or 30 days (daily snapshots); the first page counts against a free member’s daily quota',
    tags: ['research'],
    query: popularQuerySchema,
    response: popularAnswerSchema,
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/api/research/popular/filters',
    summary: 'Categories and locations to filter popular products of a marketplace by',
    tags: ['research'],
    query: z.object({ marketplace: marketplaceKeySchema }),
    response: popularFiltersSchema,
  }),
} as const;
