import { LABEL_SIZES, ORDER_STATUSES, type OrderMoney } from '@booster/domain';
import { z } from 'zod';
import { idParams, idSchema, searchQuery, text } from '../common/fields.ts';
import { itemRunSchema } from '../common/item-run.ts';
import { keysetPagedSchema, keysetPageFields, pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema, shopNameFields, shopRefFields } from '../shops/shops.ts';

/** One status model for every platform (issue 5): the list lives in @booster/domain (order-status.ts). */
export { ORDER_STATUSES };
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatusKey = z.infer<typeof orderStatusSchema>;
export const orderTabSchema = z.enum(['all', ...ORDER_STATUSES]);

/** Date filter aliases of spec section 9 plus a custom range (`from`/`to`, ISO dates). */
export const orderDateSchema = z.enum(['all', 'today', 'last7days', 'last1month', 'custom']);

export const orderItemSchema = z.object({
  /** Lazada's order-item id; other platforms' line id. */
  externalItemId: z.string(),
  productExternalId: z.string(),
  variantExternalId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number().int(),
});

const rupiah = z.number().int();

/** The money of an order (`OrderMoney` of @booster/domain: it always adds up, see there). */
export const orderMoneySchema = z.object({
  itemsSubtotal: rupiah,
  sellerDiscount: rupiah,
  platformDiscount: rupiah,
  shippingFee: rupiah,
  shippingSellerDiscount: rupiah,
  shippingPlatformDiscount: rupiah,
  buyerFees: rupiah,
  otherAdjustment: rupiah,
  totalPaid: rupiah,
  /** What the seller receives, where the platform's order API reports it (Shopee); else null. */
  seller: z
    .object({ shippingCost: rupiah, fees: rupiah, otherAdjustment: rupiah, income: rupiah })
    .nullable(),
}) satisfies z.ZodType<OrderMoney>;
export type OrderMoneyView = z.infer<typeof orderMoneySchema>;

export const orderSummarySchema = z.object({
  _id: z.string(),
  ...shopRefFields,
  /** The platform's order number (Shopee order_sn, …). */
  orderNumber: z.string(),
  /** Lazada: the first order-item id (detail links use it, spec section 2). */
  orderItemId: z.string().nullable(),
  status: orderStatusSchema,
  platformStatus: z.string(),
  buyerName: z.string(),
  items: z.array(orderItemSchema),
  /** What the buyer paid (`money.totalPaid`), comparable across marketplaces. */
  totalAmount: z.number().int(),
  money: orderMoneySchema,
  courier: z.string(),
  trackingNumber: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Ship before this time or the platform counts the order late. */
  shipBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  recipient: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
  }),
  paymentMethod: z.string(),
  note: z.string(),
  timeline: z.array(z.object({ status: orderStatusSchema, platformStatus: z.string(), at: z.string() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListQuerySchema = z.object({
  ...keysetPageFields(100, 20),
  shopId: idSchema.optional(),
  /** Order number, buyer, product name or SKU, tracking number (resi). */
  search: searchQuery.optional(),
  tab: orderTabSchema.default('all'),
  date: orderDateSchema.default('all'),
  from: z.string().date({ error: 'validation.dateInvalid' }).optional(),
  to: z.string().date({ error: 'validation.dateInvalid' }).optional(),
  sort: z
    .enum(['created_desc', 'created_asc', 'total_desc', 'total_asc', 'ship_by_asc'])
    .default('created_desc'),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderTabsSchema = z.record(orderTabSchema, z.number().int());

export const shippingOptionsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  pickup: z
    .object({
      addressId: z.string(),
      address: z.string(),
      slots: z.array(z.object({ id: z.string(), label: z.string() })),
    })
    .nullable(),
  dropoff: z.object({ branches: z.array(z.object({ id: z.string(), name: z.string() })) }).nullable(),
  /** Why this order cannot be shipped now (already shipped, cancelled, platform error). */
  error: z.string().nullable(),
});

export const bulkShippingBodySchema = z.object({
  orders: z
    .array(
      z.discriminatedUnion('method', [
        z.object({ id: idSchema, method: z.literal('pickup'), addressId: text(), slotId: text() }),
        z.object({ id: idSchema, method: z.literal('dropoff'), branchId: text().optional() }),
      ]),
    )
    .min(1)
    .max(500),
});

/** A bulk shipping run as the bulk result dialog shows it (spec section 8). */
export const shippingRunSchema = itemRunSchema.extend({ marketplace: marketplaceKeySchema });
export type ShippingRun = z.infer<typeof shippingRunSchema>;

export const labelBatchBodySchema = z.object({
  ids: z.array(idSchema).min(1).max(500),
  layout: z.enum(LABEL_SIZES).default('a6'),
  pickingList: z.boolean().default(true),
});

export const labelBatchSchema = z.object({
  _id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  failures: z.array(z.object({ orderId: z.string(), orderNumber: z.string(), reason: z.string() })),
  /** Set when done: GET it for the merged PDF. */
  fileUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type LabelBatch = z.infer<typeof labelBatchSchema>;

export const orderRiskSchema = z.enum(['late_to_ship', 'unpaid_long', 'cancel_requested']);
export const monitorItemSchema = orderSummarySchema.extend({ risk: orderRiskSchema });

export const marketplaceParams = z.object({ marketplace: marketplaceKeySchema });
export const orderParams = z.object({ marketplace: marketplaceKeySchema, id: text().min(1).max(100) });

export const orderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/order/:marketplace',
    summary: 'Orders of one marketplace (all shops or one)',
    tags: ['orders'],
    params: marketplaceParams,
    query: orderListQuerySchema,
    response: keysetPagedSchema(orderSummarySchema),
  }),
  tabs: defineRoute({
    method: 'GET',
    path: '/api/app/order/:marketplace/tabs',
    summary: 'Order counts per status tab',
    tags: ['orders'],
    params: marketplaceParams,
    query: orderListQuerySchema.omit({
      page: true,
      cursor: true,
      exactTotal: true,
      limit: true,
      sort: true,
      tab: true,
    }),
    response: orderTabsSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/app/order/:marketplace/:id',
    summary: "One order; `id` is ours, or Lazada's order-item id",
    tags: ['orders'],
    params: orderParams,
    response: orderDetailSchema,
  }),
  shippingOptions: defineRoute({
    method: 'GET',
    path: '/api/app/order/:marketplace/shipping-options',
    summary: 'Pickup and drop-off parameters per order (Shopee, TikTok)',
    tags: ['orders'],
    params: marketplaceParams,
    query: z.object({ ids: text().min(1) }),
    response: z.array(shippingOptionsSchema),
  }),
  bulkShipping: defineRoute({
    method: 'POST',
    path: '/api/app/order/:marketplace/bulk/shipping',
    summary: 'Arrange shipment of many orders; one job per order',
    tags: ['orders'],
    params: marketplaceParams,
    body: bulkShippingBodySchema,
    response: shippingRunSchema,
  }),
  shippingRun: defineRoute({
    method: 'GET',
    path: '/api/app/order/shipping-runs/:id',
    summary: 'Progress and result of a bulk shipping run',
    tags: ['orders'],
    params: idParams,
    response: shippingRunSchema,
  }),
  printLabels: defineRoute({
    method: 'POST',
    path: '/api/app/order/:marketplace/bulk/print-label',
    summary: "Fetch every order's shipping label and merge them into one PDF (a job)",
    tags: ['orders'],
    params: marketplaceParams,
    body: labelBatchBodySchema,
    response: labelBatchSchema,
  }),
  labelBatch: defineRoute({
    method: 'GET',
    path: '/api/app/order/label-batches/:id',
    summary: 'Progress of a label batch; fileUrl when the PDF is ready',
    tags: ['orders'],
    params: idParams,
    response: labelBatchSchema,
  }),
  monitor: defineRoute({
    method: 'GET',
    path: '/api/app/order/monitor',
    summary: 'Orders at risk across all shops',
    tags: ['orders'],
    query: z.object({
      risk: orderRiskSchema.optional(),
      ...pageFields(100, 20),
    }),
    response: pagedSchema(monitorItemSchema),
  }),
} as const;

/** Label PDF download (binary, not JSON): GET /api/app/order/label-batches/:id/file. */
export const LABEL_FILE_PATH = '/api/app/order/label-batches/:id/file';

export const orderStatsQuerySchema = z.object({
  range: z.enum(['today', 'last7days', 'last1month']).default('today'),
});
export const orderStatsSchema = z.object({
  range: z.enum(['today', 'last7days', 'last1month']),
  totals: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  marketplaces: z.array(
    z.object({
      marketplace: marketplaceKeySchema,
      orders: z.number().int(),
      revenue: z.number().int(),
      shops: z.array(
        z.object({
          ...shopNameFields,
          orders: z.number().int(),
          revenue: z.number().int(),
        }),
      ),
    }),
  ),
  /** One point per day (Jakarta dates) or per hour for today. */
  series: z.array(z.object({ label: z.string(), orders: z.number().int(), revenue: z.number().int() })),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

export const orderStatsRoute = defineRoute({
  method: 'GET',
  path: '/api/app/dashboard/order',
  summary: 'Orders and revenue per marketplace and shop (statistics card)',
  tags: ['dashboard'],
  query: orderStatsQuerySchema,
  response: orderStatsSchema,
});
