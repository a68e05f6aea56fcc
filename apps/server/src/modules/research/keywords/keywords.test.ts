import { type KeywordAnalysis, keywordAnalysisRoutes, titleRoutes } from '@booster/contracts';
import { FREE_RESEARCH_DAILY_QUOTA, LISTING_RULES, MARKETPLACES } from '@booster/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../../../../sandbox/src/index.ts';
import {
  type CatalogueListing,
  catalogueDay,
  soldUntil,
} from '../../../../../sandbox/src/market/catalogue.ts';
import { catalogueHints, searchCatalogue } from '../../../../../sandbox/src/market/catalogue-search.ts';
import { useTestApp } from '../../../test/app.ts';
import { makeMember, staffToken } from '../../../test/factories.ts';
import { errorBody } from '../../../test/http.ts';
import { DEMAND_TOP } from './analysis-queries.ts';
import { KEYWORD_SNAPSHOT_CRON, keywordSnapshotJob } from './jobs.ts';
import { ANALYSIS_PAGES } from './service.ts';

const t = useTestApp({ listen: true });

async function seller(pkg: 'free' | 'premium' = 'premium') {
  const m = await makeMember(t.current, { package: pkg });
  return { ...m, token: (await m.login()).accessToken };
}

/** What the sandbox catalogue holds for a keyword today: its best sellers as the analysis reads them. */
function catalogueBestSellers(keyword: string, count: number) {
  const day = catalogueDay(Date.now());
  return {
    day,
    ...searchCatalogue(DEFAULT_SEED, 'shopee', day, { keyword, sort: 'sales', offset: 0, limit: count }),
  };
}

/** Linear-interpolation quantile (PostgreSQL's percentile_cont), written here on its own. */
function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

const run = (token: string, keyword: string, marketplace: 'shopee' | 'lazada' = 'shopee') =>
  t.current.api.route(keywordAnalysisRoutes.run, { token, body: { keyword, marketplace } });

describe('keyword analysis', () => {
  it('answers with the numbers the sandbox catalogue implies (result count, quartiles, histogram, shops, demand)', async () => {
    const { token } = await seller();
    const res = await run(token, '  Kaos   Polos ');
    expect(res.status).toBe(200);
    const a = res.body as KeywordAnalysis;
    const { day, listings, total } = catalogueBestSellers('kaos polos', ANALYSIS_PAGES * 60);

    expect(a).toMatchObject({ keyword: 'kaos polos', marketplace: 'shopee', day: isoDay(day) });
    expect(a.sampleSize).toBe(listings.length);
    expect(a.competition.resultCount).toBe(total);

    const prices = listings.map((l) => l.price).sort((x, y) => x - y);
    expect(a.prices).not.toBeNull();
    expect(a.prices?.min).toBe(prices[0]);
    expect(a.prices?.max).toBe(prices.at(-1));
    expect(a.prices?.q1).toBeCloseTo(quantile(prices, 0.25), 6);
    expect(a.prices?.median).toBeCloseTo(quantile(prices, 0.5), 6);
    expect(a.prices?.q3).toBeCloseTo(quantile(prices, 0.75), 6);
    expect(a.prices?.mean).toBeCloseTo(prices.reduce((s, p) => s + p, 0) / prices.length, 6);
    // Ten buckets covering every listing, each holding the prices inside its bounds.
    expect(a.prices?.histogram).toHaveLength(10);
    for (const bucket of a.prices?.histogram ?? []) {
      const last = bucket === a.prices?.histogram.at(-1);
      expect(bucket.count).toBe(prices.filter((p) => p >= bucket.from && (last || p < bucket.to)).length);
    }

    expect(a.demand.unitsSold).toBe(sum(listings.slice(0, DEMAND_TOP).map((l) => l.historicalSold)));
    expect(a.demand.suggestionRank).toBe(catalogueHints('kaos').indexOf('kaos polos') + 1);
    expect(a.demand.dailyUnits).toBeNull();
    expect(a.demand.history).toEqual([
      { day: isoDay(day), resultCount: total, unitsSold: a.demand.unitsSold, dailyUnits: null },
    ]);

    const shops = shopTotals(listings);
    const allUnits = sum(listings.map((l) => l.historicalSold));
    expect(a.competition.shopCount).toBe(shops.length);
    expect(a.topShops.map((s) => [s.externalId, s.unitsSold])).toEqual(
      shops.slice(0, 5).map((s) => [s.shopId, s.units]),
    );
    expect(a.competition.topShopsShare).toBeCloseTo(sum(shops.slice(0, 5).map((s) => s.units)) / allUnits, 9);
    expect(a.topListings[0]).toMatchObject({
      externalId: listings[0].itemId,
      name: listings[0].name,
      price: listings[0].price,
      soldCount: listings[0].historicalSold,
    });

    // Related keywords: the search box's other suggestions, each with its own snapshot's numbers.
    const related = catalogueHints('kaos polos')
      .filter((h) => h !== 'kaos polos')
      .slice(0, 6);
    expect(a.related.map((r) => r.keyword)).toEqual(related);
    const first = catalogueBestSellers(related[0], 60);
    expect(a.related[0]).toMatchObject({
      resultCount: first.total,
      unitsSold: sum(first.listings.slice(0, DEMAND_TOP).map((l) => l.historicalSold)),
      medianPrice: quantile(
        first.listings.map((l) => l.price).sort((x, y) => x - y),
        0.5,
      ),
    });
  });

  it('turns two snapshots into units a day from the same listings’ sold counts', async () => {
    const { token } = await seller();
    const keyword = 'sepatu sneakers';
    expect((await run(token, keyword)).status).toBe(200);
    // Yesterday's snapshot as the catalogue had it: move today's back a day with yesterday's counts.
    const day = catalogueDay(Date.now());
    const { db } = t.current.database;
    const snap = await db.execute<{ id: string }>(
      sql`update research_keyword_snapshots set day = day - 1 where marketplace = 'shopee' and keyword = ${keyword} returning id`,
    );
    const rows = await db.execute<{ external_id: string }>(
      sql`select external_id from research_keyword_listings where snapshot_id = ${snap.rows[0].id}`,
    );
    const before = new Map<string, number>();
    for (const r of rows.rows) {
      const index = Math.floor((Number(r.external_id) - 20_000_000_000) / 37);
      const sold = soldUntil(DEFAULT_SEED, 'shopee', index, day - 1);
      before.set(r.external_id, sold);
      await db.execute(
        sql`update research_keyword_listings set sold_count = ${sold} where snapshot_id = ${snap.rows[0].id} and external_id = ${r.external_id}`,
      );
    }

    const res = await run(token, keyword);
    expect(res.status).toBe(200);
    const today = catalogueBestSellers(keyword, ANALYSIS_PAGES * 60).listings;
    const expected = sum(
      today.filter((l) => before.has(l.itemId)).map((l) => l.historicalSold - (before.get(l.itemId) ?? 0)),
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.body.demand.dailyUnits).toBe(expected);
    expect(res.body.demand.history.map((h) => h.day)).toEqual([isoDay(day - 1), isoDay(day)]);
  });

  it('keeps saved analyses per account: list, detail from PostgreSQL, re-run, delete; another account gets 404', async () => {
    const owner = await seller();
    const other = await seller();
    const first = await run(owner.token, 'hijab segi empat');
    const second = await run(owner.token, 'panci set');
    expect(second.status).toBe(200);

    const list = await t.current.api.route(keywordAnalysisRoutes.list, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.docs.map((d) => d.keyword)).toEqual(['panci set', 'hijab segi empat']);
    expect(list.body.docs[1]).toMatchObject({
      _id: first.body._id,
      resultCount: first.body.competition.resultCount,
      unitsSold: first.body.demand.unitsSold,
      medianPrice: first.body.prices?.median,
    });

    const detail = await t.current.api.route(keywordAnalysisRoutes.detail, {
      token: owner.token,
      params: { id: first.body._id },
    });
    expect(detail.body).toEqual(first.body);

    const rerun = await t.current.api.route(keywordAnalysisRoutes.rerun, {
      token: owner.token,
      params: { id: first.body._id },
    });
    expect(rerun.status).toBe(200);
    expect(rerun.body._id).toBe(first.body._id);
    const relist = await t.current.api.route(keywordAnalysisRoutes.list, { token: owner.token });
    expect(relist.body.docs.map((d) => d.keyword)).toEqual(['hijab segi empat', 'panci set']);

    for (const route of [
      keywordAnalysisRoutes.detail,
      keywordAnalysisRoutes.rerun,
      keywordAnalysisRoutes.remove,
    ]) {
      const res = await t.current.api.route(route, { token: other.token, params: { id: first.body._id } });
      expect(res.status).toBe(404);
    }
    expect((await t.current.api.route(keywordAnalysisRoutes.list, { token: other.token })).body.docs).toEqual(
      [],
    );

    const removed = await t.current.api.route(keywordAnalysisRoutes.remove, {
      token: owner.token,
      params: { id: second.body._id },
    });
    expect(removed.body).toEqual({ deleted: true });
    const after = await t.current.api.route(keywordAnalysisRoutes.list, { token: owner.token });
    expect(after.body.docs.map((d) => d.keyword)).toEqual(['hijab segi empat']);
  });

  it("refuses a free member's analysis past the daily quota with the clear message, before asking the platform", async () => {
    const free = await seller('free');
    const limit = FREE_RESEARCH_DAILY_QUOTA.keywordAnalysis;
    for (let i = 0; i < limit; i++) expect((await run(free.token, 'kaos polos')).status).toBe(200);
    const before = await snapshotCount();
    const refused = await run(free.token, 'jaket hoodie');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RESEARCH_QUOTA_EXCEEDED',
      message: `Kuota harian Analisis Kata Kunci akun Free sudah habis (${limit} kali per hari). Coba lagi besok atau upgrade akun anda.`,
    });
    expect(await snapshotCount()).toBe(before);
  });

  it.each(MARKETPLACES.filter((m) => m !== 'shopee'))(
    "analyses a keyword on %s's public search too",
    async (marketplace) => {
      const { token } = await seller();
      const res = await t.current.api.route(keywordAnalysisRoutes.run, {
        token,
        body: { keyword: 'kaos polos', marketplace },
      });
      expect(res.status).toBe(200);
      expect(res.body.marketplace).toBe(marketplace);
      expect(res.body.sampleSize).toBeGreaterThan(0);
      expect(res.body.competition.resultCount).toBeGreaterThanOrEqual(res.body.sampleSize);
      expect(res.body.prices?.min).toBeGreaterThan(0);
      expect(res.body.topListings[0].name.toLowerCase()).toContain('kaos polos');
    },
  );

  it('asks for a keyword and a known marketplace (400 on the field), says when a platform cannot be read', async () => {
    const { token } = await seller();
    const empty = await run(token, ' ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ details: { fields: { keyword: 'Kata kunci wajib diisi' } } });
    const bad = await t.current.api.post(
      '/api/research/keyword-analysis',
      { keyword: 'kaos', marketplace: 'blibli' },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: { fields: { marketplace: expect.any(String) } } });
  });

  it("follows the role's research sub-menus for staff", async () => {
    const owner = await seller();
    const refused = await run(await staffToken(t.current, owner, 'order'), 'kaos polos');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(errorBody(403, 'FEATURE_NOT_ALLOWED', expect.any(String)));
    const allowed = await run(await staffToken(t.current, owner, 'research'), 'kaos polos');
    expect(allowed.status).toBe(200);
    // Saved for the owner's account: the owner sees the staff member's analysis.
    const list = await t.current.api.route(keywordAnalysisRoutes.list, { token: owner.token });
    expect(list.body.docs.map((d) => d._id)).toContain(allowed.body._id);
  });
});

describe('daily keyword snapshot job', () => {
  it('is scheduled once a day and gives every saved keyword its point of the day', async () => {
    expect(t.current.jobs.schedules()).toContainEqual({
      name: keywordSnapshotJob.name,
      cron: KEYWORD_SNAPSHOT_CRON,
      payload: {},
    });
    const { token } = await seller();
    const keyword = 'dompet kulit';
    const saved = await run(token, keyword);
    expect(saved.status).toBe(200);
    // What was taken today becomes yesterday's point; the job must take today's again.
    await t.current.database.db.execute(
      sql`update research_keyword_snapshots set day = day - 1 where marketplace = 'shopee' and keyword = ${keyword}`,
    );
    const job = t.current.container.research.keywords.dailyJob;
    if (!job) throw new Error('the daily job is not registered');
    await t.current.jobs.enqueue(job, {});
    const result = await t.current.jobs.drain();
    expect(result.failed).toEqual([]);

    const detail = await t.current.api.route(keywordAnalysisRoutes.detail, {
      token,
      params: { id: saved.body._id },
    });
    const day = catalogueDay(Date.now());
    expect(detail.body.demand.history.map((h) => h.day)).toEqual([isoDay(day - 1), isoDay(day)]);
    expect(detail.body.day).toBe(isoDay(day));
    expect(detail.body.competition.resultCount).toBe(catalogueBestSellers(keyword, 1).total);
  });
});

describe('title generator', () => {
  it('gives every platform titles within its length, ordered by the keywords’ demand on the chosen marketplace', async () => {
    const { token } = await seller();
    const keywords = ['kaos polos', 'kaos polos premium', 'cotton combed 30s'];
    const res = await t.current.api.route(titleRoutes.generate, {
      token,
      body: {
        marketplace: 'shopee',
        description: 'Kaos polos bahan cotton combed 30s yang adem, jahitan rapi.',
        category: 'Pakaian Pria',
        keywords,
      },
    });
    expect(res.status).toBe(200);
    for (const [i, phrase] of keywords.entries()) {
      const top = catalogueBestSellers(phrase, DEMAND_TOP).listings;
      expect(res.body.keywords[i]).toEqual({ phrase, demand: sum(top.map((l) => l.historicalSold)) });
    }
    for (const marketplace of MARKETPLACES) {
      const titles = res.body.titles[marketplace];
      expect(titles.length).toBeGreaterThan(0);
      for (const { title } of titles) {
        expect(title.length).toBeLessThanOrEqual(LISTING_RULES[marketplace].nameMax);
        expect(title.length).toBeGreaterThanOrEqual(LISTING_RULES[marketplace].nameMin);
      }
      const demands = titles.map((x) => x.demand);
      expect(demands).toEqual([...demands].sort((x, y) => y - x));
    }
  });

  it("counts a free member's titles against the daily quota and refuses the one past it", async () => {
    const free = await seller('free');
    const body = {
      marketplace: 'shopee' as const,
      description: 'Kaos polos adem',
      category: 'Pakaian Pria',
      keywords: ['kaos polos'],
    };
    const limit = FREE_RESEARCH_DAILY_QUOTA.generateTitle;
    for (let i = 0; i < limit; i++)
      expect((await t.current.api.route(titleRoutes.generate, { token: free.token, body })).status).toBe(200);
    const refused = await t.current.api.route(titleRoutes.generate, { token: free.token, body });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RESEARCH_QUOTA_EXCEEDED',
      message: `Kuota harian Buat Judul akun Free sudah habis (${limit} kali per hari). Coba lagi besok atau upgrade akun anda.`,
    });
  });

  it('refuses an empty keyword list on its field', async () => {
    const { token } = await seller();
    const res = await t.current.api.route(titleRoutes.generate, {
      token,
      body: { marketplace: 'shopee', description: '', category: '', keywords: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ details: { fields: { keywords: 'Pilih minimal satu kata kunci' } } });
  });
});

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function shopTotals(listings: CatalogueListing[]) {
  const shops = new Map<string, number>();
  for (const l of listings) shops.set(l.shopId, (shops.get(l.shopId) ?? 0) + l.historicalSold);
  return [...shops.entries()]
    .map(([shopId, units]) => ({ shopId, units }))
    .sort((a, b) => b.units - a.units || a.shopId.localeCompare(b.shopId));
}

async function snapshotCount() {
  const rows = await t.current.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from research_keyword_snapshots`,
  );
  return rows.rows[0].n;
}
