import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Shopee's web pages embed their state as `<script type="text/mfe-initial-data">{"initialState":…}`.
 * A product page holds the PDP "BFF" answer (the same body as `/api/v4/pdp/get_pc`) under
 * `DOMAIN_PDP.data.PDP_BFF_DATA.cachedMap["<shopid>/<itemid>"]`; prices are ×100000 [comm].
 */
const modelSchema = z.object({
  model_id: idSchema,
  name: optionalString,
  price: numberSchema,
  stock: numberSchema.default(0),
  extinfo: z.object({ tier_index: z.array(z.number().int()).default([]) }).default({ tier_index: [] }),
});

const itemSchema = z.object({
  item_id: idSchema,
  shop_id: idSchema,
  title: z.string(),
  image: z.string().nullish(),
  images: z.array(z.string()).nullish(),
  price_min: numberSchema.optional(),
  price: numberSchema.optional(),
  stock: numberSchema.default(0),
  tier_variations: z
    .array(z.object({ name: optionalString, options: z.array(z.string()).default([]) }))
    .nullish()
    .transform((v) => v ?? []),
  models: z
    .array(modelSchema)
    .nullish()
    .transform((v) => v ?? []),
  /** Grams; absent on most public pages. */
  weight: numberSchema.nullish(),
});

export const shopeePdpSchema = z.object({
  item: itemSchema,
  product_images: z.object({ images: z.array(z.string()) }).nullish(),
  product_description: z
    .object({ paragraph_list: z.array(z.object({ type: z.number(), text: optionalString })).default([]) })
    .nullish(),
  shop_detailed: z.object({ shopid: idSchema, name: optionalString }).nullish(),
});
export type ShopeePdp = z.infer<typeof shopeePdpSchema>;

export const shopeePdpStateSchema = z.object({
  initialState: z.object({
    DOMAIN_PDP: z.object({
      data: z.object({
        PDP_BFF_DATA: z.object({ cachedMap: z.record(z.string(), z.unknown()) }),
      }),
    }),
  }),
});

/** A shop page: the shop and one page of its items (`?page=` from 0). */
export const shopeeShopStateSchema = z.object({
  initialState: z.object({
    DOMAIN_SHOP: z.object({
      data: z.object({
        SHOP_DETAIL: z.object({ shopid: idSchema, name: optionalString }),
        SHOP_ITEMS: z.object({
          items: z.array(z.object({ itemid: idSchema, shopid: idSchema })).default([]),
          nomore: z.boolean().default(true),
        }),
      }),
    }),
  }),
});
