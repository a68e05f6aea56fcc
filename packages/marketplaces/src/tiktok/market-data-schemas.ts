import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * TikTok Shop product cards as third-party relays show them [?] (no public search endpoint is known:
 * reference part 2, 4.4). Only the sandbox serves them; see docs/research.md.
 */
const productSchema = z.object({
  product_id: idSchema,
  title: optionalString,
  image: z.object({ url_list: z.array(z.string()).nullish() }).nullish(),
  product_price_info: z.object({ sale_price_decimal: numberSchema.optional() }).nullish(),
  rate_info: z.object({ score: numberSchema.optional(), review_count: numberSchema.optional() }).nullish(),
  sold_info: z.object({ sold_count: numberSchema.optional() }).nullish(),
  seller_info: z.object({ seller_id: idSchema.optional(), shop_name: optionalString }).nullish(),
  category_info: z.object({ category_id: idSchema.optional() }).nullish(),
  seo_url: z.object({ canonical_url: optionalString }).nullish(),
});
export type TiktokShopProduct = z.infer<typeof productSchema>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: numberSchema.default(0), message: optionalString, data: data.nullish() });

export const tiktokSearchAnswerSchema = envelope(
  z.object({
    products: z
      .array(productSchema)
      .nullish()
      .transform((v) => v ?? []),
    total: numberSchema.default(0),
    has_more: z.boolean().default(false),
  }),
);

export const tiktokSuggestAnswerSchema = envelope(
  z.object({
    suggestions: z
      .array(z.object({ word: optionalString }))
      .nullish()
      .transform((v) => v ?? []),
  }),
);

export type TiktokCategoryNode = { id: string; name: string; children: TiktokCategoryNode[] };
const categoryNodeSchema: z.ZodType<TiktokCategoryNode, unknown> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: optionalString,
    children: z
      .array(categoryNodeSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export const tiktokCategoriesAnswerSchema = envelope(z.object({ categories: z.array(categoryNodeSchema) }));
