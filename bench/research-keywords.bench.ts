import { getJson } from './lib/baseline.ts';
import { logIn, startBooster } from './lib/booster.ts';
import { compare } from './lib/load.ts';
import { seedKeywordSnapshots } from './lib/seed-keyword-snapshots.ts';
import { bearerSubject, startBareServer } from './support-baseline.ts';

const SELLER = 'seller@booster.test';

/**
 * The same aggregates as the keyword analysis, written by hand as one statement: the saved analysis's
 * latest snapshot, its counts, shares and percentiles, the ten-bucket histogram, top shops and
 * listings, units a day between consecutive snapshots and the related keywords' own numbers.
 */
const ANALYSIS_SQL = `
with a as (
  select id, marketplace, keyword from research_keyword_analyses where id = $1 and account_id = $2
), s as (
  select s.* from research_keyword_snapshots s join a using (marketplace, keyword) order by s.day desc limit 1
), l as (
  select l.* from research_keyword_listings l join s on l.snapshot_id = s.id
), st as (
  select count(*)::int as n, coalesce(sum(sold_count) filter (where position <= 40), 0)::bigint as units_top,
    coalesce(sum(sold_count), 0)::bigint as units_all, count(distinct shop_external_id)::int as shops,
    avg(shop_official::int)::float8 as official, min(price) as min, max(price) as max, avg(price)::float8 as mean,
    percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as q
  from l
), b as (
  select min as lo, greatest(1, ceil((max - min + 1) / 10::numeric))::bigint as w from st
), h as (
  select least(10, (price - lo) / w + 1)::int as bucket, count(*)::int as count from l, b group by 1
), top_shops as (
  select shop_external_id as id, max(shop_name) as name, bool_or(shop_official) as official,
    count(*)::int as listings, sum(sold_count)::bigint as units
  from l group by shop_external_id order by sum(sold_count) desc, shop_external_id limit 5
), top as (
  select external_id, name, shop_name, price, sold_count, rating, location from l order by position limit 10
), days as (
  select d.id, d.day, d.result_count, lag(d.id) over (order by d.day) as prev_id, lag(d.day) over (order by d.day) as prev_day
  from (select x.id, x.day, x.result_count from research_keyword_snapshots x, s
        where x.marketplace = s.marketplace and x.keyword = s.keyword and x.day <= s.day order by x.day desc limit 30) d
), hist as (
  select d.day, d.result_count,
    (select coalesce(sum(sold_count), 0) from research_keyword_listings where snapshot_id = d.id and position <= 40) as units,
    (select sum(greatest(c.sold_count - o.sold_count, 0))::float8 / nullif(d.day - d.prev_day, 0)
     from research_keyword_listings c join research_keyword_listings o on o.snapshot_id = d.prev_id and o.external_id = c.external_id
     where c.snapshot_id = d.id) as daily
  from days d
), rel as (
  select distinct on (r.keyword) r.keyword, r.result_count, r.suggestion_rank,
    (select coalesce(sum(sold_count), 0) from research_keyword_listings where snapshot_id = r.id and position <= 40) as units,
    (select percentile_cont(0.5) within group (order by price) from research_keyword_listings where snapshot_id = r.id) as median
  from research_keyword_snapshots r, s
  where r.marketplace = s.marketplace
    and r.keyword in (select value from jsonb_array_elements_text(s.suggestions) where value <> s.keyword limit 6)
  order by r.keyword, r.day desc
)
select json_build_object(
  'resultCount', (select result_count from s), 'sampleSize', st.n, 'unitsSold', st.units_top,
  'shops', st.shops, 'officialShare', st.official, 'min', st.min, 'max', st.max, 'mean', st.mean, 'quartiles', st.q,
  'histogram', (select json_agg(h order by bucket) from h),
  'topShops', (select json_agg(top_shops) from top_shops), 'topListings', (select json_agg(top) from top),
  'history', (select json_agg(hist order by day) from hist), 'related', (select json_agg(rel) from rel)
) as analysis
from st`;

function startBaseline(databaseUrl: string, secret: string) {
  const key = new TextEncoder().encode(secret);
  return startBareServer(databaseUrl, (app, pool) => {
    app.get('/analysis/:id', async (req, reply) => {
      const sub = await bearerSubject(req, key);
      if (!sub) return reply.code(401).send({ message: 'no' });
      const { id } = req.params as { id: string };
      const res = await pool.query<{ analysis: Record<string, unknown> }>(ANALYSIS_SQL, [id, sub]);
      return res.rows[0].analysis;
    });
  });
}

/**
 * GET /api/research/keyword-analysis/:id (a saved analysis answered from PostgreSQL) over keyword
 * snapshots holding the whole 120,000-listing Shopee sandbox catalogue twice (today and yesterday),
 * against the one hand-written statement above behind the same JWT check.
 */
export async function researchKeywordsBench() {
  const booster = await startBooster();
  console.log('  seeding keyword snapshots of the sandbox catalogue…');
  const { analyses, listingRows, snapshots } = await seedKeywordSnapshots(booster.url, SELLER);
  console.log(`  ${listingRows.toLocaleString('en')} snapshot listings in ${snapshots} snapshots`);
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const token = await logIn(booster.baseURL, SELLER);
    // Same numbers from both sides before timing them.
    for (const a of analyses) {
      const [ours, base] = await Promise.all([
        getJson(`${booster.baseURL}/api/research/keyword-analysis/${a.id}`, token),
        getJson(`${baseline.baseURL}/analysis/${a.id}`, token),
      ]);
      const o = ours as unknown as { competition: { resultCount: number }; prices: { median: number } };
      const b = base as unknown as { resultCount: number; quartiles: number[] };
      if (o.competition.resultCount !== b.resultCount || o.prices.median !== b.quartiles[1])
        throw new Error(`${a.keyword}: answers differ`);
    }
    let next = 0;
    const pick = () => analyses[next++ % analyses.length].id;
    return [
      await compare(
        `keyword analysis from PostgreSQL, ${(listingRows / 1e3).toFixed(0)}k snapshot listings, ${analyses.length} keywords`,
        async () => void (await getJson(`${booster.baseURL}/api/research/keyword-analysis/${pick()}`, token)),
        async () => void (await getJson(`${baseline.baseURL}/analysis/${pick()}`, token)),
        { requests: 300, concurrency: 4 },
      ),
    ];
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
