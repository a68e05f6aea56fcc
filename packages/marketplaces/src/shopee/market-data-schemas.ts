import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Shopee's public web search (`/api/v4/search/*`), unofficial [comm] (reference part 2, 4.1).
 * Prices are ×100000. Newer answers may nest the body under `data`, so both are read.
 */
const itemBasicSchema = z.object({
  itemid: idSchema,
  shopid: idSchema,
  name: optionalString,
  catid: idSchema.optional(),
  image: z.string().nullish(),
  price: numberSchema.optional(),
  price_min: numberSchema.optional(),
  historical_sold: numberSchema.default(0),
  shop_location: optionalString,
  shop_name: z.string().nullish(),
  is_official_shop: z.boolean().nullish(),
  item_rating: z
    .object({ rating_star: numberSchema.default(0), rating_count: z.array(numberSchema).default([]) })
    .nullish(),
});
export type ShopeeItemBasic = z.infer<typeof itemBasicSchema>;

const searchBodySchema = z.object({
  items: z
    .array(z.object({ itemid: idSchema.optional(), item_basic: itemBasicSchema.nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  total_count: numberSchema.default(0),
  nomore: z.boolean().default(true),
});

/** `error` is absent or null on success; 90309999 = login required (the anti-bot wall). */
const errorSchema = z.object({ error: z.union([z.number(), z.string()]).nullish() });

export const shopeeSearchAnswerSchema = errorSchema.and(
  z.union([z.object({ data: searchBodySchema }), searchBodySchema.transform((data) => ({ data }))]),
);

const hintsSchema = z.object({
  keywords: z
    .array(z.object({ keyword: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});

export const shopeeHintAnswerSchema = errorSchema.and(
  z.union([z.object({ data: hintsSchema }), hintsSchema.transform((data) => ({ data }))]),
);

export type ShopeeCategoryNode = {
  catid: string;
  name: string;
  display_name: string;
  children: ShopeeCategoryNode[];
};

const categoryNodeSchema: z.ZodType<ShopeeCategoryNode, unknown> = z.lazy(() =>
  z.object({
    catid: idSchema,
    name: optionalString,
    display_name: optionalString,
    children: z
      .array(categoryNodeSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);

/** `GET /api/v4/pages/get_category_tree` [comm]: `data.category_list[]` with nested `children`. */
export const shopeeCategoryTreeAnswerSchema = errorSchema.and(
  z.object({
    data: z.object({
      category_list: z
        .array(categoryNodeSchema)
        .nullish()
        .transform((v) => v ?? []),
    }),
  }),
);
