import { BILLING_DURATIONS, COUPON_KINDS, PAID_PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { idParams, int4, text } from '../common/fields.ts';
import { pagedSchema, pageQuerySchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';

/**
 * Coupons (issue 13): made by admins at `/admin/order/coupon`, typed by members at
 * `/panel/subscription/confirmation`. Codes are case-insensitive and kept upper case.
 */

/** What a member types: anything not stored is "not found", so the only check here is length. */
export const couponCodeInput = text()
  .trim()
  .min(1, { error: 'validation.couponNotFound' })
  .max(64, { error: 'validation.couponNotFound' })
  .transform((code) => code.toUpperCase());

/** The coupon box at confirmation. */
export const couponApplySchema = z.object({ couponCode: couponCodeInput });

const couponCode = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: 'validation.couponCodeInvalid' })
  .transform((code) => code.toUpperCase());

/** A Jakarta calendar day, YYYY-MM-DD. */
export const jakartaDay = z
  .string({ error: 'validation.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: 'validation.dateInvalid',
    },
  );

const useLimit = int4().min(1, { error: 'validation.numberInvalid' }).nullable();

/** The admin's coupon form (create and edit). Validity: from `validFrom` 00:00 to `validUntil` 23:59:59 Jakarta. */
export const couponInputSchema = z
  .object({
    code: couponCode,
    kind: z.enum(COUPON_KINDS, { error: 'validation.invalid' }),
    /** Percent, or rupiah off (an integer is far above any package price). */
    value: int4(),
    packages: z
      .array(z.enum(PAID_PACKAGE_NAMES, { error: 'validation.packageInvalid' }))
      .min(1, { error: 'validation.couponPackagesRequired' })
      .max(PAID_PACKAGE_NAMES.length),
    months: z
      .array(
        z
          .number({ error: 'validation.billingMonthsInvalid' })
          .refine((m) => (BILLING_DURATIONS as readonly number[]).includes(m), {
            error: 'validation.billingMonthsInvalid',
          }),
      )
      .min(1, { error: 'validation.couponMonthsRequired' })
      .max(BILLING_DURATIONS.length),
    validFrom: jakartaDay,
    validUntil: jakartaDay,
    /** Uses in total (null: no limit) and per member (null: no limit). */
    maxUses: useLimit,
    maxUsesPerMember: useLimit,
    active: z.boolean({ error: 'validation.invalid' }),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.value < 1 || c.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.couponPercentInvalid' });
    }
    if (c.kind === 'amount' && c.value < 1) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.couponAmountInvalid' });
    }
    if (c.validUntil < c.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validation.couponWindowInvalid' });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  packages: z.array(z.enum(PAID_PACKAGE_NAMES)),
  months: z.array(z.number().int()),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerMember: z.number().int().nullable(),
  active: z.boolean(),
  /** Paid invoices that used it. */
  used: z.number().int(),
  /** Open invoices (not yet paid, not past due) holding a use. */
  reserved: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['active', 'inactive'], { error: 'validation.invalid' }).optional(),
});

export const adminCouponRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/coupons',
    summary: 'Admin: coupons with their uses, newest first',
    tags: ['admin'],
    query: couponListQuerySchema,
    response: pagedSchema(couponSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/coupons',
    summary: 'Admin: create a coupon',
    tags: ['admin'],
    body: couponInputSchema,
    response: couponSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    summary: 'Admin: change a coupon',
    tags: ['admin'],
    params: idParams,
    body: couponInputSchema,
    response: couponSchema,
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/api/admin/coupons/:id/deactivate',
    summary: 'Admin: deactivate a coupon (members can no longer use it; invoices keep it)',
    tags: ['admin'],
    params: idParams,
    response: couponSchema,
  }),
} as const;
