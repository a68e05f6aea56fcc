import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/** Every Shopee answer: `error` empty on success, the payload in `response` (token calls: top level). */
export const shopeeEnvelopeSchema = z.object({
  request_id: z.string().optional(),
  error: z.string().nullish(),
  message: z.string().nullish(),
});

export const shopeeTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expire_in: z.number(),
  shop_id: idSchema.optional(),
  shop_id_list: z.array(idSchema).optional(),
});

/** get_shop_info answers at the top level on the real platform; some copies wrap it in `response`. */
const shopInfoFields = z.object({ shop_name: z.string(), region: z.string().default('ID') });
export const shopeeShopInfoSchema = z.union([
  z.object({ response: shopInfoFields }).transform((v) => v.response),
  shopInfoFields,
]);

const priceInfoSchema = z.object({
  current_price: numberSchema.optional(),
  original_price: numberSchema.optional(),
});
const stockInfoSchema = z
  .object({
    summary_info: z
      .object({
        total_available_stock: numberSchema.optional(),
        /** Units a campaign (flash sale) has locked; Shopee pushes changes as code 8. */
        total_reserved_stock: numberSchema.optional(),
      })
      .optional(),
    seller_stock: z.array(z.object({ stock: numberSchema })).optional(),
  })
  .optional();

export const shopeeItemListSchema = z.object({
  response: z.object({
    item: z.array(z.object({ item_id: idSchema })).default([]),
    total_count: z.number().optional(),
    has_next_page: z.boolean().default(false),
    next_offset: z.number().optional(),
  }),
});

export const shopeeItemSchema = z.object({
  item_id: idSchema,
  category_id: idSchema.optional(),
  item_name: z.string(),
  description: optionalString,
  item_sku: optionalString,
  update_time: z.number(),
  item_status: z.string(),
  price_info: z.array(priceInfoSchema).optional(),
  stock_info_v2: stockInfoSchema,
  image: z
    .object({
      image_url_list: z.array(z.string()).default([]),
      image_id_list: z.array(z.string()).default([]),
    })
    .optional(),
  weight: numberSchema.optional(),
  dimension: z
    .object({ package_length: numberSchema, package_width: numberSchema, package_height: numberSchema })
    .partial()
    .optional(),
  attribute_list: z
    .array(
      z.object({
        attribute_id: idSchema,
        original_attribute_name: optionalString,
        attribute_value_list: z
          .array(z.object({ value_id: idSchema.optional(), original_value_name: optionalString }))
          .default([]),
      }),
    )
    .default([]),
  logistic_info: z.array(z.object({ logistic_id: idSchema, enabled: z.boolean().default(true) })).default([]),
  condition: optionalString,
  has_model: z.boolean().default(false),
});
export type ShopeeItem = z.infer<typeof shopeeItemSchema>;

export const shopeeItemBaseInfoSchema = z.object({
  response: z.object({ item_list: z.array(shopeeItemSchema).default([]) }),
});

export const shopeeModelListSchema = z.object({
  response: z.object({
    tier_variation: z
      .array(
        z.object({ name: z.string(), option_list: z.array(z.object({ option: z.string() })).default([]) }),
      )
      .default([]),
    model: z
      .array(
        z.object({
          model_id: idSchema,
          model_sku: optionalString,
          tier_index: z.array(z.number()).default([]),
          price_info: z.array(priceInfoSchema).optional(),
          stock_info_v2: stockInfoSchema,
        }),
      )
      .default([]),
  }),
});
export type ShopeeModelList = z.infer<typeof shopeeModelListSchema>['response'];

export const shopeeStockResultSchema = z.object({
  response: z
    .object({
      failure_list: z
        .array(z.object({ model_id: idSchema.optional(), failed_reason: z.string().default('') }))
        .default([]),
    })
    .default({ failure_list: [] }),
});

export const shopeeOrderListSchema = z.object({
  response: z.object({
    order_list: z.array(z.object({ order_sn: z.string() })).default([]),
    more: z.boolean().default(false),
    next_cursor: z.string().default(''),
  }),
});

export const shopeeOrderSchema = z.object({
  order_sn: z.string(),
  order_status: z.string(),
  create_time: z.number(),
  update_time: z.number(),
  pay_time: z.number().nullish(),
  buyer_username: optionalString,
  buyer_user_id: idSchema.optional(),
  recipient_address: z
    .object({
      name: optionalString,
      phone: optionalString,
      full_address: optionalString,
      city: optionalString,
      state: optionalString,
      zipcode: optionalString,
    })
    .optional(),
  item_list: z
    .array(
      z.object({
        item_id: idSchema,
        item_name: z.string(),
        item_sku: optionalString,
        model_id: idSchema.optional(),
        model_sku: optionalString,
        /** The variant's name ("Hitam, XL"); empty for a product without variants. */
        model_name: optionalString,
        order_item_id: idSchema.optional(),
        model_quantity_purchased: z.number().default(1),
        model_discounted_price: numberSchema.optional(),
        model_original_price: numberSchema.optional(),
      }),
    )
    .default([]),
  total_amount: numberSchema.default(0),
  actual_shipping_fee: numberSchema.optional(),
  estimated_shipping_fee: numberSchema.optional(),
  payment_method: optionalString,
  shipping_carrier: optionalString,
  package_list: z.array(z.object({ package_number: z.string().optional() })).optional(),
});
export type ShopeeOrder = z.infer<typeof shopeeOrderSchema>;

export const shopeeOrderDetailSchema = z.object({
  response: z.object({ order_list: z.array(shopeeOrderSchema).default([]) }),
});

export const shopeeShippingParameterSchema = z.object({
  response: z.object({
    info_needed: z
      .object({ dropoff: z.array(z.string()).nullish(), pickup: z.array(z.string()).nullish() })
      .partial()
      .optional(),
    dropoff: z
      .object({
        branch_list: z
          .array(z.object({ branch_id: idSchema, address: optionalString, city: optionalString }))
          .nullish(),
      })
      .nullish(),
    pickup: z
      .object({
        address_list: z
          .array(
            z.object({
              address_id: idSchema,
              address: optionalString,
              city: optionalString,
              address_flag: z.array(z.string()).default([]),
              time_slot_list: z
                .array(
                  z.object({
                    pickup_time_id: idSchema,
                    date: z.number().optional(),
                    time_text: optionalString,
                  }),
                )
                .default([]),
            }),
          )
          .default([]),
      })
      .nullish(),
  }),
});
export type ShopeeShippingParameter = z.infer<typeof shopeeShippingParameterSchema>['response'];

export const shopeeTrackingNumberSchema = z.object({
  response: z.object({ tracking_number: z.string().default('') }),
});

export const shopeeDocumentResultSchema = z.object({
  response: z.object({
    result_list: z.array(
      z.object({ order_sn: z.string(), status: z.string(), fail_message: z.string().optional() }),
    ),
  }),
});

/** Some chat pushes (code 10) come without shop_id, code and timestamp (reference part 2, 1.1). */
export const shopeeWebhookSchema = z.object({
  shop_id: idSchema.optional(),
  code: z.number().optional(),
  timestamp: z.number().optional(),
  msg_id: idSchema.optional(),
  data: z.record(z.string(), z.unknown()).default({}),
});

const amount = numberSchema.default(0);

/** v2.payment.get_escrow_detail `order_income`: the fields our money breakdown reads. */
export const shopeeEscrowSchema = z.object({
  response: z.object({
    order_sn: z.string(),
    order_income: z.object({
      escrow_amount: amount,
      buyer_total_amount: amount,
      original_price: amount,
      seller_discount: amount,
      shopee_discount: amount,
      voucher_from_seller: amount,
      voucher_from_shopee: amount,
      coins: amount,
      payment_promotion: amount,
      buyer_paid_shipping_fee: amount,
      buyer_transaction_fee: amount,
      commission_fee: amount,
      service_fee: amount,
      seller_transaction_fee: amount,
      seller_coin_cash_back: amount,
      final_shipping_fee: amount,
      estimated_shipping_fee: amount,
      seller_shipping_discount: amount,
    }),
  }),
});
export type ShopeeOrderIncome = z.infer<typeof shopeeEscrowSchema>['response']['order_income'];
