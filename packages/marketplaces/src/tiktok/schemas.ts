import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/** `{code: 0, message, request_id, data}`; non-zero code is an error. */
export function tiktokData<S extends z.ZodType>(schema: S) {
  return z.preprocess((body) => (body as { data?: unknown } | undefined)?.data, schema);
}

export const tiktokTokenSchema = tiktokData(
  z.object({
    access_token: z.string().min(1),
    access_token_expire_in: z.number(),
    refresh_token: z.string().min(1),
    refresh_token_expire_in: z.number(),
    open_id: optionalString,
    seller_name: optionalString,
    seller_base_region: optionalString,
  }),
);
export type TiktokToken = z.infer<typeof tiktokTokenSchema>;

export const tiktokShopsSchema = tiktokData(
  z.object({
    shops: z
      .array(
        z.object({
          id: idSchema,
          name: z.string(),
          region: optionalString,
          cipher: z.string(),
          code: optionalString,
        }),
      )
      .default([]),
  }),
);

export const tiktokProductSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: optionalString,
  status: z.string(),
  category_chains: z.array(z.object({ id: idSchema, is_leaf: z.boolean().optional() })).default([]),
  main_images: z.array(z.object({ uri: optionalString, urls: z.array(z.string()).default([]) })).default([]),
  product_attributes: z
    .array(
      z.object({
        id: idSchema,
        name: optionalString,
        values: z.array(z.object({ id: idSchema.optional(), name: optionalString })).default([]),
      }),
    )
    .default([]),
  skus: z
    .array(
      z.object({
        id: idSchema,
        seller_sku: optionalString,
        price: z
          .object({ tax_exclusive_price: numberSchema.optional(), sale_price: numberSchema.optional() })
          .default({}),
        inventory: z
          .array(z.object({ warehouse_id: idSchema.optional(), quantity: numberSchema }))
          .default([]),
        sales_attributes: z.array(z.object({ name: optionalString, value_name: optionalString })).default([]),
      }),
    )
    .default([]),
  package_weight: z.object({ value: numberSchema, unit: z.string().default('KILOGRAM') }).optional(),
  package_dimensions: z
    .object({ length: numberSchema, width: numberSchema, height: numberSchema, unit: optionalString })
    .optional(),
  /** Indonesia: a second-hand listing. */
  is_pre_owned: z.boolean().default(false),
  delivery_options: z
    .array(z.object({ id: idSchema, name: optionalString, is_available: z.boolean().default(true) }))
    .default([]),
  update_time: z.number().default(0),
});
export type TiktokProduct = z.infer<typeof tiktokProductSchema>;

export const tiktokProductDetailSchema = tiktokData(tiktokProductSchema);

export const tiktokProductSearchSchema = tiktokData(
  z.object({
    products: z.array(z.object({ id: idSchema })).default([]),
    next_page_token: optionalString,
    total_count: z.number().optional(),
  }),
);

export const tiktokCategoriesSchema = tiktokData(
  z.object({
    categories: z
      .array(z.object({ id: idSchema, parent_id: idSchema, local_name: z.string(), is_leaf: z.boolean() }))
      .default([]),
  }),
);

export const tiktokAttributesSchema = tiktokData(
  z.object({
    attributes: z
      .array(
        z.object({
          id: idSchema,
          name: z.string(),
          type: z.string(),
          // The documented spelling; the corrected one is read too in case the platform fixes it.
          is_requried: z.boolean().optional(),
          is_required: z.boolean().optional(),
          is_customizable: z.boolean().default(false),
          values: z.array(z.object({ id: idSchema, name: z.string() })).default([]),
        }),
      )
      .default([]),
  }),
);

export const tiktokWarehousesSchema = tiktokData(
  z.object({
    warehouses: z
      .array(
        z.object({
          id: idSchema,
          type: optionalString,
          effect_status: optionalString,
          is_default: z.boolean().default(false),
          /** Where the courier picks parcels up (Indonesia: no full_address on some shops). */
          address: z
            .object({
              full_address: optionalString,
              address_line1: optionalString,
              district: optionalString,
              city: optionalString,
              state: optionalString,
              postal_code: optionalString,
            })
            .optional(),
        }),
      )
      .default([]),
  }),
);

export const tiktokDeliveryOptionsSchema = tiktokData(
  z.object({ delivery_options: z.array(z.object({ id: idSchema, name: z.string() })).default([]) }),
);

export const tiktokUploadedImageSchema = tiktokData(
  z.object({ uri: z.string().min(1), url: z.string().min(1) }),
);

export const tiktokSavedProductSchema = tiktokData(z.object({ product_id: idSchema }));

const paid = numberSchema.default(0);

/** The 202309 order `payment`: amounts as decimal strings, each optional by market. */
const tiktokPaymentSchema = z.object({
  total_amount: paid,
  sub_total: numberSchema.optional(),
  original_total_product_price: numberSchema.optional(),
  seller_discount: paid,
  platform_discount: paid,
  shipping_fee: paid,
  original_shipping_fee: numberSchema.optional(),
  shipping_fee_seller_discount: paid,
  shipping_fee_cofunded_discount: paid,
  shipping_fee_platform_discount: paid,
  buyer_service_fee: paid,
  handling_fee: paid,
  item_insurance_fee: paid,
  shipping_insurance_fee: paid,
  small_order_fee: paid,
});
export type TiktokPayment = z.infer<typeof tiktokPaymentSchema>;

export const tiktokOrderSchema = z.object({
  id: idSchema,
  user_id: idSchema.optional(),
  status: z.string(),
  create_time: z.number(),
  update_time: z.number().default(0),
  paid_time: z.number().nullish(),
  /** A buyer's cancellation request waits for the seller; `status` stays what it was meanwhile. */
  is_buyer_request_cancel: z.boolean().default(false),
  buyer_email: optionalString,
  recipient_address: z
    .object({
      name: optionalString,
      phone_number: optionalString,
      full_address: optionalString,
      postal_code: optionalString,
      district_info: z
        .array(z.object({ address_level: optionalString, address_name: optionalString }))
        .default([]),
    })
    .optional(),
  payment: tiktokPaymentSchema.default(tiktokPaymentSchema.parse({})),
  payment_method_name: optionalString,
  shipping_provider: optionalString,
  tracking_number: optionalString,
  line_items: z
    .array(
      z.object({
        id: idSchema,
        product_id: idSchema,
        product_name: z.string(),
        sku_id: idSchema,
        sku_name: optionalString,
        seller_sku: optionalString,
        sale_price: numberSchema.default(0),
        /** Before discounts: the price our items show, so they add up to original_total_product_price. */
        original_price: numberSchema.optional(),
        package_id: optionalString,
      }),
    )
    .default([]),
  packages: z.array(z.object({ id: idSchema })).default([]),
});
export type TiktokOrder = z.infer<typeof tiktokOrderSchema>;

export const tiktokOrdersSchema = tiktokData(
  z.object({
    orders: z.array(tiktokOrderSchema).default([]),
    next_page_token: optionalString,
    total_count: z.number().optional(),
  }),
);

export const tiktokTimeSlotsSchema = tiktokData(
  z.object({
    can_pickup: z.boolean().default(true),
    can_drop_off: z.boolean().default(true),
    pickup_slots: z.array(z.object({ start_time: z.number(), end_time: z.number() })).default([]),
  }),
);

export const tiktokPackageSchema = tiktokData(z.object({ tracking_number: optionalString }));

export const tiktokDocumentSchema = tiktokData(z.object({ doc_url: z.string().min(1) }));

export const tiktokEmptySchema = z.object({ data: z.unknown() }).partial();

export const tiktokWebhookSchema = z.object({
  type: z.number(),
  tts_notification_id: z.string().min(1),
  shop_id: idSchema.optional(),
  timestamp: z.number(),
  data: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Finance 202309 "Get Transactions by Order": the order's statement transactions once TikTok Shop has
 * them. Amounts are decimal strings; fees and seller-borne shipping are negative.
 */
export const tiktokOrderStatementSchema = tiktokData(
  z.object({
    order_id: optionalString,
    statement_transactions: z
      .array(
        z.object({
          id: optionalString,
          revenue_amount: paid,
          fee_amount: paid,
          shipping_cost_amount: paid,
          adjustment_amount: paid,
          settlement_amount: paid,
        }),
      )
      .default([]),
  }),
);
export type TiktokOrderStatement = z.infer<typeof tiktokOrderStatementSchema>;
