import { publishBodySchema } from '@booster/contracts';
import { z } from 'zod';
import type { CategoryAttribute } from '../ui/category-attributes-input.tsx';

/** What the publish form holds for one shop: attribute values by attribute id. */
export type PublishFormValues = {
  categoryId: string;
  attributes: Record<string, string>;
  logistics: string[];
};

export const NO_CHOICE: PublishFormValues = { categoryId: '', attributes: {}, logistics: [] };

/**
 * The contract's publish rules (a category, at least one logistics channel) plus each required
 * attribute of the chosen category; the output is the request body without the shop.
 */
export const publishFormSchema = (attributes: readonly CategoryAttribute[]) =>
  publishBodySchema
    .pick({ categoryId: true, logistics: true })
    .extend({ attributes: z.record(z.string(), z.string()) })
    .superRefine((values, ctx) => {
      for (const attribute of attributes) {
        if (attribute.required && !values.attributes[attribute.id]?.trim())
          ctx.addIssue({
            code: 'custom',
            path: ['attributes', attribute.id],
            message: 'stock:validation.attributeRequired',
          });
      }
    })
    .transform(({ categoryId, logistics, attributes: values }) => ({
      categoryId,
      logistics,
      attributes: attributes
        .filter((attribute) => values[attribute.id]?.trim())
        .map(({ id, name }) => ({ id, name, value: values[id].trim() })),
    }));
