import { MARKETPLACES, PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { defineRoute } from '../common/route.ts';

/** A figure beside the same span of the period before it (the trend). */
const trendSchema = z.object({ current: z.number(), previous: z.number() });
/** One value per Jakarta day (YYYY-MM-DD), oldest first; days without any are left out. */
const dailySchema = z.array(z.object({ day: z.string(), value: z.number() }));

export const adminDashboardSchema = z.object({
  generatedAt: z.string(),
  members: z.object({
    total: z.number().int(),
    /** New in the last 7 days vs the 7 days before. */
    new: trendSchema,
    verified: z.number().int(),
    suspended: z.number().int(),
    expiringIn7Days: z.number().int(),
    /** Paid and not expired, per package. */
    paying: z.record(z.enum(PACKAGE_NAMES), z.number().int()),
    daily: dailySchema,
  }),
  revenue: z.object({
    /** Today so far vs yesterday up to the same hour (Jakarta). */
    today: trendSchema,
    /** This month so far vs the same span of last month. */
    month: trendSchema,
    daily: dailySchema,
  }),
  shops: z.object({
    connected: z.number().int(),
    disconnected: z.number().int(),
    byMarketplace: z.record(
      z.enum(MARKETPLACES),
      z.object({ connect: z.number().int(), disconnect: z.number().int() }),
    ),
  }),
  /** Orders that came in through Booster, last 7 days vs the 7 before. */
  orders: z.object({ week: trendSchema, daily: dailySchema }),
  /** Chat replies sent from Booster (by a seller or its automation), last 7 days vs the 7 before. */
  chats: z.object({ week: trendSchema }),
  /** Calls Booster made to the marketplaces and how many failed, last 7 days vs the 7 before (usage counters). */
  marketplaceCalls: z.object({ calls: trendSchema, errors: trendSchema }),
  /** Jobs that failed for good in the last 24 hours vs the 24 before; null when jobs run inline. */
  failedJobs: trendSchema.nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard',
    summary: 'Admin: members, revenue, shops, orders, chats and failed jobs with trends (cached a minute)',
    tags: ['admin'],
    response: adminDashboardSchema,
  }),
} as const;
