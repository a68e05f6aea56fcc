import { z } from 'zod';
import { idSchema, optionalString } from '../core/zod.ts';
import { lazadaData } from './schemas.ts';

/** Answers of the listing APIs: category tree and attributes, providers, image upload, create. */

export type LazadaCategory = {
  category_id: string;
  name: string;
  leaf: boolean;
  children: LazadaCategory[];
};
const categorySchema: z.ZodType<LazadaCategory, unknown> = z.lazy(() =>
  z.object({
    category_id: idSchema,
    name: optionalString,
    leaf: z.boolean().default(false),
    children: z.array(categorySchema).default([]),
  }),
);
export const lazadaCategoryTreeSchema = lazadaData(z.array(categorySchema).default([]));

export const lazadaAttributesSchema = lazadaData(
  z
    .array(
      z.object({
        name: z.string(),
        label: optionalString,
        input_type: optionalString,
        attribute_type: z.string().default('normal'),
        is_mandatory: z.union([z.number(), z.boolean()]).transform(Boolean).default(false),
        options: z.array(z.object({ name: z.string() })).default([]),
      }),
    )
    .default([]),
);

export const lazadaShipmentProvidersSchema = lazadaData(
  z.object({
    shipment_providers: z
      .array(z.object({ name: z.string(), is_default: z.union([z.number(), z.boolean()]).optional() }))
      .default([]),
  }),
);

export const lazadaUploadImageSchema = lazadaData(
  z.object({ image: z.object({ url: z.string().min(1), hash_code: optionalString }) }),
);

export const lazadaCreateProductSchema = lazadaData(
  z.object({
    item_id: idSchema,
    sku_list: z.array(z.object({ seller_sku: optionalString, sku_id: idSchema })).default([]),
  }),
);
