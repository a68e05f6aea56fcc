import { z } from 'zod';
import { text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';
import { keywordSchema } from './keywords.ts';

export const generateTitlesBodySchema = z.object({
  /** The marketplace whose search gives the keywords their demand. */
  marketplace: marketplaceKeySchema,
  description: text().trim().max(3000, { error: 'validation.descriptionTooLong' }),
  category: text().trim().max(100, { error: 'validation.categoryTooLong' }),
  keywords: z
    .array(keywordSchema)
    .min(1, { error: 'validation.keywordsRequired' })
    .max(10, { error: 'validation.titleKeywordsTooMany' }),
});
export type GenerateTitlesBody = z.input<typeof generateTitlesBodySchema>;

export const generatedTitleSchema = z.object({
  title: z.string(),
  keywords: z.array(z.string()),
  demand: z.number().int(),
});
export type GeneratedTitleView = z.infer<typeof generatedTitleSchema>;

export const generatedTitlesSchema = z.object({
  /** Each chosen keyword with its demand (units sold of its best sellers on `marketplace`). */
  keywords: z.array(z.object({ phrase: z.string(), demand: z.number().int() })),
  /** Per platform, best demand first, each within that platform's name length. */
  titles: z.record(marketplaceKeySchema, z.array(generatedTitleSchema)),
});
export type GeneratedTitles = z.infer<typeof generatedTitlesSchema>;

export const titleRoutes = {
  generate: defineRoute({
    method: 'POST',
    path: '/api/research/titles',
    summary: 'Titles for every platform from a description, a category and chosen keywords',
    tags: ['research'],
    body: generateTitlesBodySchema,
    response: generatedTitlesSchema,
  }),
} as const;
