import { z } from 'zod';
import { idParams, idSchema, int4, money, text } from '../common/fields.ts';
import { itemRunSchema } from '../common/item-run.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';
import { attributeValueSchema, bulkEditKindSchema, platformImageSchema } from './listings.ts';

/**
 * One row of a bulk edit: the listing and only the fields that kind edits. Rows are whole products;
 * the server merges each into the stored listing and sends the full product to the platform.
 */
export const bulkRowSchemas = {
  'name-description': z.object({
    listingId: idSchema,
    name: text().trim().min(1, { error: 'validation.required' }),
    description: text(),
  }),
  'category-attribute': z.object({
    listingId: idSchema,
    categoryId: text().min(1, { error: 'validation.categoryRequired' }),
    attributes: z.array(attributeValueSchema),
  }),
  'stock-price': z.object({
    listingId: idSchema,
    variants: z
      .array(
        z.object({
          variantId: idSchema,
          price: money('validation.numberInvalid'),
          stock: int4('validation.numberInvalid').min(0),
        }),
      )
      .min(1),
  }),
  logistic: z.object({ listingId: idSchema, logistics: z.array(text()).min(1) }),
  supplier: z.object({ listingId: idSchema, supplier: text().trim().max(120) }),
  'edit-images': z.object({ listingId: idSchema, images: z.array(platformImageSchema).min(1) }),
} as const;

export const bulkEditBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('name-description'),
    rows: z.array(bulkRowSchemas['name-description']).min(1).max(500),
  }),
  z.object({
    kind: z.literal('category-attribute'),
    rows: z.array(bulkRowSchemas['category-attribute']).min(1).max(500),
  }),
  z.object({ kind: z.literal('stock-price'), rows: z.array(bulkRowSchemas['stock-price']).min(1).max(500) }),
  z.object({ kind: z.literal('logistic'), rows: z.array(bulkRowSchemas.logistic).min(1).max(500) }),
  z.object({ kind: z.literal('supplier'), rows: z.array(bulkRowSchemas.supplier).min(1).max(500) }),
  z.object({ kind: z.literal('edit-images'), rows: z.array(bulkRowSchemas['edit-images']).min(1).max(500) }),
]);
export type BulkEditBody = z.infer<typeof bulkEditBodySchema>;

/** A bulk run as the result dialog shows it (spec section 8). */
export const bulkRunSchema = itemRunSchema.extend({ marketplace: marketplaceKeySchema });
export type BulkRun = z.infer<typeof bulkRunSchema>;

export const bulkRoutes = {
  start: defineRoute({
    method: 'POST',
    path: '/api/app/product/:marketplace/bulk',
    summary: 'Start a bulk edit; one job per product',
    tags: ['products'],
    params: z.object({ marketplace: marketplaceKeySchema }),
    body: bulkEditBodySchema,
    response: bulkRunSchema,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/app/product/bulk-runs/:id',
    summary: 'Progress and result of a bulk edit',
    tags: ['products'],
    params: idParams,
    response: bulkRunSchema,
  }),
} as const;

export { bulkEditKindSchema };
