import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Bukalapak's public web API (`api.bukalapak.com`, anonymous token from `accounts.bukalapak.com`),
 * unofficial [comm]: `multistrategy-products` answers `{ data: [...], meta }`; the other paths [?].
 */
export const bukalapakTokenSchema = z.object({
  access_token: z.string(),
  expires_in: numberSchema.default(3600),
});

const productSchema = z.object({
  id: idSchema,
  name: optionalString,
  price: numberSchema.default(0),
  url: optionalString,
  images: z.object({ large_urls: z.array(z.string()).nullish() }).nullish(),
  rating: z.object({ average_rate: numberSchema.default(0), user_count: numberSchema.default(0) }).nullish(),
  stats: z.object({ sold_count: numberSchema.default(0) }).nullish(),
  category: z.object({ id: idSchema.optional(), name: optionalString }).nullish(),
  store: z
    .object({
      id: idSchema.optional(),
      name: optionalString,
      brand_seller: z.boolean().nullish(),
      address: z.object({ city: optionalString }).nullish(),
    })
    .nullish(),
});
export type BukalapakProduct = z.infer<typeof productSchema>;

export const bukalapakSearchAnswerSchema = z.object({
  data: z
    .array(productSchema)
    .nullish()
    .transform((v) => v ?? []),
  meta: z.object({
    total: numberSchema.default(0),
    page: numberSchema.default(1),
    total_pages: numberSchema.default(0),
  }),
});

export const bukalapakKeywordsAnswerSchema = z.object({
  data: z
    .array(z.object({ keyword: optionalString }))
    .nullish()
    .transform((v) => v ?? []),
});

/** `facet=true`: the category filter of the result page [?]. */
export const bukalapakFacetAnswerSchema = z.object({
  meta: z.object({
    facets: z
      .array(
        z.object({
          name: optionalString,
          values: z.array(z.object({ id: idSchema, name: optionalString, parent_name: optionalString })),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
  }),
});
