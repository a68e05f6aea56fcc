import type { AdminDashboard } from '@booster/contracts';
import { jakartaIsoDate, PACKAGE_NAMES } from '@booster/domain';
import type { Db } from '../../platform/db/index.ts';
import { countFailedJobs } from '../../platform/jobs/failed-jobs.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { ChatModule } from '../chat/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import type { UsageModule } from '../usage/index.ts';

type Deps = {
  db: Db;
  accounts: AccountsModule;
  billing: BillingModule;
  shops: ShopsModule;
  orders: OrdersModule;
  chat: ChatModule;
  usage: Pick<UsageModule, 'marketplaceCalls'>;
};

const DAY_MS = 86_400_000;
/** Every figure is computed at most once a minute however many admins look. */
export const DASHBOARD_TTL_MS = 60_000;

/**
 * The admin dashboard: each figure from its owning module's exported query, all through indexes or
 * counters (members and shops are thousands of rows; invoices, orders and chat replies are read by
 * date through their indexes), and kept for a minute.
 */
export function createAdminDashboard(deps: Deps) {
  let cached: { at: number; value: Promise<AdminDashboard> } | null = null;

  async function compute(now: Date): Promise<AdminDashboard> {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
    const day = (daysBack: number) => jakartaIsoDate(new Date(now.getTime() - daysBack * DAY_MS));
    const [
      members,
      revenue,
      shops,
      orderDays,
      chatsWeek,
      chatsLastWeek,
      failed,
      failedBefore,
      api,
      apiBefore,
    ] = await Promise.all([
      deps.accounts.members.stats(now),
      deps.billing.admin.revenue(now),
      deps.shops.admin.countsByMarketplace(),
      deps.orders.admin.perDay(day(29)),
      deps.chat.admin.sentThroughBooster(weekAgo, now),
      deps.chat.admin.sentThroughBooster(twoWeeksAgo, weekAgo),
      countFailedJobs(deps.db, new Date(now.getTime() - DAY_MS), now),
      countFailedJobs(deps.db, new Date(now.getTime() - 2 * DAY_MS), new Date(now.getTime() - DAY_MS)),
      deps.usage.marketplaceCalls(day(6), day(0)),
      deps.usage.marketplaceCalls(day(13), day(7)),
    ]);
    const paying = Object.fromEntries(
      PACKAGE_NAMES.map((p) => [p, 0]),
    ) as AdminDashboard['members']['paying'];
    for (const row of members.paying) paying[row.subscriptionPackage] = row.n;
    const weekStart = jakartaIsoDate(new Date(now.getTime() - 6 * DAY_MS));
    const lastWeekStart = jakartaIsoDate(new Date(now.getTime() - 13 * DAY_MS));
    const sumDays = (from: string, to?: string) =>
      orderDays.filter((d) => d.day >= from && (!to || d.day < to)).reduce((s, d) => s + d.value, 0);
    let connected = 0;
    let disconnected = 0;
    for (const counts of Object.values(shops)) {
      connected += counts.connect;
      disconnected += counts.disconnect;
    }
    return {
      generatedAt: now.toISOString(),
      members: {
        total: members.total,
        new: { current: members.newThisWeek, previous: members.newLastWeek },
        verified: members.verified,
        suspended: members.suspended,
        expiringIn7Days: members.expiringIn7Days,
        paying,
        daily: members.daily.map((d) => ({ day: d.day, value: d.n })),
      },
      revenue: {
        today: { current: revenue.today, previous: revenue.yesterdaySameTime },
        month: { current: revenue.month, previous: revenue.lastMonthSameSpan },
        daily: revenue.daily,
      },
      shops: { connected, disconnected, byMarketplace: shops },
      orders: {
        week: { current: sumDays(weekStart), previous: sumDays(lastWeekStart, weekStart) },
        daily: orderDays,
      },
      chats: { week: { current: chatsWeek, previous: chatsLastWeek } },
      marketplaceCalls: {
        calls: { current: api.calls, previous: apiBefore.calls },
        errors: { current: api.errors, previous: apiBefore.errors },
      },
      failedJobs:
        failed === null || failedBefore === null ? null : { current: failed, previous: failedBefore },
    };
  }

  return {
    get(now = new Date()): Promise<AdminDashboard> {
      if (cached && now.getTime() - cached.at < DASHBOARD_TTL_MS) return cached.value;
      const value = compute(now);
      cached = { at: now.getTime(), value };
      // A failed computation is not kept: the next view tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
      return value;
    },
    /** Forgets the kept figures (tests). */
    clear() {
      cached = null;
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboard>;
