import type { KeywordAnalysis, RelatedKeyword } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.ts';

/** Demand compares keywords by the units sold of their best sellers: the first this many results. */
export const DEMAND_TOP = 40;
export const HISTOGRAM_BUCKETS = 10;
const TOP_LISTINGS = 10;
const TOP_SHOPS = 5;
const HISTORY_DAYS = 30;

type Numbers = Omit<KeywordAnalysis, '_id' | 'keyword' | 'marketplace' | 'analysedAt' | 'related'>;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * Every number of a keyword analysis from one snapshot and the keyword's earlier snapshots, computed
 * by PostgreSQL (percentiles, buckets, shares) so the page is answered without the platform.
 */
export async function analysisNumbers(db: Executor, snapshotId: string): Promise<Numbers> {
  const [stats, buckets, shops, listings, history] = await Promise.all([
    db.execute<{
      day: string;
      result_count: number;
      suggestion_rank: number | null;
      n: number;
      units_top: string;
      units_all: string;
      shops: number;
      official_share: number | null;
      min: string | null;
      max: string | null;
      mean: number | null;
      q1: number | null;
      median: number | null;
      q3: number | null;
    }>(sql`
      select s.day::text as day, s.result_count, s.suggestion_rank,
        count(l.position)::int as n,
        coalesce(sum(l.sold_count) filter (where l.position <= ${DEMAND_TOP}), 0) as units_top,
        coalesce(sum(l.sold_count), 0) as units_all,
        count(distinct l.shop_external_id)::int as shops,
        avg(l.shop_official::int)::float8 as official_share,
        min(l.price) as min, max(l.price) as max, avg(l.price)::float8 as mean,
        percentile_cont(0.25) within group (order by l.price) as q1,
        percentile_cont(0.5) within group (order by l.price) as median,
        percentile_cont(0.75) within group (order by l.price) as q3
      from research_keyword_snapshots s
      left join research_keyword_listings l on l.snapshot_id = s.id
      where s.id = ${snapshotId}
      group by s.id`),
    db.execute<{ bucket: number; count: number; lo: string; width: string }>(sql`
      with bounds as (
        select min(price) as lo, greatest(1, ceil((max(price) - min(price) + 1) / ${HISTOGRAM_BUCKETS}::numeric))::bigint as width
        from research_keyword_listings where snapshot_id = ${snapshotId}
      )
      select least(${HISTOGRAM_BUCKETS}, (l.price - b.lo) / b.width + 1)::int as bucket, count(*)::int as count,
        b.lo, b.width
      from research_keyword_listings l, bounds b
      where l.snapshot_id = ${snapshotId}
      group by 1, b.lo, b.width`),
    db.execute<{ id: string; name: string; official: boolean; listings: number; units: string }>(sql`
      select shop_external_id as id, max(shop_name) as name, bool_or(shop_official) as official,
        count(*)::int as listings, sum(sold_count) as units
      from research_keyword_listings where snapshot_id = ${snapshotId}
      group by shop_external_id
      order by sum(sold_count) desc, shop_external_id
      limit ${TOP_SHOPS}`),
    db.execute<{
      external_id: string;
      name: string;
      shop_name: string;
      price: string;
      sold_count: string;
      rating: number | null;
      location: string;
      image_url: string | null;
    }>(sql`
      select external_id, name, shop_name, price, sold_count, rating, location, image_url
      from research_keyword_listings where snapshot_id = ${snapshotId}
      order by position
      limit ${TOP_LISTINGS}`),
    keywordHistory(db, snapshotId),
  ]);
  const s = stats.rows[0];
  const unitsAll = num(s.units_all);
  const topShops = shops.rows.map((r) => ({
    externalId: r.id,
    name: r.name,
    official: r.official,
    listings: r.listings,
    unitsSold: num(r.units),
    share: unitsAll > 0 ? num(r.units) / unitsAll : 0,
  }));
  const lo = num(buckets.rows[0]?.lo);
  const width = num(buckets.rows[0]?.width);
  const counts = new Map(buckets.rows.map((b) => [b.bucket, b.count]));
  return {
    day: s.day,
    sampleSize: s.n,
    demand: {
      suggestionRank: s.suggestion_rank,
      unitsSold: num(s.units_top),
      dailyUnits: history.at(-1)?.dailyUnits ?? null,
      history,
    },
    competition: {
      resultCount: s.result_count,
      shopCount: s.shops,
      topShopsShare: topShops.reduce((sum, shop) => sum + shop.share, 0),
      officialShare: s.official_share ?? 0,
    },
    prices:
      s.n === 0
        ? null
        : {
            min: num(s.min),
            q1: num(s.q1),
            median: num(s.median),
            q3: num(s.q3),
            max: num(s.max),
            mean: num(s.mean),
            histogram: Array.from({ length: HISTOGRAM_BUCKETS }, (_, i) => ({
              from: lo + i * width,
              to: lo + (i + 1) * width,
              count: counts.get(i + 1) ?? 0,
            })),
          },
    topListings: listings.rows.map((r) => ({
      externalId: r.external_id,
      name: r.name,
      shopName: r.shop_name,
      price: num(r.price),
      soldCount: num(r.sold_count),
      rating: numOrNull(r.rating),
      location: r.location,
      imageUrl: r.image_url,
    })),
    topShops,
  };
}

/**
 * The keyword's snapshots up to this one: result count and best sellers' units per day, and units a
 * day from the growth of the sold counts of the listings two consecutive snapshots both show.
 */
async function keywordHistory(db: Executor, snapshotId: string): Promise<Numbers['demand']['history']> {
  const rows = await db.execute<{
    day: string;
    result_count: number;
    units: string;
    daily: number | null;
  }>(sql`
    with target as (select marketplace, keyword, day from research_keyword_snapshots where id = ${snapshotId}),
    snaps as (
      select s.id, s.day, s.result_count from research_keyword_snapshots s, target t
      where s.marketplace = t.marketplace and s.keyword = t.keyword and s.day <= t.day
      order by s.day desc limit ${HISTORY_DAYS}
    ),
    paired as (select id, day, result_count, lag(id) over (order by day) as prev_id, lag(day) over (order by day) as prev_day from snaps)
    select p.day::text as day, p.result_count,
      (select coalesce(sum(sold_count), 0) from research_keyword_listings where snapshot_id = p.id and position <= ${DEMAND_TOP}) as units,
      case when p.prev_id is null then null else (
        select sum(greatest(c.sold_count - o.sold_count, 0))::float8 / (p.day - p.prev_day)
        from research_keyword_listings c
        join research_keyword_listings o on o.snapshot_id = p.prev_id and o.external_id = c.external_id
        where c.snapshot_id = p.id
      ) end as daily
    from paired p order by p.day`);
  return rows.rows.map((r) => ({
    day: r.day,
    resultCount: r.result_count,
    unitsSold: num(r.units),
    dailyUnits: numOrNull(r.daily),
  }));
}

/** A keyword's numbers from its latest snapshot, and that snapshot's day. */
export type KeywordSummary = RelatedKeyword & { day: string };

/** The latest numbers of keywords (the related ones, the saved list's rows), from their own snapshots. */
export async function keywordsSummary(
  db: Executor,
  marketplace: Marketplace,
  keywords: readonly string[],
): Promise<KeywordSummary[]> {
  if (keywords.length === 0) return [];
  const rows = await db.execute<{
    keyword: string;
    day: string;
    result_count: number;
    suggestion_rank: number | null;
    units: string;
    median: number | null;
  }>(sql`
    select distinct on (s.keyword) s.keyword, s.day::text as day, s.result_count, s.suggestion_rank,
      (select coalesce(sum(sold_count), 0) from research_keyword_listings where snapshot_id = s.id and position <= ${DEMAND_TOP}) as units,
      (select percentile_cont(0.5) within group (order by price) from research_keyword_listings where snapshot_id = s.id) as median
    from research_keyword_snapshots s
    where s.marketplace = ${marketplace} and s.keyword in (${sql.join(
      keywords.map((k) => sql`${k}`),
      sql`, `,
    )})
    order by s.keyword, s.day desc`);
  const byKeyword = new Map(rows.rows.map((r) => [r.keyword, r]));
  return keywords.flatMap((keyword) => {
    const r = byKeyword.get(keyword);
    if (!r) return [];
    return [
      {
        keyword,
        day: r.day,
        resultCount: r.result_count,
        unitsSold: num(r.units),
        medianPrice: numOrNull(r.median),
        suggestionRank: r.suggestion_rank,
      },
    ];
  });
}
