import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Tokopedia's public GraphQL (`gql.tokopedia.com/graphql/<operation>`), unofficial [comm] (reference
 * part 2, 4.2). Every answer is an array, one `{ data, errors? }` per operation sent.
 */
const productSchema = z.object({
  id: idSchema,
  name: optionalString,
  url: optionalString,
  mediaURL: z.object({ image: optionalString, image300: optionalString }).nullish(),
  shop: z
    .object({
      id: idSchema.optional(),
      name: optionalString,
      city: optionalString,
      tier: numberSchema.optional(),
    })
    .nullish(),
  price: z.object({ text: optionalString, number: numberSchema.optional() }).nullish(),
  /** "4.9", or "" when nobody rated it. */
  rating: z.union([z.string(), z.number()]).nullish(),
  category: z.object({ id: idSchema.optional(), name: optionalString }).nullish(),
  labelGroups: z
    .array(z.object({ position: optionalString, title: optionalString }))
    .nullish()
    .transform((v) => v ?? []),
});
export type TokopediaProduct = z.infer<typeof productSchema>;

const errorsSchema = z.array(z.object({ message: optionalString })).nullish();

export const tokopediaSearchAnswerSchema = z.array(
  z.object({
    data: z
      .object({
        searchProductV5: z.object({
          header: z.object({ totalData: numberSchema.default(0) }),
          data: z.object({
            products: z
              .array(productSchema)
              .nullish()
              .transform((v) => v ?? []),
          }),
        }),
      })
      .nullish(),
    errors: errorsSchema,
  }),
);

export const tokopediaSuggestAnswerSchema = z.array(
  z.object({
    data: z
      .object({
        universe_suggestion: z.object({
          data: z
            .array(z.object({ items: z.array(z.object({ keyword: optionalString })).nullish() }))
            .nullish(),
        }),
      })
      .nullish(),
    errors: errorsSchema,
  }),
);

export type TokopediaCategoryNode = { id: string; name: string; child: TokopediaCategoryNode[] };
const categoryNodeSchema: z.ZodType<TokopediaCategoryNode, unknown> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: optionalString,
    child: z
      .array(categoryNodeSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);

export const tokopediaCategoriesAnswerSchema = z.array(
  z.object({
    data: z.object({ CategoryAllList: z.object({ categories: z.array(categoryNodeSchema) }) }).nullish(),
    errors: errorsSchema,
  }),
);
