import { MARKETPLACES } from '@booster/domain';
import { z } from 'zod';
import { idParams, idSchema, int4, money, text } from '../common/fields.ts';
import { itemRunSchema } from '../common/item-run.ts';
import { pagedSchema, pageFields, pageLimit } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { attributeValueSchema, listingDetailSchema, tierSchema, variantFields } from './listings.ts';

/** Product/scrape (issue 16): a public product or shop link turned into drafts a seller edits and publishes. */
export const SCRAPE_SHOP_LIMIT_MAX = 100;

export const scrapeVariantSchema = z.object({
  options: z.array(text()).default([]),
  price: money('validation.numberInvalid'),
  stock: int4('validation.numberInvalid').min(0),
  sku: text().trim().max(100).default(''),
});

/** What a scraped product becomes: photos already copied into Booster storage. */
export const scrapeDraftSchema = z.object({
  _id: z.string(),
  platform: z.enum(MARKETPLACES),
  sourceUrl: z.string(),
  externalId: z.string(),
  sourceShop: z.object({ externalId: z.string(), name: z.string() }),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  tiers: z.array(z.object({ name: z.string(), options: z.array(z.string()) })),
  variants: z.array(
    z.object({
      ...variantFields,
      sku: z.string(),
    }),
  ),
  /** Null when the page did not show it: the seller fills it in before publishing. */
  weightGrams: z.number().int().nullable(),
  status: z.enum(['draft', 'published']),
  published: z
    .object({ marketplace: z.enum(MARKETPLACES), listingId: z.string(), shopId: z.string() })
    .nullable(),
  runId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScrapeDraft = z.infer<typeof scrapeDraftSchema>;

export const scrapeBodySchema = z.object({
  url: text()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.scrapeUrlInvalid' }),
  /** A shop link reads at most this many of its products. */
  limit: pageLimit(SCRAPE_SHOP_LIMIT_MAX, 20),
});
export type ScrapeBody = z.input<typeof scrapeBodySchema>;

/** A product link answers its draft at once; a shop link starts a run that scrapes its products one by one. */
export const scrapeAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), draft: scrapeDraftSchema }),
  z.object({
    kind: z.literal('shop'),
    runId: z.string(),
    total: z.number().int(),
    shop: z.object({ externalId: z.string(), name: z.string() }),
  }),
]);
export type ScrapeAnswer = z.infer<typeof scrapeAnswerSchema>;

/** The seller's edits of a draft (what the page shows). */
export const scrapeDraftEditSchema = z.object({
  name: text().trim().min(1, { error: 'validation.required' }).max(255),
  description: text().max(10_000),
  images: z.array(text().min(1)).max(10),
  weightGrams: int4('validation.numberInvalid').min(1).nullable(),
  tiers: z.array(tierSchema).max(2).default([]),
  variants: z.array(scrapeVariantSchema).min(1),
});
export type ScrapeDraftEdit = z.infer<typeof scrapeDraftEditSchema>;

/** Publishing: the edited draft plus where it goes (the shop's category, its attributes and logistics). */
export const scrapePublishBodySchema = scrapeDraftEditSchema.extend({
  weightGrams: int4('validation.weightRequired').min(1, { error: 'validation.weightRequired' }),
  shopId: idSchema,
  categoryId: text().min(1, { error: 'validation.categoryRequired' }),
  attributes: z.array(attributeValueSchema).default([]),
  logistics: z.array(text()).min(1, { error: 'validation.logisticsRequired' }),
});
export type ScrapePublishBody = z.input<typeof scrapePublishBodySchema>;

export const scrapeDraftListQuerySchema = z.object({
  ...pageFields(100, 20),
  runId: idSchema.optional(),
  status: z.enum(['draft', 'published']).optional(),
});

export const scrapeRoutes = {
  scrape: defineRoute({
    method: 'POST',
    path: '/api/app/product/scrape',
    summary: 'Scrape a public product page (a draft) or a shop page (a run over its products)',
    tags: ['product-scrape'],
    body: scrapeBodySchema,
    response: scrapeAnswerSchema,
  }),
  run: defineRoute({
    method: 'GET',
    path: '/api/app/product/scrape/runs/:id',
    summary: 'Progress and failures of a shop scrape',
    tags: ['product-scrape'],
    params: idParams,
    response: itemRunSchema,
  }),
  drafts: defineRoute({
    method: 'GET',
    path: '/api/app/product/scrape/drafts',
    summary: 'Scraped drafts, newest first',
    tags: ['product-scrape'],
    query: scrapeDraftListQuerySchema,
    response: pagedSchema(scrapeDraftSchema),
  }),
  draft: defineRoute({
    method: 'GET',
    path: '/api/app/product/scrape/drafts/:id',
    summary: 'One scraped draft',
    tags: ['product-scrape'],
    params: idParams,
    response: scrapeDraftSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/app/product/scrape/drafts/:id',
    summary: "Save the seller's edits of a draft",
    tags: ['product-scrape'],
    params: idParams,
    body: scrapeDraftEditSchema,
    response: scrapeDraftSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/product/scrape/drafts/:id',
    summary: 'Delete a draft',
    tags: ['product-scrape'],
    params: idParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/app/product/scrape/drafts/:id/publish',
    summary: "Publish a draft to one of the seller's shops through the product create",
    tags: ['product-scrape'],
    params: idParams,
    body: scrapePublishBodySchema,
    response: z.object({ draft: scrapeDraftSchema, listing: listingDetailSchema }),
  }),
} as const;
