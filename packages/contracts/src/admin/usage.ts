import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';

/** A range of days (Asia/Jakarta calendar days, inclusive); the last 14 days when absent. */
export const usageRangeQuerySchema = z.object({
  from: z.iso.date({ error: 'validation.dateInvalid' }).optional(),
  to: z.iso.date({ error: 'validation.dateInvalid' }).optional(),
  /** One member only. */
  memberId: idSchema.optional(),
});

const memberRef = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const apiHitsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), hits: z.number().int(), errors: z.number().int() })),
  endpoints: z.array(
    z.object({ method: z.string(), route: z.string(), hits: z.number().int(), errors: z.number().int() }),
  ),
  /** The heaviest members first. */
  members: z.array(z.object({ member: memberRef, hits: z.number().int(), errors: z.number().int() })),
  /** Per platform (the five marketplaces and Facebook). */
  marketplaces: z.array(
    z.object({ marketplace: z.string(), calls: z.number().int(), errors: z.number().int() }),
  ),
  marketplaceDays: z.array(
    z.object({
      day: z.string(),
      marketplace: z.string(),
      calls: z.number().int(),
      errors: z.number().int(),
    }),
  ),
  /** Per member, endpoint and day (the CSV), the busiest first, at most 5,000. */
  rows: z.array(
    z.object({
      day: z.string(),
      member: memberRef,
      method: z.string(),
      route: z.string(),
      hits: z.number().int(),
      errors: z.number().int(),
    }),
  ),
});
export type ApiHitsReport = z.infer<typeof apiHitsReportSchema>;

export const ACTIVITY_KINDS = ['login', 'productEdited', 'bulkJob', 'orderShipped', 'chatAnswered'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
const activityCounts = z.object(
  Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, z.number().int()])) as Record<ActivityKind, z.ZodNumber>,
);

export const activityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, totals of every member. */
  days: z.array(z.object({ day: z.string(), counts: activityCounts })),
  /** The most active members first. */
  members: z.array(z.object({ member: memberRef, counts: activityCounts, total: z.number().int() })),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

export const adminUsageRoutes = {
  apiHits: defineRoute({
    method: 'GET',
    path: '/api/admin/total-hit-api',
    summary: 'Admin: API calls per member, endpoint and day, and marketplace calls with their errors',
    tags: ['admin'],
    query: usageRangeQuerySchema,
    response: apiHitsReportSchema,
  }),
  activities: defineRoute({
    method: 'GET',
    path: '/api/admin/count-user-activities',
    summary:
      'Admin: member activity per day (logins, products edited, bulk jobs, orders shipped, chats answered)',
    tags: ['admin'],
    query: usageRangeQuerySchema,
    response: activityReportSchema,
  }),
} as const;
