import { z } from 'zod';
import { jakartaDay } from '../billing/coupons.ts';
import { refuseDayRange } from '../common/day-range.ts';
import { idParams, idSchema, money, searchQuery } from '../common/fields.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';

/**
 * Profit per order (issue 18): cost prices per master SKU with their history, and the profit report —
 * revenue less seller discounts, seller-borne shipping, the platform's fees and the cost of goods, per
 * order, product, shop and Jakarta day. Amounts are whole rupiah.
 */

/** At most a year and a day per report (the same bound as the other reports). */
export const PROFIT_MAX_DAYS = 366;

export const profitQuerySchema = z
  .object({ from: jakartaDay, to: jakartaDay, shopId: idSchema.optional() })
  .superRefine(refuseDayRange(PROFIT_MAX_DAYS));
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

/** Why an order has no profit yet: a line without a cost price, or fees the platform has not reported. */
export const PROFIT_GAPS = ['cost', 'fees'] as const;
export const profitGapSchema = z.enum(PROFIT_GAPS);

const parts = {
  revenue: z.number().int(),
  sellerDiscount: z.number().int(),
  shipping: z.number().int(),
  fees: z.number().int(),
  otherAdjustment: z.number().int(),
  costOfGoods: z.number().int(),
  profit: z.number().int(),
};

/** One order's parts: `fees` null until the platform reports them, cost and profit while a part is missing. */
const orderParts = {
  ...parts,
  fees: parts.fees.nullable(),
  costOfGoods: parts.costOfGoods.nullable(),
  profit: parts.profit.nullable(),
};

/** Sums over the orders whose profit is known; `incomplete` counts the orders left out. */
export const profitTotalsSchema = z.object({
  orders: z.number().int(),
  incomplete: z.number().int(),
  ...parts,
  /** Percent, one decimal. */
  margin: z.number().nullable(),
});
export type ProfitTotals = z.infer<typeof profitTotalsSchema>;

const shopRef = { shopId: z.string(), shopName: z.string(), marketplace: marketplaceKeySchema };

export const profitProductSchema = z.object({
  /** Null for lines of listings not linked to a master SKU (they have no cost price). */
  masterSkuId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  units: z.number().int(),
  revenue: z.number().int(),
  costOfGoods: z.number().int(),
  profit: z.number().int(),
  margin: z.number().nullable(),
  /** Units in orders whose profit is not known (left out of the figures). */
  incompleteUnits: z.number().int(),
});
export type ProfitProduct = z.infer<typeof profitProductSchema>;

export const profitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: profitTotalsSchema,
  /** Every Jakarta day of the range, zero days included. */
  byDay: z.array(profitTotalsSchema.extend({ day: z.string() })),
  byShop: z.array(profitTotalsSchema.extend(shopRef)),
  /** Per shop per day: days on which the shop had orders. */
  byShopDay: z.array(profitTotalsSchema.extend({ day: z.string(), shopId: z.string() })),
  byProduct: z.array(profitProductSchema),
});
export type ProfitReport = z.infer<typeof profitReportSchema>;

export const profitOrdersQuerySchema = z
  .object({
    from: jakartaDay,
    to: jakartaDay,
    shopId: idSchema.optional(),
    /** Only orders missing a cost price or fees (`gap`), or only complete ones. */
    only: z.enum(['complete', 'incomplete']).optional(),
    ...pageFields(100, 20),
  })
  .superRefine(refuseDayRange(PROFIT_MAX_DAYS));
export type ProfitOrdersQuery = z.input<typeof profitOrdersQuerySchema>;

export const profitOrderLineSchema = z.object({
  name: z.string(),
  sku: z.string(),
  masterSkuId: z.string().nullable(),
  masterSku: z.string().nullable(),
  quantity: z.number().int(),
  unitCost: z.number().int().nullable(),
  revenue: z.number().int(),
  deductions: z.number().int(),
  costOfGoods: z.number().int().nullable(),
  profit: z.number().int().nullable(),
});

export const profitOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  ...shopRef,
  placedAt: z.string(),
  day: z.string(),
  ...orderParts,
  margin: z.number().nullable(),
  gaps: z.array(profitGapSchema),
  lines: z.array(profitOrderLineSchema),
});
export type ProfitOrder = z.infer<typeof profitOrderSchema>;

/** A master SKU with the cost price in force today. */
export const costPriceRowSchema = z.object({
  masterSkuId: z.string(),
  masterProductId: z.string(),
  productName: z.string(),
  sku: z.string(),
  name: z.string(),
  /** Null when no cost price is in force today. */
  cost: z.number().int().nullable(),
  effectiveFrom: z.string().nullable(),
  /** A cost price set for a later day. */
  next: z.object({ cost: z.number().int(), effectiveFrom: z.string() }).nullable(),
  entries: z.number().int(),
});
export type CostPriceRow = z.infer<typeof costPriceRowSchema>;

export const costPriceEntrySchema = z.object({
  _id: z.string(),
  cost: z.number().int(),
  effectiveFrom: z.string(),
  createdAt: z.string(),
});
export type CostPriceEntry = z.infer<typeof costPriceEntrySchema>;

/** Most cost prices one save takes (a page of the bulk editor, or a pasted sheet). */
export const COST_PRICES_PER_SAVE = 500;

export const costPriceInputSchema = z.object({
  masterSkuId: idSchema,
  cost: money().min(0, { error: 'validation.costPriceNegative' }),
  /** The Jakarta day from which the cost counts; a second save for the same day replaces it. */
  effectiveFrom: jakartaDay,
});
export type CostPriceInput = z.infer<typeof costPriceInputSchema>;

export const setCostPricesBodySchema = z.object({
  items: z
    .array(costPriceInputSchema)
    .min(1, { error: 'validation.required' })
    .max(COST_PRICES_PER_SAVE, { error: 'validation.costPricesTooMany' }),
});
export type SetCostPricesBody = z.infer<typeof setCostPricesBodySchema>;

/**
 * The bulk editor's form: one day for the page and a new cost (or none) per master SKU row; the rows
 * with a cost become `setCostPricesBody.items`.
 */
export const costPriceSheetSchema = z.object({
  effectiveFrom: jakartaDay,
  rows: z.array(
    z.object({
      masterSkuId: idSchema,
      cost: money().min(0, { error: 'validation.costPriceNegative' }).nullable(),
    }),
  ),
});
export type CostPriceSheet = z.infer<typeof costPriceSheetSchema>;

/** The report's orders as CSV (outside the JSON contracts): `?from=&to=&shopId=` like the report. */
export const PROFIT_CSV_PATH = '/api/app/profit/orders.csv';

export const profitRoutes = {
  report: defineRoute({
    method: 'GET',
    path: '/api/app/profit/report',
    summary: 'Profit and margin per day, shop, shop per day and product',
    tags: ['profit'],
    query: profitQuerySchema,
    response: profitReportSchema,
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/api/app/profit/orders',
    summary: 'Profit per order with its breakdown',
    tags: ['profit'],
    query: profitOrdersQuerySchema,
    response: pagedSchema(profitOrderSchema),
  }),
  costPrices: defineRoute({
    method: 'GET',
    path: '/api/app/profit/cost-prices',
    summary: 'Master SKUs with their cost price in force today',
    tags: ['profit'],
    query: z.object({
      ...pageFields(100, 20),
      search: searchQuery.optional(),
      /** Only master SKUs without a cost price in force today. */
      missing: z.enum(['true', 'false']).optional(),
    }),
    response: pagedSchema(costPriceRowSchema),
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/app/profit/cost-prices/:masterSkuId/history',
    summary: "A master SKU's cost prices, newest first",
    tags: ['profit'],
    params: z.object({ masterSkuId: idSchema }),
    response: z.array(costPriceEntrySchema),
  }),
  setCostPrices: defineRoute({
    method: 'POST',
    path: '/api/app/profit/cost-prices',
    summary: 'Set cost prices of master SKUs from a day on (all or nothing)',
    tags: ['profit'],
    body: setCostPricesBodySchema,
    response: z.object({ saved: z.number().int() }),
  }),
  removeEntry: defineRoute({
    method: 'DELETE',
    path: '/api/app/profit/cost-prices/entries/:id',
    summary: 'Remove one cost price entry',
    tags: ['profit'],
    params: idParams,
    response: z.object({ removed: z.boolean() }),
  }),
} as const;
