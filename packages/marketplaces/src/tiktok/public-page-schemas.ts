import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * TikTok Shop's web pages: `<script id="__MODERN_ROUTER_DATA__" type="application/json">` with
 * `loaderData[<route>].page_config.components_map`, a list of `{component_type, component_data}` [comm].
 */
export const routerDataSchema = z.object({
  loaderData: z.record(z.string(), z.unknown()),
});
export const pageConfigSchema = z.object({
  page_config: z.object({
    components_map: z.array(z.object({ component_type: z.string(), component_data: z.unknown() })),
  }),
});

const priceValue = z.object({ price_val: numberSchema });

export const productInfoSchema = z.object({
  product_info: z.object({
    product_id: idSchema,
    product_base: z.object({
      title: z.string(),
      images: z.array(z.object({ url_list: z.array(z.string()).min(1) })).default([]),
      /** A JSON string: `[{type: 'text', text}, {type: 'image', image}]`. */
      desc_detail: optionalString,
      price: z.object({ real_price: priceValue }).nullish(),
    }),
    sale_props: z
      .array(
        z.object({
          prop_id: idSchema,
          prop_name: optionalString,
          sale_prop_values: z.array(z.object({ prop_value_id: idSchema, prop_value: z.string() })),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
    skus: z
      .array(
        z.object({
          sku_id: idSchema,
          sku_sale_props: z.array(z.object({ prop_id: idSchema, prop_value_id: idSchema })).default([]),
          price: z.object({ real_price: priceValue }),
          stock: numberSchema.default(0),
          seller_sku: optionalString,
        }),
      )
      .default([]),
    seller: z.object({ seller_id: idSchema, name: optionalString }),
    logistic: z
      .object({ package_weight: z.object({ value: numberSchema, unit: optionalString }).nullish() })
      .nullish(),
  }),
});

export const descriptionPartsSchema = z.array(z.object({ type: z.string(), text: optionalString }));

export const shopInfoSchema = z.object({ seller_id: idSchema, shop_name: optionalString });
export const shopProductListSchema = z.object({
  products: z
    .array(z.object({ product_id: idSchema, seo_url: z.object({ canonical_url: z.string() }) }))
    .default([]),
  has_more: z.boolean().default(false),
});
