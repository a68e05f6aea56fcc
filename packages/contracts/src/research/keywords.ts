import { z } from 'zod';
import { idParams, text } from '../common/fields.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';

/** A keyword as shoppers type it: trimmed, single spaces, lower case (the snapshots' key). */
export const keywordSchema = text({ error: 'validation.keywordRequired' })
  .transform((v) => v.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id'))
  .pipe(
    z
      .string()
      .min(2, { error: 'validation.keywordRequired' })
      .max(100, { error: 'validation.keywordTooLong' }),
  );

export const keywordAnalysisBodySchema = z.object({
  keyword: keywordSchema,
  marketplace: marketplaceKeySchema,
});
export type KeywordAnalysisBody = z.input<typeof keywordAnalysisBodySchema>;

const day = z.string(); // YYYY-MM-DD, UTC day of the snapshot

export const keywordDemandSchema = z.object({
  /** 1-based place of the keyword among the search box's suggestions for its first word; null when absent. */
  suggestionRank: z.number().int().nullable(),
  /** Lifetime units sold of the analysed listings (the best sellers of the search). */
  unitsSold: z.number().int(),
  /** Units a day from the growth of the same listings' sold counts between the last two snapshots. */
  dailyUnits: z.number().nullable(),
  history: z.array(
    z.object({
      day,
      resultCount: z.number().int(),
      unitsSold: z.number().int(),
      dailyUnits: z.number().nullable(),
    }),
  ),
});

export const keywordCompetitionSchema = z.object({
  /** The platform's result count for the keyword. */
  resultCount: z.number().int(),
  /** Distinct shops among the analysed listings. */
  shopCount: z.number().int(),
  /** Share (0–1) of the analysed listings' units sold that the five best-selling shops hold. */
  topShopsShare: z.number(),
  /** Share (0–1) of the analysed listings from official shops. */
  officialShare: z.number(),
});

export const priceDistributionSchema = z.object({
  min: z.number().int(),
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
  max: z.number().int(),
  mean: z.number(),
  /** Ten equal-width buckets from min to max; `to` is exclusive except in the last. */
  histogram: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
});

export const keywordTopListingSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  shopName: z.string(),
  price: z.number().int(),
  soldCount: z.number().int(),
  rating: z.number().nullable(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});

export const keywordTopShopSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  official: z.boolean(),
  listings: z.number().int(),
  unitsSold: z.number().int(),
  /** Share (0–1) of the analysed listings' units sold. */
  share: z.number(),
});

export const relatedKeywordSchema = z.object({
  keyword: z.string(),
  resultCount: z.number().int(),
  unitsSold: z.number().int(),
  medianPrice: z.number().nullable(),
  suggestionRank: z.number().int().nullable(),
});
export type RelatedKeyword = z.infer<typeof relatedKeywordSchema>;

export const keywordAnalysisSchema = z.object({
  /** The saved analysis (the list page's row). */
  _id: z.string(),
  keyword: z.string(),
  marketplace: marketplaceKeySchema,
  day,
  analysedAt: z.string(),
  /** How many listings (best sellers first) the numbers are computed from. */
  sampleSize: z.number().int(),
  demand: keywordDemandSchema,
  competition: keywordCompetitionSchema,
  /** Null when the search found nothing. */
  prices: priceDistributionSchema.nullable(),
  topListings: z.array(keywordTopListingSchema),
  topShops: z.array(keywordTopShopSchema),
  related: z.array(relatedKeywordSchema),
});
export type KeywordAnalysis = z.infer<typeof keywordAnalysisSchema>;

export const savedKeywordAnalysisSchema = z.object({
  _id: z.string(),
  keyword: z.string(),
  marketplace: marketplaceKeySchema,
  createdAt: z.string(),
  analysedAt: z.string(),
  day,
  resultCount: z.number().int(),
  unitsSold: z.number().int(),
  medianPrice: z.number().nullable(),
});
export type SavedKeywordAnalysis = z.infer<typeof savedKeywordAnalysisSchema>;

export const savedAnalysesQuerySchema = z.object({
  ...pageFields(50, 20),
  marketplace: marketplaceKeySchema.optional(),
});

export const keywordSuggestionsQuerySchema = keywordAnalysisBodySchema;

export const keywordAnalysisRoutes = {
  run: defineRoute({
    method: 'POST',
    path: '/api/research/keyword-analysis',
    summary: 'Analyse a keyword on a marketplace (today’s snapshot, taken when missing) and save it',
    tags: ['research'],
    body: keywordAnalysisBodySchema,
    response: keywordAnalysisSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/research/keyword-analysis',
    summary: 'Saved keyword analyses of the account, last run first',
    tags: ['research'],
    query: savedAnalysesQuerySchema,
    response: pagedSchema(savedKeywordAnalysisSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/research/keyword-analysis/:id',
    summary: 'A saved keyword analysis from its latest snapshot',
    tags: ['research'],
    params: idParams,
    response: keywordAnalysisSchema,
  }),
  rerun: defineRoute({
    method: 'POST',
    path: '/api/research/keyword-analysis/:id/rerun',
    summary: 'Take a fresh snapshot of a saved analysis’s keyword',
    tags: ['research'],
    params: idParams,
    response: keywordAnalysisSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/research/keyword-analysis/:id',
    summary: 'Delete a saved keyword analysis',
    tags: ['research'],
    params: idParams,
    response: z.object({ deleted: z.boolean() }),
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/api/research/keyword-suggestions',
    summary: 'What the marketplace’s search box suggests for a keyword',
    tags: ['research'],
    query: keywordSuggestionsQuerySchema,
    response: z.object({ keywords: z.array(z.string()) }),
  }),
} as const;
