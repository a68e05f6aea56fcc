import { type PopularProduct, researchPopularRoutes } from '@booster/contracts';
import { FREE_RESEARCH_DAILY_QUOTA, type Marketplace } from '@booster/domain';
import { soldFromLabel } from '@booster/marketplaces';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../../../../sandbox/src/index.ts';
import { type CatalogueListing, catalogueDay } from '../../../../../sandbox/src/market/catalogue.ts';
import { searchCatalogue } from '../../../../../sandbox/src/market/catalogue-search.ts';
import { marketCategories } from '../../../../../sandbox/src/market/market-site.ts';
import { tokopediaSoldLabel } from '../../../../../sandbox/src/market/sold-labels.ts';
import { useTestApp } from '../../../test/app.ts';
import { makeMember, staffToken } from '../../../test/factories.ts';
import { errorBody } from '../../../test/http.ts';
import { researchMarketData } from '../market-data.ts';
import { createMarketSnapshots, utcDay } from '../market-snapshots.ts';
import { sandboxDayFetch } from '../sandbox-history.ts';

const t = useTestApp({ listen: true });
const DAY_MS = 86_400_000;
/** The two snapshot days of this file: a week ago and today. */
const TODAY = catalogueDay(Date.now());
const WEEK_AGO = TODAY - 7;
const dayString = (day: number) => utcDay(day * DAY_MS);

/** The daily job's work for one day, the sandbox market answering as on that day (one best-seller page a category). */
async function snapshot(day: number, marketplaces: Marketplace[]) {
  // Uncached: the app's 10-minute cache would hand back the other day's pages.
  const snapshots = createMarketSnapshots({
    db: t.current.database.db,
    market: researchMarketData(t.current.config, { fetch: sandboxDayFetch(fetch, day), cacheTtlMs: 0 }),
    pagesPerCategory: 1,
  });
  const results = await snapshots.take({ day: dayString(day), marketplaces });
  for (const r of results) expect(r.failure).toBeUndefined();
}

/** What the catalogue says each category's first best-seller page was on a day. */
function bestSellers(platform: Marketplace, day: number, pageSize: number): Map<string, CatalogueListing> {
  const byId = new Map<string, CatalogueListing>();
  for (const category of marketCategories(DEFAULT_SEED)) {
    const page = searchCatalogue(DEFAULT_SEED, platform, day, {
      categoryId: category.id,
      sort: 'sales',
      offset: 0,
      limit: pageSize,
    });
    for (const l of page.listings) byId.set(l.itemId, l);
  }
  return byId;
}

/** The estimate the snapshots imply: listings on both days' pages, the shown sold count's growth. */
function expectedEstimates(platform: Marketplace, shown: (sold: number) => number, pageSize: number) {
  const before = bestSellers(platform, WEEK_AGO, pageSize);
  const now = bestSellers(platform, TODAY, pageSize);
  return [...now.values()]
    .filter((l) => before.has(l.itemId))
    .map((l) => {
      const units = Math.max(0, shown(l.historicalSold) - shown(before.get(l.itemId)?.historicalSold ?? 0));
      return { listing: l, units, revenue: units * l.price };
    })
    .sort(
      (a, b) =>
        b.units - a.units || b.revenue - a.revenue || a.listing.itemId.localeCompare(b.listing.itemId),
    );
}

async function seller(pkg: 'free' | 'premium' = 'premium') {
  const m = await makeMember(t.current, { package: pkg });
  return { ...m, token: (await m.login()).accessToken };
}

beforeAll(async () => {
  await snapshot(WEEK_AGO, ['shopee', 'tokopedia']);
  await snapshot(TODAY, ['shopee', 'tokopedia']);
}, 120_000);

describe('popular products (/api/research/popular)', () => {
  it('ranks by estimated units from two snapshots, with the numbers the sandbox catalogue implies', async () => {
    const { token } = await seller();
    const expected = expectedEstimates('shopee', (sold) => sold, 60);
    const res = await t.current.api.route(researchPopularRoutes.list, {
      token,
      query: { marketplace: 'shopee', period: '7', limit: 25 },
    });
    expect(res.status).toBe(200);
    expect(res.body.day).toBe(dayString(TODAY));
    expect(res.body.totalDocs).toBe(expected.length);
    expect(res.body.totals).toEqual({
      units: expected.reduce((s, e) => s + e.units, 0),
      revenue: expected.reduce((s, e) => s + e.revenue, 0),
    });
    const categoryName = new Map(marketCategories(DEFAULT_SEED).map((c) => [String(c.id), c.name]));
    expect(res.body.docs).toEqual(
      expected.slice(0, 25).map(
        ({ listing: l, units, revenue }): PopularProduct => ({
          marketplace: 'shopee',
          externalId: l.itemId,
          name: l.name,
          shopName: l.shopName,
          shopOfficial: l.officialShop,
          categoryId: String(l.categoryId),
          categoryName: categoryName.get(String(l.categoryId)) ?? '',
          location: l.location,
          imageUrl: `https://cf.shopee.co.id/file/${l.imageHash}`,
          url: expect.stringMatching(
            new RegExp(`^https://shopee\\.co\\.id/.+-i\\.${l.shopId}\\.${l.itemId}$`),
          ),
          price: l.price,
          rating: l.ratingCount > 0 ? l.rating : null,
          ratingCount: l.ratingCount,
          soldCount: l.historicalSold,
          units,
          revenue,
          basedOnDays: 7,
        }),
      ),
    );
    // Only two snapshots a week apart: every unit sold that week shows on today's bar.
    expect(res.body.daily).toEqual([{ day: dayString(TODAY), units: res.body.totals.units }]);
  });

  it('reads Tokopedia’s rounded sold labels as the card shows them, and sorts by revenue', async () => {
    const { token } = await seller();
    const shown = (sold: number) => soldFromLabel(tokopediaSoldLabel(sold));
    const expected = expectedEstimates('tokopedia', shown, 60).sort(
      (a, b) =>
        b.revenue - a.revenue || b.units - a.units || a.listing.itemId.localeCompare(b.listing.itemId),
    );
    const res = await t.current.api.route(researchPopularRoutes.list, {
      token,
      query: { marketplace: 'tokopedia', period: '7', sort: 'revenue', limit: 10 },
    });
    expect(res.body.totalDocs).toBe(expected.length);
    expect(res.body.docs.map((d) => [d.externalId, d.units, d.revenue])).toEqual(
      expected.slice(0, 10).map((e) => [e.listing.itemId, e.units, e.revenue]),
    );
  });

  it('scales a 30-day estimate from the week it has, and says how many days it is based on', async () => {
    const { token } = await seller();
    const week = expectedEstimates('shopee', (sold) => sold, 60);
    const res = await t.current.api.route(researchPopularRoutes.list, {
      token,
      query: { marketplace: 'shopee', period: '30', limit: 5 },
    });
    const scaled = week
      .map((e) => ({ id: e.listing.itemId, units: Math.round((e.units * 30) / 7), price: e.listing.price }))
      .sort((a, b) => b.units - a.units || b.units * b.price - a.units * a.price || a.id.localeCompare(b.id));
    expect(res.body.docs.map((d) => [d.externalId, d.units, d.basedOnDays])).toEqual(
      scaled.slice(0, 5).map((e) => [e.id, e.units, 7]),
    );
  });

  it('filters by category, price band, rating and location, and lists them', async () => {
    const { token } = await seller();
    const filters = await t.current.api.route(researchPopularRoutes.filters, {
      token,
      query: { marketplace: 'shopee' },
    });
    expect(filters.body.categories.map((c) => c.id)).toEqual(
      marketCategories(DEFAULT_SEED).map((c) => String(c.id)),
    );
    expect(filters.body).toMatchObject({ day: dayString(TODAY), days: 2 });
    const location = filters.body.locations[0];
    const category = filters.body.categories[3];
    const expected = expectedEstimates('shopee', (sold) => sold, 60).filter(
      ({ listing: l }) =>
        String(l.categoryId) === category.id &&
        l.price >= 20_000 &&
        l.price <= 300_000 &&
        (l.ratingCount > 0 ? l.rating : 0) >= 4.5,
    );
    const res = await t.current.api.route(researchPopularRoutes.list, {
      token,
      query: {
        marketplace: 'shopee',
        categoryId: category.id,
        minPrice: 20_000,
        maxPrice: 300_000,
        minRating: 4.5,
        limit: 500,
      },
    });
    expect(res.body.docs.map((d) => d.externalId)).toEqual(expected.map((e) => e.listing.itemId));
    const inCity = await t.current.api.route(researchPopularRoutes.list, {
      token,
      query: { marketplace: 'shopee', location, limit: 500 },
    });
    expect(inCity.body.docs.length).toBeGreaterThan(0);
    for (const d of inCity.body.docs) expect(d.location).toBe(location);
  });

  it('refuses a price band upside down with a field message, and answers an empty list before any snapshot', async () => {
    const { token } = await seller();
    const bad = await t.current.api.get(
      '/api/research/popular?marketplace=shopee&minPrice=5000&maxPrice=100',
      { token },
    );
    expect(bad.body).toEqual(
      errorBody(400, 'VALIDATION_FAILED', 'Harga maksimal harus lebih besar atau sama dengan harga minimal', {
        fields: { maxPrice: 'Harga maksimal harus lebih besar atau sama dengan harga minimal' },
      }),
    );
    const none = await t.current.api.route(researchPopularRoutes.list, {
      token,
      query: { marketplace: 'lazada' },
    });
    expect(none.body).toMatchObject({ day: null, docs: [], totalDocs: 0, daily: [] });
  });

  it("counts a free member's new lists against the daily quota, not the pages after the first", async () => {
    const { token } = await seller('free');
    const list = (page: number) =>
      t.current.api.route(researchPopularRoutes.list, {
        token,
        query: { marketplace: 'shopee', page, limit: 5 },
      });
    for (let i = 0; i < FREE_RESEARCH_DAILY_QUOTA.popular; i++) expect((await list(1)).status).toBe(200);
    expect((await list(2)).status).toBe(200);
    const refused = await list(1);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RESEARCH_QUOTA_EXCEEDED',
      message: `Kuota harian Produk Populer akun Free sudah habis (${FREE_RESEARCH_DAILY_QUOTA.popular} kali per hari). Coba lagi besok atau upgrade akun anda.`,
    });
  });

  it('is refused without login (401) and to a sub-member without the popular-product menu (403)', async () => {
    expect(
      (await t.current.api.route(researchPopularRoutes.list, { query: { marketplace: 'shopee' } })).status,
    ).toBe(401);
    const owner = await makeMember(t.current, { package: 'platinum' });
    const refused = await t.current.api.route(researchPopularRoutes.list, {
      token: await staffToken(t.current, owner, 'order'),
      query: { marketplace: 'shopee' },
    });
    expect(refused.body).toEqual(
      errorBody(403, 'FEATURE_NOT_ALLOWED', 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini'),
    );
    const ok = await t.current.api.route(researchPopularRoutes.filters, {
      token: await staffToken(t.current, owner, 'research'),
      query: { marketplace: 'shopee' },
    });
    expect(ok.status).toBe(200);
  });
});
