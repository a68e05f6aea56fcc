import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/** Most APIs answer `{code:"0", data}`; the fulfillment APIs answer `{code:"0", result:{success, data}}`. */
export function lazadaData<S extends z.ZodType>(schema: S) {
  return z.preprocess((body) => {
    const envelope = (body ?? {}) as { data?: unknown; result?: { data?: unknown } };
    return envelope.result?.data ?? envelope.data;
  }, schema);
}

export const lazadaTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number(),
  refresh_expires_in: z.number(),
  account: optionalString,
  country: optionalString,
  country_user_info: z
    .array(z.object({ country: optionalString, seller_id: idSchema, user_id: idSchema.optional() }))
    .default([]),
});
export type LazadaToken = z.infer<typeof lazadaTokenSchema>;

export const lazadaSellerSchema = lazadaData(
  z.object({ name: z.string(), seller_id: idSchema, location: optionalString }),
);

export const lazadaProductSchema = z.object({
  item_id: idSchema,
  primary_category: idSchema.optional(),
  status: optionalString,
  attributes: z.object({ name: z.string(), description: optionalString }).passthrough(),
  images: z.array(z.string()).default([]),
  skus: z
    .array(
      z
        .object({
          SkuId: idSchema,
          SellerSku: optionalString,
          quantity: numberSchema.default(0),
          price: numberSchema.default(0),
          Status: optionalString,
          Images: z.array(z.string()).default([]),
          package_weight: numberSchema.optional(),
          package_length: numberSchema.optional(),
          package_width: numberSchema.optional(),
          package_height: numberSchema.optional(),
          saleProp: z.record(z.string(), z.string()).optional(),
          /** A campaign's own stock of the SKU, sellable in that channel between its times only. */
          channelInventories: z
            .array(
              z.object({
                sellableQuantity: numberSchema.default(0),
                startTime: optionalString,
                endTime: optionalString,
              }),
            )
            .nullish(),
        })
        .passthrough(),
    )
    .default([]),
  updated_time: z.union([z.string(), z.number()]).optional(),
  /** Variation1, Variation2: the tiers; each SKU's saleProp names its option by the tier's name. */
  variation: z
    .record(z.string(), z.object({ name: z.string(), options: z.array(z.string()).default([]) }))
    .optional(),
});
export type LazadaProduct = z.infer<typeof lazadaProductSchema>;

export const lazadaProductsSchema = lazadaData(
  z.object({ total_products: z.number().optional(), products: z.array(lazadaProductSchema).default([]) }),
);

export const lazadaProductItemSchema = lazadaData(lazadaProductSchema);

export const lazadaOrderSchema = z.object({
  order_id: idSchema,
  buyer_id: idSchema.optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The items' price before vouchers (shipping not included). */
  price: numberSchema.default(0),
  /** What the buyer paid for shipping: shipping_fee_original less both shipping discounts. */
  shipping_fee: numberSchema.default(0),
  shipping_fee_original: numberSchema.optional(),
  shipping_fee_discount_seller: numberSchema.default(0),
  shipping_fee_discount_platform: numberSchema.default(0),
  voucher: numberSchema.default(0),
  voucher_seller: numberSchema.optional(),
  voucher_platform: numberSchema.optional(),
  payment_method: optionalString,
  customer_first_name: optionalString,
  customer_last_name: optionalString,
  address_shipping: z
    .object({
      first_name: optionalString,
      last_name: optionalString,
      phone: optionalString,
      address1: optionalString,
      address3: optionalString,
      city: optionalString,
      post_code: optionalString,
    })
    .optional(),
  statuses: z.array(z.string()).default([]),
});
export type LazadaOrder = z.infer<typeof lazadaOrderSchema>;

export const lazadaOrdersSchema = lazadaData(
  z.object({
    count: z.number().optional(),
    countTotal: z.number().optional(),
    orders: z.array(lazadaOrderSchema).default([]),
  }),
);

export const lazadaOrderOneSchema = lazadaData(lazadaOrderSchema);

export const lazadaOrderItemSchema = z.object({
  order_item_id: idSchema,
  product_id: idSchema.optional(),
  sku_id: idSchema.optional(),
  sku: optionalString,
  name: z.string(),
  /** The variant as Lazada words it ("Warna:Hitam, Ukuran:XL"); empty without variants. */
  variation: optionalString,
  item_price: numberSchema.default(0),
  paid_price: numberSchema.optional(),
  voucher_seller: numberSchema.default(0),
  voucher_platform: numberSchema.default(0),
  status: optionalString,
  tracking_code: optionalString,
  shipment_provider: optionalString,
  package_id: optionalString,
});
export type LazadaOrderItem = z.infer<typeof lazadaOrderItemSchema>;

export const lazadaMultipleOrderItemsSchema = lazadaData(
  z.array(z.object({ order_id: idSchema, order_items: z.array(lazadaOrderItemSchema).default([]) })),
);

/**
 * QueryTransactionDetails `/finance/transaction/details/get`: `data` is the list of the seller's
 * transactions, one per order item and transaction type (`fee_type` id, `fee_name`), amounts as
 * decimal strings, charges negative. Lazada posts an order's rows when it settles the order.
 */
export const lazadaTransactionsSchema = lazadaData(
  z
    .array(
      z.object({
        order_no: idSchema.optional(),
        orderItem_no: idSchema.optional(),
        fee_type: idSchema.optional(),
        fee_name: optionalString,
        transaction_type: optionalString,
        amount: numberSchema.default(0),
      }),
    )
    .nullish()
    .transform((rows) => rows ?? []),
);
export type LazadaTransaction = z.infer<typeof lazadaTransactionsSchema>[number];

export const lazadaProvidersSchema = lazadaData(
  z.object({
    shipment_providers: z.array(z.object({ name: z.string(), provider_code: idSchema })).default([]),
  }),
);

export const lazadaPackSchema = lazadaData(
  z.object({
    pack_order_list: z.array(
      z.object({
        order_item_list: z.array(
          z.object({
            order_item_id: idSchema,
            package_id: optionalString,
            tracking_number: optionalString,
            item_err_code: optionalString,
            msg: optionalString,
          }),
        ),
      }),
    ),
  }),
);

export const lazadaRtsSchema = lazadaData(
  z.object({
    packages: z
      .array(z.object({ package_id: z.string(), item_err_code: optionalString, msg: optionalString }))
      .default([]),
  }),
);

export const lazadaDocumentSchema = lazadaData(z.object({ pdf_url: z.string().min(1) }));

export const lazadaAnySchema = z.unknown();

export const lazadaWebhookSchema = z.object({
  seller_id: idSchema,
  message_type: z.number(),
  /** IM pushes may come without it [?]. */
  timestamp: z.number().optional(),
  data: z.record(z.string(), z.unknown()).default({}),
});
