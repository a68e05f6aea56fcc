import { z } from 'zod';
import { idSchema, optionalString } from '../core/zod.ts';

/** Answers of the listing APIs: categories, attributes, channels, media and item/model writes. */

export const shopeeCategoryListSchema = z.object({
  response: z.object({
    category_list: z
      .array(
        z.object({
          category_id: idSchema,
          parent_category_id: idSchema.default('0'),
          original_category_name: optionalString,
          display_category_name: optionalString,
          has_children: z.boolean().default(false),
        }),
      )
      .default([]),
  }),
});

const attributeSchema = z.object({
  attribute_id: idSchema,
  mandatory: z.boolean().default(false),
  name: optionalString,
  attribute_value_list: z.array(z.object({ value_id: idSchema, name: optionalString })).default([]),
  attribute_info: z.object({ input_type: z.number().optional() }).default({}),
});
export type ShopeeAttribute = z.infer<typeof attributeSchema>;

export const shopeeAttributeTreeSchema = z.object({
  response: z.object({
    list: z
      .array(z.object({ category_id: idSchema, attribute_tree: z.array(attributeSchema).default([]) }))
      .default([]),
  }),
});

export const shopeeChannelListSchema = z.object({
  response: z.object({
    logistics_channel_list: z
      .array(
        z.object({
          logistics_channel_id: idSchema,
          logistics_channel_name: optionalString,
          enabled: z.boolean().default(false),
        }),
      )
      .default([]),
  }),
});

export const shopeeUploadImageSchema = z.object({
  response: z.object({
    image_info: z.object({
      image_id: z.string().min(1),
      image_url_list: z.array(z.object({ image_url_region: optionalString, image_url: z.string() })).min(1),
    }),
  }),
});

export const shopeeItemIdSchema = z.object({ response: z.object({ item_id: idSchema }) });

export const shopeeModelWriteSchema = z.object({
  response: z
    .object({
      model: z
        .array(z.object({ model_id: idSchema, tier_index: z.array(z.number()).default([]) }))
        .default([]),
    })
    .default({ model: [] }),
});
