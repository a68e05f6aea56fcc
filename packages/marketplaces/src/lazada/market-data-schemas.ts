import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Lazada's catalogue pages with `?ajax=true`, unofficial [comm] (reference part 2, 4.3). Numbers
 * mostly arrive as strings. A Baxia block answers `rgv587_flag` (and a captcha URL) instead.
 */
const listItemSchema = z.object({
  itemId: idSchema.optional(),
  nid: idSchema.optional(),
  name: optionalString,
  itemUrl: optionalString,
  productUrl: optionalString,
  image: optionalString,
  price: numberSchema.optional(),
  ratingScore: numberSchema.optional(),
  review: numberSchema.optional(),
  itemSoldCntShow: optionalString,
  location: optionalString,
  sellerName: optionalString,
  sellerId: idSchema.optional(),
  categories: z.array(idSchema).nullish(),
});
export type LazadaListItem = z.infer<typeof listItemSchema>;

export const lazadaCatalogAnswerSchema = z.object({
  rgv587_flag: z.string().optional(),
  mods: z
    .object({
      listItems: z
        .array(listItemSchema)
        .nullish()
        .transform((v) => v ?? []),
      filter: z
        .object({
          filterItems: z
            .array(
              z.object({
                name: optionalString,
                options: z
                  .array(z.object({ id: idSchema.optional(), value: optionalString, title: optionalString }))
                  .nullish()
                  .transform((v) => v ?? []),
              }),
            )
            .nullish()
            .transform((v) => v ?? []),
        })
        .nullish(),
    })
    .nullish(),
  mainInfo: z
    .object({ totalResults: numberSchema.default(0), noMorePages: z.boolean().optional() })
    .nullish(),
});

/** The search box's suggestions [?]. */
export const lazadaSuggestAnswerSchema = z.object({
  rgv587_flag: z.string().optional(),
  result: z
    .array(z.object({ query: optionalString }))
    .nullish()
    .transform((v) => v ?? []),
});
