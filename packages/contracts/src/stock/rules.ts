import { MAX_STOCK_RULE_UNITS, STOCK_RULE_LEVELS } from '@booster/domain';
import { z } from 'zod';
import { idParams, idSchema, int4 } from '../common/fields.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { marketplaceKeySchema, shopRefFields } from '../shops/shops.ts';

/** What a stock rule does (packages/domain stock-rules.ts computes with it). */
export const stockRuleValuesSchema = z.object({
  sharePercent: int4()
    .min(0, { error: 'validation.stockRuleShareRange' })
    .max(100, { error: 'validation.stockRuleShareRange' }),
  shareConstant: int4()
    .min(-MAX_STOCK_RULE_UNITS, { error: 'validation.stockRuleConstantRange' })
    .max(MAX_STOCK_RULE_UNITS, { error: 'validation.stockRuleConstantRange' }),
  buffer: int4()
    .min(0, { error: 'validation.stockRuleBufferRange' })
    .max(MAX_STOCK_RULE_UNITS, { error: 'validation.stockRuleBufferRange' }),
  /** Sell-out lock: below this many units only `lockShopIds` receive stock; null for no lock. */
  lockBelow: int4()
    .min(1, { error: 'validation.stockRuleLockRange' })
    .max(MAX_STOCK_RULE_UNITS, { error: 'validation.stockRuleLockRange' })
    .nullable(),
  lockShopIds: z.array(idSchema).max(100),
});
export type StockRuleValuesInput = z.infer<typeof stockRuleValuesSchema>;

/** A SKU rule, a shop rule, or the default (both null); never both. */
export const stockRuleBodySchema = stockRuleValuesSchema
  .extend({ masterSkuId: idSchema.nullable(), shopId: idSchema.nullable() })
  .refine((v) => v.masterSkuId === null || v.shopId === null, {
    path: ['shopId'],
    error: 'validation.stockRuleOneTarget',
  });
export type StockRuleBody = z.infer<typeof stockRuleBodySchema>;

export const stockRuleLevelSchema = z.enum(STOCK_RULE_LEVELS);

export const stockRuleSchema = stockRuleValuesSchema.extend({
  _id: z.string(),
  level: stockRuleLevelSchema,
  masterSkuId: z.string().nullable(),
  shopId: z.string().nullable(),
  /** The SKU code and product of a SKU rule; the shop of a shop rule. */
  sku: z.string().nullable(),
  productName: z.string().nullable(),
  shopname: z.string().nullable(),
  marketplace: marketplaceKeySchema.nullable(),
  updatedAt: z.string(),
});
export type StockRule = z.infer<typeof stockRuleSchema>;

export const stockRuleListSchema = z.object({
  rules: z.array(stockRuleSchema),
  /** Without any rule the whole central stock less this buffer (the settings') is pushed. */
  settingBuffer: z.number().int(),
});
export type StockRuleList = z.infer<typeof stockRuleListSchema>;

/** One listing's quantity under a rule: the units and why (share, locked, lock-kept, reserved). */
export const simulatedQuantitySchema = z.object({
  quantity: z.number().int(),
  reason: z.enum(['share', 'locked', 'lock-kept', 'reserved']),
  /** The rule that decided it; null: no rule (the settings' buffer). */
  level: stockRuleLevelSchema.nullable(),
  /** Not pushed at all: the settings leave this shop out. */
  skipped: z.boolean(),
});
export type SimulatedQuantity = z.infer<typeof simulatedQuantitySchema>;

export const simulatedListingSchema = z.object({
  variantId: z.string(),
  ...shopRefFields,
  name: z.string(),
  variantName: z.string(),
  /** What the platform holds as we last knew it, and the units a campaign reserved there. */
  platformStock: z.number().int(),
  reserved: z.number().int(),
  now: simulatedQuantitySchema,
  draft: simulatedQuantitySchema,
});
export type SimulatedListing = z.infer<typeof simulatedListingSchema>;

export const stockRuleSimulationSchema = z.object({
  skus: z.array(
    z.object({
      masterSkuId: z.string(),
      sku: z.string(),
      productName: z.string(),
      stock: z.number().int(),
      listings: z.array(simulatedListingSchema),
    }),
  ),
});
export type StockRuleSimulation = z.infer<typeof stockRuleSimulationSchema>;

export const MAX_SIMULATED_SKUS = 50;

export const stockRuleSimulateBodySchema = z.object({
  /** Up to 50 master SKUs; none: the draft's SKU, else the newest linked SKUs (of the draft's shop). */
  skuIds: z.array(idSchema).max(MAX_SIMULATED_SKUS, { error: 'validation.stockRuleSkusTooMany' }).default([]),
  /** The rule as it would be saved (a new one, or `ruleId` edited); null compares the rules with themselves. */
  draft: stockRuleBodySchema.nullable().default(null),
  ruleId: idSchema.optional(),
  /** Simulate deleting `ruleId` instead. */
  remove: z.boolean().default(false),
});

export const stockRuleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/stock/rules',
    summary: 'Stock rules: default, per shop and per master SKU',
    tags: ['stock'],
    response: stockRuleListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/app/stock/rules',
    summary: 'Add a stock rule (its SKUs are pushed again)',
    tags: ['stock'],
    body: stockRuleBodySchema,
    response: stockRuleSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/app/stock/rules/:id',
    summary: 'Change what a stock rule does (its SKUs are pushed again)',
    tags: ['stock'],
    params: idParams,
    body: stockRuleValuesSchema,
    response: stockRuleSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/stock/rules/:id',
    summary: 'Delete a stock rule (its SKUs are pushed again)',
    tags: ['stock'],
    params: idParams,
    response: messageSchema,
  }),
  simulate: defineRoute({
    method: 'POST',
    path: '/api/app/stock/rules/simulate',
    summary: 'What every linked listing of up to 50 SKUs receives now and under a draft rule',
    tags: ['stock'],
    body: stockRuleSimulateBodySchema,
    response: stockRuleSimulationSchema,
  }),
} as const;
