import type { ActivityKind, ActivityReport, ApiHitsReport } from '@booster/contracts';
import { ACTIVITY_KINDS } from '@booster/contracts';
import { and, desc, eq, gte, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { dayRange, eachDay } from './date-range.ts';
import { activityDaily, apiHitsDaily, marketplaceCallsDaily } from './tables.ts';

type Range = { from?: string; to?: string; memberId?: string };
const n = (value: unknown) => Number(value ?? 0);
const TOP_ENDPOINTS = 50;
const TOP_MEMBERS = 20;
const CSV_ROWS = 5000;

/** Rows of a daily table from `from` to `to` (Jakarta days), of one member when named. */
const inRangeOf = (
  table: { day: AnyPgColumn; accountId: AnyPgColumn },
  from: string,
  to: string,
  memberId?: string,
) => and(gte(table.day, from), lte(table.day, to), memberId ? eq(table.accountId, memberId) : undefined);

const noCounts = () => Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, 0])) as Record<ActivityKind, number>;

const isKind = (k: string): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k);

/** Counts per kind of activity, grouped by `keyOf` (every kind present, 0 where none). */
function countsByKind<R extends { kind: string; count: unknown }>(rows: R[], keyOf: (row: R) => string) {
  const grouped = new Map<string, Record<ActivityKind, number>>();
  for (const r of rows) {
    if (!isKind(r.kind)) continue;
    const key = keyOf(r);
    const counts = grouped.get(key) ?? noCounts();
    counts[r.kind] = n(r.count);
    grouped.set(key, counts);
  }
  return grouped;
}

/** The admin's usage pages: read the daily tables the flusher fills. */
export function createUsageReports(deps: { db: Db; users: Pick<UsersService, 'summaries'> }) {
  const { db } = deps;

  async function people(ids: Iterable<string>) {
    const found = await deps.users.summaries([...new Set(ids)]);
    return (id: string) => ({ _id: id, name: found.get(id)?.name ?? '', email: found.get(id)?.email ?? '' });
  }

  return {
    async apiHits(query: Range): Promise<ApiHitsReport> {
      const { from, to } = dayRange(query);
      const t = apiHitsDaily;
      const where = inRangeOf(t, from, to, query.memberId);
      const hits = sum(t.hits);
      const errors = sum(t.errors);
      const m = marketplaceCallsDaily;
      const inRange: SQL | undefined = and(gte(m.day, from), lte(m.day, to));
      const [days, endpoints, members, platforms, platformDays, rows] = await Promise.all([
        db.select({ day: t.day, hits, errors }).from(t).where(where).groupBy(t.day),
        db
          .select({ method: t.method, route: t.route, hits, errors })
          .from(t)
          .where(where)
          .groupBy(t.method, t.route)
          .orderBy(desc(hits))
          .limit(TOP_ENDPOINTS),
        db
          .select({ accountId: t.accountId, hits, errors })
          .from(t)
          .where(where)
          .groupBy(t.accountId)
          .orderBy(desc(hits))
          .limit(TOP_MEMBERS),
        db
          .select({ platform: m.platform, calls: sum(m.calls), errors: sum(m.errors) })
          .from(m)
          .where(inRange)
          .groupBy(m.platform)
          .orderBy(m.platform),
        db.select().from(m).where(inRange).orderBy(m.day, m.platform),
        db.select().from(t).where(where).orderBy(desc(t.day), desc(t.hits), t.route).limit(CSV_ROWS),
      ]);
      const person = await people([...members.map((r) => r.accountId), ...rows.map((r) => r.accountId)]);
      const byDay = new Map(days.map((d) => [d.day, d]));
      return {
        from,
        to,
        days: eachDay(from, to).map((day) => ({
          day,
          hits: n(byDay.get(day)?.hits),
          errors: n(byDay.get(day)?.errors),
        })),
        endpoints: endpoints.map((e) => ({ ...e, hits: n(e.hits), errors: n(e.errors) })),
        members: members.map((r) => ({ member: person(r.accountId), hits: n(r.hits), errors: n(r.errors) })),
        marketplaces: platforms.map((p) => ({
          marketplace: p.platform,
          calls: n(p.calls),
          errors: n(p.errors),
        })),
        marketplaceDays: platformDays.map((p) => ({
          day: p.day,
          marketplace: p.platform,
          calls: p.calls,
          errors: p.errors,
        })),
        rows: rows.map((r) => ({
          day: r.day,
          member: person(r.accountId),
          method: r.method,
          route: r.route,
          hits: r.hits,
          errors: r.errors,
        })),
      };
    },

    async activities(query: Range): Promise<ActivityReport> {
      const { from, to } = dayRange(query);
      const a = activityDaily;
      const where = inRangeOf(a, from, to, query.memberId);
      const total = sum(a.count);
      const [days, perMember] = await Promise.all([
        db.select({ day: a.day, kind: a.kind, count: total }).from(a).where(where).groupBy(a.day, a.kind),
        db
          .select({ accountId: a.accountId, kind: a.kind, count: total })
          .from(a)
          .where(
            and(
              where,
              sql`${a.accountId} in (select ${a.accountId} from ${a} where ${where} group by ${a.accountId} order by sum(${a.count}) desc limit ${TOP_MEMBERS})`,
            ),
          )
          .groupBy(a.accountId, a.kind),
      ]);
      const dayCounts = countsByKind(days, (r) => r.day);
      const memberCounts = countsByKind(perMember, (r) => r.accountId);
      const person = await people(memberCounts.keys());
      const members = [...memberCounts.entries()]
        .map(([id, counts]) => ({
          member: person(id),
          counts,
          total: Object.values(counts).reduce((s, v) => s + v, 0),
        }))
        .sort((x, y) => y.total - x.total || x.member.email.localeCompare(y.member.email));
      return {
        from,
        to,
        days: eachDay(from, to).map((day) => ({ day, counts: dayCounts.get(day) ?? noCounts() })),
        members,
      };
    },

    /** Accounts that called the API since `day` (the blast's "last active" filter). */
    async activeSince(day: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ accountId: apiHitsDaily.accountId })
        .from(apiHitsDaily)
        .where(gte(apiHitsDaily.day, day));
      return new Set(rows.map((r) => r.accountId));
    },
  };
}

export type UsageReports = ReturnType<typeof createUsageReports>;
