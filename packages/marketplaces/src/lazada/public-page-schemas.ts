import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * Lazada's product page: `var __moduleData__ = {…};` with the page's fields under `data.root.fields`
 * (reference part 2, §5). `skuInfos` and `skuGalleries` are keyed by sku id, "0" being the default.
 */
export const lazadaFieldsSchema = z.object({
  product: z.object({ title: z.string(), desc: optionalString }),
  primaryKey: z.object({ itemId: idSchema, sellerId: idSchema }),
  skuInfos: z.record(
    z.string(),
    z.object({
      price: z.object({ salePrice: z.object({ value: numberSchema }) }).nullish(),
      stock: numberSchema.default(0),
      sellerSku: optionalString,
    }),
  ),
  productOption: z
    .object({
      skuBase: z.object({
        properties: z
          .array(
            z.object({
              pid: idSchema,
              name: optionalString,
              values: z.array(z.object({ vid: idSchema, name: z.string() })),
            }),
          )
          .default([]),
        skus: z.array(z.object({ skuId: idSchema, propPath: optionalString })).default([]),
      }),
    })
    .nullish(),
  skuGalleries: z
    .record(z.string(), z.array(z.object({ type: optionalString, src: z.string() })))
    .default({}),
  seller: z.object({ sellerId: idSchema, name: optionalString }).nullish(),
  specifications: z
    .record(z.string(), z.object({ features: z.record(z.string(), z.string()).default({}) }))
    .default({}),
});
export type LazadaFields = z.infer<typeof lazadaFieldsSchema>;

export const lazadaModuleDataSchema = z.object({
  data: z.object({ root: z.object({ fields: z.unknown() }) }),
});

/** A shop's product list: `window.pageData = {…}` with `mods.listItems` (the catalogue's own shape). */
export const lazadaShopPageSchema = z.object({
  mods: z.object({
    listItems: z
      .array(
        z.object({ itemId: idSchema, itemUrl: z.string(), sellerId: idSchema, sellerName: optionalString }),
      )
      .default([]),
  }),
  mainInfo: z.object({ page: numberSchema, pageSize: numberSchema, totalResults: numberSchema }),
  seller: z.object({ sellerId: idSchema, name: optionalString }).nullish(),
});
