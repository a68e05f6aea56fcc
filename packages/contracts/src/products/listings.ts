import { BULK_EDIT_KINDS } from '@booster/domain';
import { z } from 'zod';
import { idSchema, int4, money, searchQuery, text } from '../common/fields.ts';
import { keysetPagedSchema, keysetPageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema, shopRefFields } from '../shops/shops.ts';

export const listingStatusSchema = z.enum(['live', 'unlisted', 'soldout', 'violation', 'archived']);
/** List tabs (issue 4): unlisted and archived share a tab. */
export const listingTabSchema = z.enum(['all', 'live', 'unlisted', 'soldout', 'violation']);
export const stockFilterSchema = z.enum(['all', 'in', 'low', 'out']);
export const listingSortSchema = z.enum([
  'updated_desc',
  'updated_asc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
]);

/** A variant as it sells: its option values (one per tier), price in rupiah and stock. */
export const variantFields = {
  options: z.array(z.string()),
  price: z.number().int(),
  stock: z.number().int(),
};

export const listingVariantSchema = z.object({
  _id: z.string(),
  externalId: z.string(),
  sku: z.string(),
  name: z.string(),
  ...variantFields,
  /** The master SKU this variant is linked to (central stock), if any. */
  masterSkuId: z.string().nullable(),
});
export type ListingVariant = z.infer<typeof listingVariantSchema>;

/** A listing as a list or a picker names it: the platform's id, its name and its cover. */
export const listingRefFields = { externalId: z.string(), name: z.string(), image: z.string().nullable() };

/** A row of the marketplace product list. */
export const listingSummarySchema = z.object({
  _id: z.string(),
  ...shopRefFields,
  ...listingRefFields,
  status: listingStatusSchema,
  platformStatus: z.string(),
  skus: z.array(z.string()),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  totalStock: z.number().int(),
  variantCount: z.number().int(),
  supplier: z.string().nullable(),
  updatedAt: z.string(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const platformImageSchema = z.object({ imageId: text(), url: text() });
export const dimensionsSchema = z.object({
  lengthCm: int4().min(1),
  widthCm: int4().min(1),
  heightCm: int4().min(1),
});
export const tierSchema = z.object({
  name: text().trim().min(1, { error: 'validation.required' }).max(20),
  options: z
    .array(text().trim().min(1, { error: 'validation.required' }).max(30))
    .min(1)
    .max(50),
});
export const attributeValueSchema = z.object({ id: text(), name: text(), value: text() });

/** The whole listing as create and edit show it. */
export const listingDetailSchema = listingSummarySchema.extend({
  description: z.string(),
  categoryId: z.string(),
  images: z.array(platformImageSchema),
  attributes: z.array(attributeValueSchema),
  tiers: z.array(tierSchema),
  variants: z.array(listingVariantSchema),
  weightGrams: z.number().int(),
  dimensions: dimensionsSchema.nullable(),
  condition: z.enum(['new', 'used']),
  logistics: z.array(z.string()),
  syncedAt: z.string(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingListQuerySchema = z.object({
  ...keysetPageFields(100, 20),
  shopId: idSchema.optional(),
  search: searchQuery.optional(),
  tab: listingTabSchema.default('all'),
  stock: stockFilterSchema.default('all'),
  sort: listingSortSchema.default('updated_desc'),
});
export type ListingListQuery = z.input<typeof listingListQuerySchema>;

export const listingTabsSchema = z.record(listingTabSchema, z.number().int());
export type ListingTabs = z.infer<typeof listingTabsSchema>;

/**
 * Create and edit body. Field paths match `checkListing` issues (`variants.2.price`), so a 400's
 * `details.fields` lands on the right input. Images are either already on the platform or uploaded
 * to Booster first (`/api/app/product/images`), in which case `imageId` is empty.
 */
export const listingFormSchema = z.object({
  shopId: idSchema,
  name: text().trim().min(1, { error: 'validation.required' }),
  description: text(),
  categoryId: text().min(1, { error: 'validation.categoryRequired' }),
  attributes: z.array(attributeValueSchema).default([]),
  images: z.array(platformImageSchema),
  weightGrams: int4('validation.numberInvalid'),
  dimensions: dimensionsSchema.nullable().default(null),
  condition: z.enum(['new', 'used']).default('new'),
  logistics: z.array(text()).min(1, { error: 'validation.logisticsRequired' }),
  tiers: z.array(tierSchema).max(2).default([]),
  variants: z
    .array(
      z.object({
        _id: text().optional(),
        sku: text().trim().max(100).default(''),
        options: z.array(text()).default([]),
        price: money('validation.numberInvalid'),
        stock: int4('validation.numberInvalid').min(0),
      }),
    )
    .min(1),
});
export type ListingForm = z.infer<typeof listingFormSchema>;

export const categoryNodeSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  hasChildren: z.boolean(),
});
export const categoryAttributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  inputType: z.enum(['select', 'text']),
  values: z.array(z.string()),
});
export const logisticsChannelSchema = z.object({ id: z.string(), name: z.string(), enabled: z.boolean() });
export const shopQuerySchema = z.object({ shopId: idSchema });

export const uploadImageBodySchema = z.object({
  fileName: text().min(1).max(200),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  /** Base64 without the data: prefix; at most 2 MB decoded. */
  data: text().min(1),
});
export const uploadedImageSchema = z.object({ url: z.string() });

export const importProductsBodySchema = z.object({
  shopId: idSchema,
  ids: z.array(text().min(1)).min(1).max(100),
});

export const marketplaceParamsSchema = z.object({ marketplace: marketplaceKeySchema });
export const listingParamsSchema = z.object({ marketplace: marketplaceKeySchema, id: idSchema });

export const listingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/product/:marketplace',
    summary: 'Marketplace products of one marketplace (all shops or one)',
    tags: ['products'],
    params: marketplaceParamsSchema,
    query: listingListQuerySchema,
    response: keysetPagedSchema(listingSummarySchema),
  }),
  tabs: defineRoute({
    method: 'GET',
    path: '/api/app/product/:marketplace/tabs',
    summary: 'Product counts per status tab',
    tags: ['products'],
    params: marketplaceParamsSchema,
    query: listingListQuerySchema.pick({ shopId: true, search: true, stock: true }),
    response: listingTabsSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/app/product/:marketplace/:id',
    summary: 'One marketplace product with variants',
    tags: ['products'],
    params: listingParamsSchema,
    response: listingDetailSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/app/product/:marketplace',
    summary: 'Create a product on the marketplace and store it',
    tags: ['products'],
    params: marketplaceParamsSchema,
    body: listingFormSchema,
    response: listingDetailSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/app/product/:marketplace/:id',
    summary: 'Edit a product on the marketplace',
    tags: ['products'],
    params: listingParamsSchema,
    body: listingFormSchema,
    response: listingDetailSchema,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/app/product/:marketplace/meta/categories',
    summary: "The platform's category tree for a shop",
    tags: ['products'],
    params: marketplaceParamsSchema,
    query: shopQuerySchema,
    response: z.array(categoryNodeSchema),
  }),
  attributes: defineRoute({
    method: 'GET',
    path: '/api/app/product/:marketplace/meta/categories/:categoryId/attributes',
    summary: "A category's attributes",
    tags: ['products'],
    params: z.object({ marketplace: marketplaceKeySchema, categoryId: text().min(1) }),
    query: shopQuerySchema,
    response: z.array(categoryAttributeSchema),
  }),
  logistics: defineRoute({
    method: 'GET',
    path: '/api/app/product/:marketplace/meta/logistics',
    summary: "The shop's logistics channels",
    tags: ['products'],
    params: marketplaceParamsSchema,
    query: shopQuerySchema,
    response: z.array(logisticsChannelSchema),
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/app/product/images',
    summary: 'Upload a product image to Booster storage',
    tags: ['products'],
    body: uploadImageBodySchema,
    response: uploadedImageSchema,
  }),
  importSome: defineRoute({
    method: 'POST',
    path: '/api/app/marketplace/:marketplace/import/product',
    summary: 'Re-import the named products of a shop now',
    tags: ['products'],
    params: marketplaceParamsSchema,
    body: importProductsBodySchema,
    response: z.object({ imported: z.number().int() }),
  }),
} as const;

export const bulkEditKindSchema = z.enum(BULK_EDIT_KINDS);
