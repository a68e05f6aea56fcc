import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Tokopedia's product page answer `pdpGetLayout` (reference part 2, §5): `basicInfo` and a list of
 * named components; the ones read here are product_media, product_content, product_detail and
 * new_variant_options. Prices are whole rupiah.
 */
const componentSchema = z.object({ name: z.string(), data: z.array(z.unknown()).nullish() });

export const pdpLayoutSchema = z.object({
  name: optionalString,
  basicInfo: z.object({
    id: idSchema,
    shopID: idSchema,
    shopName: optionalString,
    alias: optionalString,
    weight: numberSchema.nullish(),
    weightUnit: optionalString,
  }),
  components: z.array(componentSchema),
});

export const mediaDataSchema = z.object({
  media: z.array(z.object({ type: z.string(), URLOriginal: z.string() })).default([]),
});
export const contentDataSchema = z.object({
  name: z.string(),
  price: z.object({ value: numberSchema }),
  stock: z.object({ value: numberSchema }).nullish(),
});
export const detailDataSchema = z.object({
  content: z.array(z.object({ title: optionalString, subtitle: optionalString })).default([]),
});
export const variantDataSchema = z.object({
  variants: z.array(
    z.object({
      name: optionalString,
      option: z.array(z.object({ productVariantOptionID: idSchema, value: z.string() })),
    }),
  ),
  children: z.array(
    z.object({
      productID: idSchema,
      price: numberSchema,
      sku: optionalString,
      stock: z.object({ stock: numberSchema }).nullish(),
      optionID: z.array(idSchema),
    }),
  ),
});

/** The shop page: `shopInfoByID` and one page of `GetShopProduct`. */
export const shopInfoSchema = z.object({
  result: z
    .array(z.object({ shopCore: z.object({ shopID: idSchema, name: optionalString, domain: z.string() }) }))
    .min(1),
});
export const shopProductsSchema = z.object({
  data: z.array(z.object({ product_id: idSchema, product_url: z.string() })).default([]),
  links: z.object({ next: optionalString }).nullish(),
});
