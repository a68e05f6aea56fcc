import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/** OAuth2 token answer of accounts.bukalapak.com (reference 5). */
export const bukalapakTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number(),
  token_type: optionalString,
});

/** API answers: `{ data, meta: { http_status, total?, offset?, limit? }, errors?: [{ code, message }] }`. */
function envelope<S extends z.ZodType>(schema: S) {
  return z.object({
    data: schema,
    meta: z.object({ total: z.number().optional() }).partial().default({}),
  });
}

/**
 * [sandbox-defined] GET /stores/me: the store of the authorized seller, which is the shop Booster
 * connects (GET /me names the user, whose id is not the store's). Agreed with apps/sandbox/src/bukalapak.
 */
export const bukalapakStoreSchema = envelope(
  z.object({
    id: idSchema,
    name: z.string(),
  }),
);

/**
 * [sandbox-defined] product shape (the reference confirms no product API), agreed with the sandbox:
 * GET /stores/me/products (`offset`, `limit` ≤ 50, `updated_since`), GET /products/{id},
 * PATCH /products/{id}/skus/{sku_id} with { stock } or { price }, POST /products and PUT /products/{id}
 * with a whole product (see mappers/listing.ts). `images.ids` are what create and edit take back.
 */
export const bukalapakProductSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: optionalString,
  condition: optionalString,
  category: z.object({ id: idSchema }).optional(),
  state: z.string(),
  weight: numberSchema.default(0),
  dimensions: z.object({ length: numberSchema, width: numberSchema, height: numberSchema }).nullish(),
  images: z
    .object({ ids: z.array(idSchema).default([]), large_urls: z.array(z.string()).default([]) })
    .default({ ids: [], large_urls: [] }),
  attributes: z.array(z.object({ id: idSchema, name: optionalString, value: optionalString })).default([]),
  couriers: z.array(idSchema).default([]),
  variant_types: z
    .array(z.object({ name: z.string(), options: z.array(z.string()).default([]) }))
    .default([]),
  skus: z
    .array(
      z.object({
        id: idSchema,
        sku_name: optionalString,
        variant_name: optionalString,
        options: z.array(z.string()).default([]),
        price: numberSchema,
        stock: numberSchema,
      }),
    )
    .default([]),
  updated_at: z.string(),
});
export type BukalapakProduct = z.infer<typeof bukalapakProductSchema>;

export const bukalapakProductsSchema = envelope(z.array(bukalapakProductSchema));
export const bukalapakProductOneSchema = envelope(bukalapakProductSchema);

const rupiah = numberSchema.default(0);

/**
 * [sandbox-defined] `amount.details`: total = item − seller_voucher − voucher + delivery −
 * delivery_discount + insurance + administration.
 */
const bukalapakAmountDetailsSchema = z.object({
  item: numberSchema.optional(),
  seller_voucher: rupiah,
  voucher: rupiah,
  delivery: rupiah,
  delivery_discount: rupiah,
  insurance: rupiah,
  administration: rupiah,
});
export type BukalapakAmountDetails = z.infer<typeof bukalapakAmountDetailsSchema>;

/**
 * A sale from GET /transactions?context=sale and GET /transactions/{id} (paths from reference 5). The
 * reference names no fields, so this v4-style shape is agreed with the sandbox: `buyer`, `delivery`
 * (`consignee`, `carrier`, `tracking_number`), `amount` (`total`, `details`), and per item the
 * `product` and the SKU it was bought as (`stuff`).
 */
export const bukalapakTransactionSchema = z.object({
  id: idSchema,
  state: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullish(),
  buyer: z.object({ name: optionalString }).default({ name: '' }),
  delivery: z
    .object({
      carrier: optionalString,
      tracking_number: optionalString,
      consignee: z
        .object({
          name: optionalString,
          phone: optionalString,
          address: optionalString,
          city: optionalString,
          province: optionalString,
          post_code: optionalString,
        })
        .optional(),
    })
    .optional(),
  items: z
    .array(
      z.object({
        id: idSchema,
        product: z.object({ id: idSchema, name: z.string() }),
        stuff: z.object({ id: idSchema, sku_name: optionalString, variant_name: optionalString }).optional(),
        quantity: z.number(),
        price: numberSchema,
      }),
    )
    .default([]),
  amount: z
    .object({
      total: numberSchema.default(0),
      details: bukalapakAmountDetailsSchema.default(bukalapakAmountDetailsSchema.parse({})),
    })
    .default({ total: 0, details: bukalapakAmountDetailsSchema.parse({}) }),
  payment_method: optionalString,
});
export type BukalapakTransaction = z.infer<typeof bukalapakTransactionSchema>;

export const bukalapakTransactionsSchema = envelope(z.array(bukalapakTransactionSchema));
export const bukalapakTransactionOneSchema = envelope(bukalapakTransactionSchema);
export const bukalapakAnySchema = z.unknown();

/** [sandbox-defined] GET /categories: the whole tree, flat. */
export const bukalapakCategoriesSchema = envelope(
  z.array(z.object({ id: idSchema, name: z.string(), parent_id: idSchema.nullish(), leaf: z.boolean() })),
);

/** [sandbox-defined] GET /categories/{id}/attributes of a leaf category. */
export const bukalapakAttributesSchema = envelope(
  z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      required: z.boolean().default(false),
      input_type: z.string().default('text'),
      options: z.array(z.string()).default([]),
    }),
  ),
);

/** [sandbox-defined] GET /stores/me/couriers: the store's couriers, active or not. */
export const bukalapakCouriersSchema = envelope(
  z.array(z.object({ id: idSchema, name: z.string(), active: z.boolean().default(true) })),
);

/** [sandbox-defined] POST /images (multipart `file`). */
export const bukalapakImageSchema = envelope(z.object({ id: idSchema, url: z.string().min(1) }));
