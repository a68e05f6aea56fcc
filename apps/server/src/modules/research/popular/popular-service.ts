import type { PopularAnswer, PopularFilters, PopularProduct, popularQuerySchema } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/index.ts';
import { researchMarketCategories, researchMarketListings, researchMarketSnapshots } from '../tables.ts';

type Query = z.output<typeof popularQuerySchema>;

type Row = {
  external_id: string;
  name: string;
  shop_name: string;
  shop_official: boolean;
  category_id: string;
  category_name: string | null;
  location: string;
  image_url: string | null;
  url: string;
  price: string | number;
  rating: number | null;
  rating_count: number;
  sold_count: string | number;
  units: string | number;
  revenue: string | number;
  based_on_days: number;
  total_docs: string | number;
  total_units: string | number;
  total_revenue: string | number;
};

/**
 * Popular products from the daily snapshots (issue 15). A listing's estimate for a period of n days,
 * on the latest snapshot day L: its sold count on L minus its sold count on the baseline day B (the
 * latest snapshot on or before L − n, or failing that the earliest one after it), scaled to n days
 * when B is not L − n exactly: units = round((sold(L) − sold(B)) × n / (L − B)); revenue = units × price
 * on L. Listings with no earlier snapshot have no estimate yet and are not listed.
 */
export function createPopularService(deps: { db: Db }) {
  const { db } = deps;

  async function latestDay(marketplace: Marketplace): Promise<string | null> {
    const [row] = await db
      .select({ day: sql<string | null>`max(${researchMarketSnapshots.day})` })
      .from(researchMarketSnapshots)
      .where(eq(researchMarketSnapshots.marketplace, marketplace));
    return row?.day ?? null;
  }

  /** The estimate of every listing matching the filters, as SQL (the list and the daily chart share it). */
  function estimates(q: Query, day: string) {
    const n = q.period;
    return sql`
      with cur as (
        select s.external_id, s.sold_count, s.price, s.rating, s.rating_count
        from research_market_snapshots s
        join research_market_listings l on l.marketplace = s.marketplace and l.external_id = s.external_id
        where s.marketplace = ${q.marketplace} and s.day = ${day}::date
          ${q.categoryId ? sql`and l.category_id = ${q.categoryId}` : sql``}
          ${q.location ? sql`and lower(l.location) = lower(${q.location})` : sql``}
          ${q.minPrice !== undefined ? sql`and s.price >= ${q.minPrice}` : sql``}
          ${q.maxPrice !== undefined ? sql`and s.price <= ${q.maxPrice}` : sql``}
          ${q.minRating !== undefined ? sql`and coalesce(s.rating, 0) >= ${q.minRating}` : sql``}
      ),
      est as (
        select cur.*, base.day as base_day, base.sold_count as base_sold,
          (${day}::date - base.day) as gap
        from cur
        join lateral (
          (select b.day, b.sold_count from research_market_snapshots b
            where b.marketplace = ${q.marketplace} and b.external_id = cur.external_id
              and b.day <= ${day}::date - ${n}::int
            order by b.day desc limit 1)
          union all
          (select b.day, b.sold_count from research_market_snapshots b
            where b.marketplace = ${q.marketplace} and b.external_id = cur.external_id
              and b.day > ${day}::date - ${n}::int and b.day < ${day}::date
            order by b.day asc limit 1)
          limit 1
        ) base on true
      ),
      scored as (
        select est.*,
          round(greatest(0, est.sold_count - est.base_sold)::numeric * ${n} / est.gap)::bigint as units
        from est
      )`;
  }

  async function list(q: Query): Promise<PopularAnswer> {
    const day = await latestDay(q.marketplace);
    const empty = {
      docs: [],
      totalDocs: 0,
      totalPages: 0,
      page: q.page,
      limit: q.limit,
      prevPage: null,
      nextPage: null,
      period: q.period,
      day,
      totals: { units: 0, revenue: 0 },
      daily: [],
    };
    if (!day) return empty;
    const order = q.sort === 'revenue' ? sql`revenue desc, units desc` : sql`units desc, revenue desc`;
    const result = await db.execute<Row>(sql`
      ${estimates(q, day)}
      select scored.external_id, l.name, l.shop_name, l.shop_official, l.category_id, c.name as category_name,
        l.location, l.image_url, l.url, scored.price, scored.rating, scored.rating_count, scored.sold_count,
        scored.units, scored.units * scored.price as revenue, scored.gap as based_on_days,
        count(*) over () as total_docs,
        sum(scored.units) over () as total_units,
        sum(scored.units * scored.price) over () as total_revenue
      from scored
      join research_market_listings l on l.marketplace = ${q.marketplace} and l.external_id = scored.external_id
      left join research_market_categories c on c.marketplace = l.marketplace and c.id = l.category_id
      order by ${order}, scored.external_id
      limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
    const rows = result.rows;
    if (rows.length === 0) {
      // Past the last page, or nothing matches: the totals still come from the whole set.
      const totals = await aggregate(q, day);
      return {
        ...empty,
        ...totals,
        totalPages: Math.ceil(totals.totalDocs / q.limit),
        daily: await daily(q, day),
      };
    }
    const totalDocs = Number(rows[0].total_docs);
    const totalPages = Math.ceil(totalDocs / q.limit);
    return {
      docs: rows.map((r) => toProduct(q.marketplace, r)),
      totalDocs,
      totalPages,
      page: q.page,
      limit: q.limit,
      prevPage: q.page > 1 ? q.page - 1 : null,
      nextPage: q.page < totalPages ? q.page + 1 : null,
      period: q.period,
      day,
      totals: { units: Number(rows[0].total_units), revenue: Number(rows[0].total_revenue) },
      daily: await daily(q, day),
    };
  }

  async function aggregate(q: Query, day: string) {
    const result = await db.execute<{ n: string; units: string | null; revenue: string | null }>(sql`
      ${estimates(q, day)}
      select count(*) as n, sum(units) as units, sum(units * price) as revenue from scored`);
    const row = result.rows[0];
    return {
      totalDocs: Number(row?.n ?? 0),
      totals: { units: Number(row?.units ?? 0), revenue: Number(row?.revenue ?? 0) },
    };
  }

  /** Units sold between consecutive snapshots of the matching listings, by the later day, within the period. */
  async function daily(q: Query, day: string): Promise<{ day: string; units: number }[]> {
    const result = await db.execute<{ day: string; units: string }>(sql`
      ${estimates(q, day)},
      steps as (
        select s.day, s.sold_count - lag(s.sold_count) over (partition by s.external_id order by s.day) as delta
        from research_market_snapshots s
        join scored on scored.external_id = s.external_id
        where s.marketplace = ${q.marketplace}
          and s.day between ${day}::date - ${q.period}::int and ${day}::date
      )
      select to_char(day, 'YYYY-MM-DD') as day, sum(greatest(0, delta))::bigint as units
      from steps where delta is not null group by day order by day`);
    return result.rows.map((r) => ({ day: r.day, units: Number(r.units) }));
  }

  async function filters(marketplace: Marketplace): Promise<PopularFilters> {
    const day = await latestDay(marketplace);
    const categories = await db
      .select({
        id: researchMarketCategories.id,
        name: researchMarketCategories.name,
        parentName: researchMarketCategories.parentName,
      })
      .from(researchMarketCategories)
      .where(eq(researchMarketCategories.marketplace, marketplace))
      .orderBy(researchMarketCategories.position);
    const locations = day
      ? await db
          .select({ location: researchMarketListings.location, n: sql<number>`count(*)` })
          .from(researchMarketListings)
          .where(
            and(
              eq(researchMarketListings.marketplace, marketplace),
              eq(researchMarketListings.lastSeenDay, day),
              sql`${researchMarketListings.location} <> ''`,
            ),
          )
          .groupBy(researchMarketListings.location)
          .orderBy(desc(sql`count(*)`), researchMarketListings.location)
      : [];
    const [days] = await db
      .select({ n: sql<number>`count(distinct ${researchMarketSnapshots.day})::int` })
      .from(researchMarketSnapshots)
      .where(eq(researchMarketSnapshots.marketplace, marketplace));
    return { categories, locations: locations.map((l) => l.location), day, days: days?.n ?? 0 };
  }

  return { list, filters };
}

function toProduct(marketplace: Marketplace, r: Row): PopularProduct {
  return {
    marketplace,
    externalId: r.external_id,
    name: r.name,
    shopName: r.shop_name,
    shopOfficial: r.shop_official,
    categoryId: r.category_id,
    categoryName: r.category_name ?? '',
    location: r.location,
    imageUrl: r.image_url,
    url: r.url,
    price: Number(r.price),
    rating: r.rating,
    ratingCount: r.rating_count,
    soldCount: Number(r.sold_count),
    units: Number(r.units),
    revenue: Number(r.revenue),
    basedOnDays: r.based_on_days,
  };
}

export type PopularService = ReturnType<typeof createPopularService>;
