import { CLONE_MARKUP_PERCENT_MAX } from '@booster/domain';
import { z } from 'zod';
import { idParams, idSchema, int4, text } from '../common/fields.ts';
import { itemRunSchema } from '../common/item-run.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';
import { attributeValueSchema, categoryAttributeSchema } from './listings.ts';

/** Clone shop (issue 16, spec section 7 `POST app/marketplace/copy`). */

export const clonePriceRuleSchema = z
  .object({
    kind: z.enum(['percent', 'amount']),
    value: int4('validation.numberInvalid').min(0, { error: 'validation.numberInvalid' }),
    roundTo: z.union([z.literal(0), z.literal(100), z.literal(500), z.literal(1000)]),
  })
  .refine((rule) => rule.kind !== 'percent' || rule.value <= CLONE_MARKUP_PERCENT_MAX, {
    error: 'validation.cloneMarkupRange',
    path: ['value'],
  });
export type ClonePriceRuleInput = z.infer<typeof clonePriceRuleSchema>;

/** Where one source category goes in the destination (the seller's choice, saved for next time). */
export const cloneCategoryChoiceSchema = z.object({
  sourceCategoryId: text().trim().min(1, { error: 'validation.categoryRequired' }).max(100),
  categoryId: text().trim().min(1, { error: 'validation.categoryRequired' }).max(100),
});

/** The answers to a destination category's required attributes, asked once per category. */
export const cloneAttributeAnswersSchema = z.object({
  categoryId: text().trim().min(1).max(100),
  values: z.array(attributeValueSchema).max(50),
});

export const cloneBodySchema = z.object({
  /** The source shop (ours). */
  from: idSchema,
  shopDestinationId: idSchema,
  /** The products to copy; all the source shop's products when left out. */
  listingIds: z.array(idSchema).min(1).max(5000).optional(),
  categories: z.array(cloneCategoryChoiceSchema).max(500).default([]),
  attributes: z.array(cloneAttributeAnswersSchema).max(500).default([]),
  priceRule: clonePriceRuleSchema.default({ kind: 'percent', value: 0, roundTo: 0 }),
});
export type CloneBody = z.input<typeof cloneBodySchema>;

const shopRefSchema = z.object({ _id: z.string(), shopname: z.string(), marketplace: marketplaceKeySchema });

/** A clone run as the progress card and the bulk result dialog show it. */
export const cloneRunSchema = itemRunSchema.extend({
  source: shopRefSchema,
  destination: shopRefSchema,
  priceRule: z.object({ kind: z.enum(['percent', 'amount']), value: z.number(), roundTo: z.number() }),
  /** Chosen products left out because they were copied to this shop before. */
  skipped: z.number().int(),
  /** The run this one resumed (its failed products), if any. */
  resumedFrom: z.string().nullable(),
});
export type CloneRun = z.infer<typeof cloneRunSchema>;

export const clonePreviewQuerySchema = z.object({ from: idSchema, shopDestinationId: idSchema });

export const cloneCategorySchema = z.object({ id: z.string(), name: z.string(), path: z.array(z.string()) });

export const clonePreviewSchema = z.object({
  source: shopRefSchema,
  destination: shopRefSchema,
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      minPrice: z.number(),
      maxPrice: z.number(),
      variantCount: z.number().int(),
      categoryId: z.string(),
      /** Copied to this destination before: a run skips it. */
      copied: z.boolean(),
    }),
  ),
  /** Each source category of the shop's products, with the destination category suggested for it. */
  categories: z.array(
    z.object({
      sourceCategoryId: z.string(),
      sourceName: z.string(),
      sourcePath: z.array(z.string()),
      productCount: z.number().int(),
      suggestedCategoryId: z.string().nullable(),
      /** `saved`: the seller's earlier choice; `name`: matched by the category names. */
      suggestedFrom: z.enum(['saved', 'name']).nullable(),
    }),
  ),
  /** The destination's leaf categories (what a source category may go to). */
  destinationCategories: z.array(cloneCategorySchema),
});
export type ClonePreview = z.infer<typeof clonePreviewSchema>;

export const cloneAttributesQuerySchema = z.object({
  from: idSchema,
  shopDestinationId: idSchema,
  categoryId: text().trim().min(1).max(100),
});

/** A required attribute of a destination category, with the answer to suggest. */
export const cloneAttributeSchema = categoryAttributeSchema.extend({
  /** The seller's earlier answer, else the value the source products give most often, else ''. */
  suggested: z.string(),
});

export const cloneMappingSchema = z.object({
  sourceMarketplace: marketplaceKeySchema,
  sourceCategoryId: z.string(),
  destinationMarketplace: marketplaceKeySchema,
  categoryId: z.string(),
  categoryName: z.string(),
  updatedAt: z.string(),
});

export const cloneRoutes = {
  start: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/copy',
    summary: 'Copy products of one shop into another (a bulk run, one job per product)',
    tags: ['product-clone'],
    body: cloneBodySchema,
    response: cloneRunSchema,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/copy/preview',
    summary: "The source shop's products and categories with suggested destination categories",
    tags: ['product-clone'],
    query: clonePreviewQuerySchema,
    response: clonePreviewSchema,
  }),
  attributes: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/copy/attributes',
    summary: 'Required attributes of a destination category, with suggested answers',
    tags: ['product-clone'],
    query: cloneAttributesQuerySchema,
    response: z.array(cloneAttributeSchema),
  }),
  runs: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/copy/runs',
    summary: 'The latest clone runs of the account (newest first)',
    tags: ['product-clone'],
    response: z.array(cloneRunSchema),
  }),
  run: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/copy/runs/:id',
    summary: 'Progress and result of a clone run',
    tags: ['product-clone'],
    params: idParams,
    response: cloneRunSchema,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/copy/runs/:id/resume',
    summary: 'Copy again the products a finished run could not copy',
    tags: ['product-clone'],
    params: idParams,
    response: cloneRunSchema,
  }),
  mappings: defineRoute({
    method: 'GET',
    path: '/api/app/marketplace/copy/mappings',
    summary: "The seller's saved category mappings",
    tags: ['product-clone'],
    response: z.array(cloneMappingSchema),
  }),
} as const;
