import { CATEGORY_GROUPS } from '../../apps/sandbox/src/core/words.ts';
import { DEFAULT_SEED } from '../../apps/sandbox/src/index.ts';
import {
  CATALOGUE_SIZE,
  type CatalogueListing,
  catalogueDay,
  catalogueListing,
  soldUntil,
} from '../../apps/sandbox/src/market/catalogue.ts';
import { catalogueHints, SEARCH_RESULT_CAP } from '../../apps/sandbox/src/market/catalogue-search.ts';
import { withDatabase } from './database.ts';

const CHUNK = 1_000;
const RELATED = 6;

type Snapshot = {
  keyword: string;
  day: string;
  rows: CatalogueListing[];
  total: number;
  sold: (l: CatalogueListing, i: number) => number;
};

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * Keyword snapshots of the whole Shopee sandbox catalogue, as the keyword analysis takes them: every
 * item phrase ("kaos polos") with all its results best sellers first (capped like the site), today
 * and yesterday, plus one page of each related phrase the search box suggests. Every catalogue
 * listing sits in exactly one item phrase, so the item snapshots of one day hold the catalogue.
 * Saved analyses of the item phrases belong to `email`.
 */
export async function seedKeywordSnapshots(databaseUrl: string, email: string) {
  const today = catalogueDay(Date.now());
  const catalogue: CatalogueListing[] = [];
  for (let i = 0; i < CATALOGUE_SIZE; i++) catalogue.push(catalogueListing(DEFAULT_SEED, 'shopee', i, today));
  const names = catalogue.map((l) => l.name.toLowerCase());
  const matches = (keyword: string) => {
    const words = keyword.split(' ');
    const found: CatalogueListing[] = [];
    names.forEach((n, i) => {
      if (words.every((w) => n.includes(w))) found.push(catalogue[i]);
    });
    return found.sort((a, b) => b.monthlySold - a.monthlySold || indexOf(a) - indexOf(b));
  };

  const items = [...new Set(CATEGORY_GROUPS.flatMap((g) => g.items.map((i) => i.toLowerCase())))];
  const snapshots: Snapshot[] = [];
  const related = new Set<string>();
  for (const keyword of items) {
    const all = matches(keyword);
    const rows = all.slice(0, SEARCH_RESULT_CAP);
    const total = Math.min(all.length, SEARCH_RESULT_CAP);
    snapshots.push({ keyword, day: isoDay(today), rows, total, sold: (l) => l.historicalSold });
    snapshots.push({
      keyword,
      day: isoDay(today - 1),
      rows,
      total,
      sold: (l) => soldUntil(DEFAULT_SEED, 'shopee', indexOf(l), today - 1),
    });
    for (const r of catalogueHints(keyword)
      .filter((h) => h !== keyword)
      .slice(0, RELATED))
      related.add(r);
  }
  for (const keyword of related) {
    if (items.includes(keyword)) continue;
    const all = matches(keyword);
    snapshots.push({
      keyword,
      day: isoDay(today),
      rows: all.slice(0, 60),
      total: Math.min(all.length, SEARCH_RESULT_CAP),
      sold: (l) => l.historicalSold,
    });
  }

  return withDatabase(databaseUrl, async (client) => {
    let listingRows = 0;
    const account = await client.query<{ id: string }>('select id from users where email = $1', [email]);
    const accountId = account.rows[0].id;
    for (const s of snapshots) {
      const suggestions = catalogueHints(s.keyword);
      const head = s.keyword.split(' ')[0];
      const rank = catalogueHints(head).indexOf(s.keyword);
      const inserted = await client.query<{ id: string }>(
        `insert into research_keyword_snapshots (marketplace, keyword, day, result_count, suggestion_rank, suggestions, pages)
         values ('shopee', $1, $2, $3, $4, $5, $6) returning id`,
        [
          s.keyword,
          s.day,
          s.total,
          rank < 0 ? null : rank + 1,
          JSON.stringify(suggestions),
          Math.ceil(s.rows.length / 60),
        ],
      );
      const id = inserted.rows[0].id;
      for (let i = 0; i < s.rows.length; i += CHUNK) {
        const chunk = s.rows.slice(i, i + CHUNK);
        const values: unknown[] = [];
        const tuples = chunk.map((l, j) => {
          const base = values.length;
          values.push(
            id,
            i + j + 1,
            l.itemId,
            l.name,
            l.shopId,
            l.shopName,
            l.officialShop,
            l.price,
            s.sold(l, i + j),
            l.ratingCount === 0 ? null : l.rating,
            l.ratingCount,
            l.location,
            String(l.categoryId),
          );
          return `(${Array.from({ length: 13 }, (_, k) => `$${base + k + 1}`).join(',')})`;
        });
        await client.query(
          `insert into research_keyword_listings (snapshot_id, position, external_id, name, shop_external_id, shop_name,
             shop_official, price, sold_count, rating, rating_count, location, category_id) values ${tuples.join(',')}`,
          values,
        );
        listingRows += chunk.length;
      }
    }
    for (const keyword of items)
      await client.query(
        `insert into research_keyword_analyses (account_id, marketplace, keyword) values ($1, 'shopee', $2)`,
        [accountId, keyword],
      );
    await client.query('analyze research_keyword_snapshots');
    await client.query('analyze research_keyword_listings');
    const ids = await client.query<{ id: string; keyword: string }>(
      'select id, keyword from research_keyword_analyses where account_id = $1 order by keyword',
      [accountId],
    );
    return { analyses: ids.rows, listingRows, snapshots: snapshots.length };
  });
}

function indexOf(l: CatalogueListing): number {
  return Math.floor((Number(l.itemId) - 20_000_000_000) / 37);
}
