import { CHAT_RESPONSE_RULES, type ChatMarketplace, jakartaIsoDate } from '@booster/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Db, type Executor, withTransaction } from '../../../platform/db/index.ts';
import { chatReportDays, chatReportRollups } from '../tables.ts';
import { type ChatSums, chatSums, messageSums, noChats, noHours } from './report-query.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * How long after a Jakarta day ends its report can still change by time alone: the latest deadline
 * of a chat counting in it (Shopee and Tokopedia: 12 hours after the day's last minute; Lazada's cycle
 * ends earlier), plus an hour of margin.
 */
const CLOSES_AFTER_MS =
  (Math.max(
    0,
    ...Object.values(CHAT_RESPONSE_RULES).map((r) => (r.kind === 'window' ? r.hours : r.answerByHour - 24)),
  ) +
    1) *
  HOUR_MS;

/** Advisory lock class of "a chat shop's rollup" (with the shop id's hash). */
const ROLLUP_LOCK_CLASS = 12_012;

/** A shop's figures of one day: its chats (by count day), its messages (by calendar day), chats per hour. */
export type ReportDay = ChatSums & {
  shopId: string;
  day: string;
  buyerMessages: number;
  replies: number;
  hours: number[];
};

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last Jakarta day whose every chat is past its deadline at `now`: its figures are final. */
export function lastClosedDay(now: Date): string {
  return shiftDay(jakartaIsoDate(new Date(now.getTime() - CLOSES_AFTER_MS)), -1);
}

const lockShop = (tx: Executor, shopId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_CLASS}, hashtext(${shopId}))`);

/**
 * Called in the transaction that stores messages of a conversation: `from` is the earliest moment they
 * change (the oldest stored message, or the ask a reply answers). Rolled-up days of the shop from its
 * Jakarta day on are dropped, to be computed again. Days that close more than an hour from now have no
 * rollup yet and none can be built before this commits, so the usual live message costs nothing.
 */
export async function invalidateReportDays(tx: Executor, shopId: string, from: Date, now = new Date()) {
  const day = jakartaIsoDate(from);
  if (day > lastClosedDay(new Date(now.getTime() + HOUR_MS))) return;
  // Waits for a rollup of the shop being built (which cannot see these messages yet) to commit.
  await lockShop(tx, shopId);
  await tx.delete(chatReportDays).where(and(eq(chatReportDays.shopId, shopId), gte(chatReportDays.day, day)));
  await tx
    .update(chatReportRollups)
    .set({ toDay: shiftDay(day, -1) })
    .where(and(eq(chatReportRollups.shopId, shopId), gte(chatReportRollups.toDay, day)));
  await tx
    .delete(chatReportRollups)
    .where(
      and(
        eq(chatReportRollups.shopId, shopId),
        sql`${chatReportRollups.toDay} < ${chatReportRollups.fromDay}`,
      ),
    );
}

type Coverage = { fromDay: string; toDay: string } | null;

/**
 * The days to compute so that the rollup holds [from, to]. It holds one contiguous range per shop, so
 * a gap reaches from the asked day to the held range (a range apart from it fills the days between).
 */
function gapsOf(coverage: Coverage, from: string, to: string): [string, string][] {
  if (!coverage) return [[from, to]];
  const gaps: [string, string][] = [];
  if (from < coverage.fromDay) gaps.push([from, shiftDay(coverage.fromDay, -1)]);
  if (to > coverage.toDay) gaps.push([shiftDay(coverage.toDay, 1), to]);
  return gaps;
}

const covers = (coverage: Coverage, from: string, to: string) => gapsOf(coverage, from, to).length === 0;

const coverageOf = async (ex: Executor, shopId: string): Promise<Coverage> => {
  const [row] = await ex
    .select({ fromDay: chatReportRollups.fromDay, toDay: chatReportRollups.toDay })
    .from(chatReportRollups)
    .where(eq(chatReportRollups.shopId, shopId));
  return row ?? null;
};

/** Computes a shop's closed days [from, to] from its messages and stores them (under the shop's lock). */
async function rollUp(
  db: Db,
  scope: { accountId: string; marketplace: ChatMarketplace; shopId: string },
  from: string,
  to: string,
  now: Date,
) {
  await withTransaction(db, async (tx) => {
    await lockShop(tx, scope.shopId);
    const coverage = await coverageOf(tx, scope.shopId);
    for (const [fromDay, toDay] of gapsOf(coverage, from, to)) {
      const range = { ...scope, fromDay, toDay, now };
      const [chats, messages] = [await chatSums(tx, range), await messageSums(tx, range)];
      const days = new Map<string, ReportDay>();
      const dayOf = (day: string) => {
        let entry = days.get(day);
        if (!entry) {
          entry = {
            shopId: scope.shopId,
            day,
            ...noChats(),
            buyerMessages: 0,
            replies: 0,
            hours: noHours(),
          };
          days.set(day, entry);
        }
        return entry;
      };
      for (const row of chats) Object.assign(dayOf(row.day), { ...row, shopId: scope.shopId });
      for (const row of messages)
        Object.assign(dayOf(row.day), { buyerMessages: row.buyerMessages, replies: row.replies });
      if (days.size > 0)
        await tx
          .insert(chatReportDays)
          .values([...days.values()])
          .onConflictDoNothing();
    }
    const fromDay = coverage && coverage.fromDay < from ? coverage.fromDay : from;
    const toDay = coverage && coverage.toDay > to ? coverage.toDay : to;
    await tx
      .insert(chatReportRollups)
      .values({ shopId: scope.shopId, fromDay, toDay })
      .onConflictDoUpdate({ target: chatReportRollups.shopId, set: { fromDay, toDay } });
  });
}

/**
 * The rolled-up days [from, to] (closed days only) of the shops, computing and storing first what the
 * rollup does not hold yet: a 90-day report reads 90 rows per shop instead of 90 days of messages.
 */
export async function rolledUpDays(
  db: Db,
  scope: { accountId: string; marketplace: ChatMarketplace; shopIds: readonly string[] },
  from: string,
  to: string,
  now: Date,
): Promise<ReportDay[]> {
  if (scope.shopIds.length === 0) return [];
  const shopIds = [...scope.shopIds];
  const coverages = () =>
    db.select().from(chatReportRollups).where(inArray(chatReportRollups.shopId, shopIds));
  const missing = (held: Awaited<ReturnType<typeof coverages>>) =>
    shopIds.filter((id) => !covers(held.find((c) => c.shopId === id) ?? null, from, to));
  let held = await coverages();
  for (let attempt = 0; ; attempt++) {
    for (const shopId of missing(held))
      await rollUp(db, { accountId: scope.accountId, marketplace: scope.marketplace, shopId }, from, to, now);
    const rows = await db
      .select()
      .from(chatReportDays)
      .where(
        and(
          inArray(chatReportDays.shopId, shopIds),
          gte(chatReportDays.day, from),
          lte(chatReportDays.day, to),
        ),
      );
    // A late message may have dropped days between the rollup and this read: the rows are whole
    // only when every range still holds them afterwards.
    held = await coverages();
    if (missing(held).length === 0 || attempt === 2) return rows;
  }
}
