import { z } from 'zod';
import { idParams, idSchema, int4, money, searchQuery, text } from '../common/fields.ts';
import { pagedSchema, pageFields, pageLimit } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { variantFields } from '../products/listings.ts';
import { marketplaceKeySchema, shopRefFields } from '../shops/shops.ts';

/** A listing variant linked to a master SKU. */
export const linkedListingSchema = z.object({
  variantId: z.string(),
  listingId: z.string(),
  ...shopRefFields,
  name: z.string(),
  variantName: z.string(),
  sku: z.string(),
  /** The stock the marketplace holds as we last knew it. */
  stock: z.number().int(),
  /** Units a platform campaign (flash sale) holds of it: no push goes below them. */
  reserved: z.number().int(),
  /** The last push to it: pending, failed (being retried) or done. */
  pushStatus: z.enum(['none', 'pending', 'failed', 'done']),
  pushError: z.string().nullable(),
});
export type LinkedListing = z.infer<typeof linkedListingSchema>;

export const masterSkuSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  ...variantFields,
  /** Units sold that the stock could not cover; > 0 flags the SKU oversold. */
  oversold: z.number().int(),
  links: z.array(linkedListingSchema),
});
export type MasterSku = z.infer<typeof masterSkuSchema>;

export const masterProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  weightGrams: z.number().int(),
  tiers: z.array(z.object({ name: z.string(), options: z.array(z.string()) })),
  skus: z.array(masterSkuSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MasterProduct = z.infer<typeof masterProductSchema>;

export const masterProductSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  skuCount: z.number().int(),
  totalStock: z.number().int(),
  linkedCount: z.number().int(),
  updatedAt: z.string(),
});

const skuCode = text()
  .trim()
  .min(1, { error: 'validation.skuRequired' })
  .max(100, { error: 'validation.skuTooLong' });

export const masterProductFormSchema = z.object({
  name: text()
    .trim()
    .min(1, { error: 'validation.productNameRequired' })
    .max(255, { error: 'validation.productNameTooLong' }),
  description: text().default(''),
  images: z.array(text()).max(10).default([]),
  weightGrams: int4().min(0).default(0),
  tiers: z
    .array(
      z.object({
        name: text().trim().min(1, { error: 'validation.required' }),
        options: z.array(text().trim().min(1, { error: 'validation.required' })),
      }),
    )
    .max(2)
    .default([]),
  skus: z
    .array(
      z.object({
        _id: text().optional(),
        sku: skuCode,
        name: text().trim().default(''),
        options: z.array(text()).default([]),
        price: money().min(0),
        stock: int4().min(0, { error: 'validation.stockNegative' }),
      }),
    )
    .min(1),
});
export type MasterProductForm = z.infer<typeof masterProductFormSchema>;

/** A suggested link: a listing variant whose SKU code equals a master SKU's (case-insensitive). */
export const linkSuggestionSchema = z.object({
  masterSkuId: z.string(),
  masterSku: z.string(),
  masterName: z.string(),
  listing: linkedListingSchema,
});

export const linkBodySchema = z.object({
  links: z
    .array(z.object({ variantId: idSchema, masterSkuId: idSchema }))
    .min(1)
    .max(1000),
});

export const fromListingsBodySchema = z.object({ listingIds: z.array(idSchema).min(1).max(50) });

export const publishBodySchema = z.object({
  shopId: idSchema,
  categoryId: text().min(1, { error: 'validation.categoryRequired' }),
  attributes: z.array(z.object({ id: text(), name: text(), value: text() })).default([]),
  logistics: z.array(text()).min(1, { error: 'validation.logisticsRequired' }),
});

export const masterRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/master-product',
    summary: 'Master products',
    tags: ['stock'],
    query: z.object({
      ...pageFields(100, 10),
      search: searchQuery.optional(),
    }),
    response: pagedSchema(masterProductSummarySchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/app/master-product/:id',
    summary: 'A master product with its SKUs and linked listings',
    tags: ['stock'],
    params: idParams,
    response: masterProductSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/app/master-product',
    summary: 'Create a master product',
    tags: ['stock'],
    body: masterProductFormSchema,
    response: masterProductSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/app/master-product/:id',
    summary: 'Edit a master product (stock changes go through the stock edit)',
    tags: ['stock'],
    params: idParams,
    body: masterProductFormSchema,
    response: masterProductSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/master-product/:id',
    summary: 'Delete a master product and unlink its listings',
    tags: ['stock'],
    params: idParams,
    response: messageSchema,
  }),
  fromListings: defineRoute({
    method: 'POST',
    path: '/api/app/master-product/from-listings',
    summary: 'Create one master product per listing, linked to it',
    tags: ['stock'],
    body: fromListingsBodySchema,
    response: z.array(masterProductSchema),
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/api/app/master-product/link-suggestions',
    summary: 'Unlinked listing variants whose SKU matches a master SKU',
    tags: ['stock'],
    query: z.object({ masterProductId: idSchema.optional() }),
    response: z.array(linkSuggestionSchema),
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/api/app/master-product/link-candidates',
    summary: 'Listing variants to link by hand, searched by name or SKU',
    tags: ['stock'],
    query: z.object({
      search: searchQuery.optional(),
      marketplace: marketplaceKeySchema.optional(),
      limit: pageLimit(100, 20),
    }),
    response: z.array(linkedListingSchema.extend({ masterSkuId: z.string().nullable() })),
  }),
  link: defineRoute({
    method: 'POST',
    path: '/api/app/master-product/links',
    summary: 'Link listing variants to master SKUs (the central stock is pushed to them)',
    tags: ['stock'],
    body: linkBodySchema,
    response: z.object({ linked: z.number().int() }),
  }),
  unlink: defineRoute({
    method: 'DELETE',
    path: '/api/app/master-product/links/:variantId',
    summary: 'Unlink a listing variant',
    tags: ['stock'],
    params: z.object({ variantId: idSchema }),
    response: messageSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/app/master-product/:id/publish',
    summary: 'Publish a master product to a shop as a new listing, linked',
    tags: ['stock'],
    params: idParams,
    body: publishBodySchema,
    response: z.object({ listingId: z.string() }),
  }),
} as const;
