import type { ChatMetrics, ChatReport, ChatReportRange } from '@booster/contracts';
import { type ChatMarketplace, chatCountDay, jakartaIsoDate } from '@booster/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/index.ts';
import { shopNames } from '../../shops/joins.ts';
import { chatConversationCounts } from '../tables.ts';
import { type ChatSums, chatSums, messageSums, noChats, noHours, type ReportScope } from './report-query.ts';
import { lastClosedDay, rolledUpDays, shiftDay } from './rollup.ts';

const DAY_MS = 86_400_000;

type Sums = ChatSums & { buyerMessages: number; replies: number };

const zero = (): Sums => ({ ...noChats(), buyerMessages: 0, replies: 0 });

const SUM_KEYS = Object.keys(zero()) as (keyof Sums)[];

function add(into: Sums, from: Partial<Sums>) {
  for (const key of SUM_KEYS) into[key] += from[key] ?? 0;
}

function metricsOf(s: Sums): ChatMetrics {
  const rated = s.answered + s.missed;
  return {
    chats: s.chats,
    buyerMessages: s.buyerMessages,
    replies: s.replies,
    answered: s.answered,
    missed: s.missed,
    pending: s.pending,
    excluded: s.excluded,
    responseRate: rated === 0 ? null : Math.round((s.answered / rated) * 1000) / 10,
    avgFirstResponseSeconds: s.replied === 0 ? null : Math.round(s.responseSeconds / s.replied),
  };
}

/**
 * The counting days of a range, oldest first, ending with the day a chat asked now counts in: today, or
 * for Lazada from 18:00 WIB on tomorrow's cycle (else the evening's chats would drop out of the report
 * until midnight).
 */
export function rangeDays(range: ChatReportRange, marketplace: ChatMarketplace, now: Date): string[] {
  const count = Number(range);
  const end = chatCountDay(marketplace, now) === jakartaIsoDate(now) ? now.getTime() : now.getTime() + DAY_MS;
  return Array.from({ length: count }, (_, i) => jakartaIsoDate(new Date(end - (count - 1 - i) * DAY_MS)));
}

/** The account's chat shops of the marketplace that hold conversations (the trigger-kept counts), with names. */
async function reportShops(ex: Executor, accountId: string, marketplace: ChatMarketplace, shopId?: string) {
  const rows = await ex
    .select({ shopId: chatConversationCounts.shopId, shopname: shopNames.shopName })
    .from(chatConversationCounts)
    .innerJoin(shopNames, eq(shopNames.id, chatConversationCounts.shopId))
    .where(
      and(
        eq(chatConversationCounts.accountId, accountId),
        eq(chatConversationCounts.marketplace, marketplace),
        shopId ? inArray(chatConversationCounts.shopId, [shopId]) : undefined,
      ),
    )
    .orderBy(shopNames.shopName);
  return rows;
}

export type ChatReportOptions = {
  /** The report's "now"; a past instant reports as it stood then (computed from the messages, no rollup). */
  now?: Date;
  /** Closed days from the daily rollup (the default for the current time). */
  rollup?: boolean;
};

/**
 * A marketplace's chat report: per shop, per day, per shop and day, and chats per hour (WIB). Closed
 * days (every chat past its deadline) come from the daily rollup; the open last day or two from the
 * messages. Both are the same computation, so the figures do not depend on which served them.
 */
export async function chatReport(
  db: Db,
  input: { accountId: string; marketplace: ChatMarketplace; range: ChatReportRange; shopId?: string },
  options: ChatReportOptions = {},
): Promise<ChatReport> {
  const now = options.now ?? new Date();
  const useRollup = options.rollup ?? options.now === undefined;
  const days = rangeDays(input.range, input.marketplace, now);
  const fromDay = days[0] as string;
  const toDay = days[days.length - 1] as string;
  const shops = await reportShops(db, input.accountId, input.marketplace, input.shopId);
  const closed = lastClosedDay(now);
  const rolledTo = useRollup && closed >= fromDay ? (closed < toDay ? closed : toDay) : null;
  const liveFrom = rolledTo ? shiftDay(rolledTo, 1) : fromDay;
  const scope: ReportScope = {
    accountId: input.accountId,
    marketplace: input.marketplace,
    shopId: input.shopId,
    fromDay: liveFrom,
    toDay,
    now,
  };
  const live = liveFrom <= toDay;
  const [rolled, chats, messages] = await Promise.all([
    rolledTo
      ? rolledUpDays(
          db,
          { accountId: input.accountId, marketplace: input.marketplace, shopIds: shops.map((s) => s.shopId) },
          fromDay,
          rolledTo,
          now,
        )
      : [],
    live ? chatSums(db, scope) : [],
    live ? messageSums(db, scope) : [],
  ]);

  const names = new Map(shops.map((s) => [s.shopId, s.shopname]));
  const perShopDay = new Map<string, Sums & { shopId: string; day: string }>();
  const cell = (shopId: string, day: string) => {
    const key = `${shopId} ${day}`;
    let entry = perShopDay.get(key);
    if (!entry) {
      entry = { ...zero(), shopId, day };
      perShopDay.set(key, entry);
    }
    return entry;
  };
  const hours = noHours();
  for (const row of [...rolled, ...chats]) {
    const { shopId, day, hours: byHour, ...sums } = row;
    add(cell(shopId, day), sums);
    for (const [hour, n] of byHour.entries()) hours[hour] = (hours[hour] ?? 0) + n;
  }
  for (const row of messages) add(cell(row.shopId, row.day), row);

  // Added up in one order (shop, then day), so sums of seconds come out the same to the last bit
  // whichever rows the rollup and the live part brought.
  const cells = [...perShopDay.values()].sort((a, b) =>
    a.shopId === b.shopId ? (a.day < b.day ? -1 : 1) : a.shopId < b.shopId ? -1 : 1,
  );
  const total = zero();
  const perShop = new Map(shops.map((s) => [s.shopId, zero()]));
  const perDay = new Map(days.map((d) => [d, zero()]));
  for (const entry of cells) {
    const { shopId, day, ...sums } = entry;
    add(total, sums);
    let shop = perShop.get(shopId);
    if (!shop) {
      shop = zero();
      perShop.set(shopId, shop);
    }
    add(shop, sums);
    const dayTotal = perDay.get(day);
    if (dayTotal) add(dayTotal, sums);
  }

  return {
    marketplace: input.marketplace,
    range: input.range,
    from: fromDay,
    to: toDay,
    totals: metricsOf(total),
    shops: [...perShop].map(([shopId, sums]) => ({
      shopId,
      shopname: names.get(shopId) ?? '',
      ...metricsOf(sums),
    })),
    days: days.map((date) => ({ date, ...metricsOf(perDay.get(date) ?? zero()) })),
    shopDays: cells
      .sort((a, b) =>
        a.day === b.day
          ? (names.get(a.shopId) ?? '').localeCompare(names.get(b.shopId) ?? '') ||
            (a.shopId < b.shopId ? -1 : 1)
          : a.day < b.day
            ? 1
            : -1,
      )
      .map(({ shopId, day, ...sums }) => ({
        date: day,
        shopId,
        shopname: names.get(shopId) ?? '',
        ...metricsOf(sums),
      })),
    hours,
  };
}
