import { countCapFor } from '@booster/domain';
import { compareLists } from './lib/baseline.ts';
import { logIn, startBooster } from './lib/booster.ts';
import { seedListings } from './lib/seed-listings.ts';
import { bearerSubject, startBareServer } from './support-baseline.ts';

const LISTINGS = 100_000;
const SELLER = 'seller@booster.test';

/**
 * GET /api/app/product/shopee over 100,000 listings, against a bare Fastify route that checks the
 * same JWT and runs the best hand-written SQL for the same page with nothing around it (no context
 * loading, permission guards, schema validation or response mapping): the 20 rows by a walk of the
 * sort's index joined to the shop names, and the exact total from the maintained per-shop/status
 * counters, or, with a search, the matches counted up to what the page buttons need (page 3 of 20:
 * 101 rows, `countCapFor`), stopping there whichever way the planner finds them. Statements without a
 * search are prepared (named), as Booster's are.
 */
const COLUMNS = `l.id, l.shop_id, s.shop_name, l.marketplace, l.external_id, l.name, l.images -> 0 ->> 'url' as image, l.status,
  l.platform_status, l.skus, l.min_price, l.max_price, l.total_stock, l.variant_count, l.supplier, l.updated_at`;

function pageSql(search: string | null, status: string | null) {
  const where = ['l.account_id = $1', "l.marketplace = 'shopee'"];
  const params: unknown[] = [];
  if (search) where.push(`l.search_text like $${params.push(`%${search}%`) + 1}`);
  if (status) where.push(`l.status = $${params.push(status) + 1}`);
  const clause = where.join(' and ');
  const countWhere = ['account_id = $1', "marketplace = 'shopee'"];
  if (status) countWhere.push(`status = $${params.length + 1}`);
  return {
    rows: `select ${COLUMNS} from listings l join shops s on s.id = l.shop_id where ${clause}
           order by l.updated_at desc, l.id desc limit 20 offset 40`,
    count: search
      ? `select count(*)::int as total from (select 1 from listings l where ${clause} limit ${countCapFor(3, 20)}) m`
      : `select coalesce(sum(n), 0)::int as total from listing_counts where ${countWhere.join(' and ')}`,
    params,
    countParams: search ? params : status ? [status] : [],
  };
}

export function startBaseline(databaseUrl: string, secret: string) {
  const key = new TextEncoder().encode(secret);
  return startBareServer(databaseUrl, (app, pool) => {
    app.get('/list', async (req, reply) => {
      const sub = await bearerSubject(req, key);
      if (!sub) return reply.code(401).send({ message: 'no' });
      const query = req.query as { search?: string; status?: string };
      const sql = pageSql(query.search ?? null, query.status ?? null);
      // Without a search the plan does not depend on the values: prepared once per connection, as
      // Booster's are. A search is planned for its term (a common word walks the sort's index, a rare
      // one goes through the trigram index).
      const name = query.search ? undefined : `base_listings_${query.status ?? 'all'}`;
      const [rows, count] = await Promise.all([
        pool.query({ name: name && `${name}_page`, text: sql.rows, values: [sub, ...sql.params] }),
        pool.query({
          name: name && `${name}_total`,
          text: sql.count,
          values: [sub, ...sql.countParams],
        }),
      ]);
      return { docs: rows.rows, totalDocs: count.rows[0].total };
    });
  });
}

export async function productListBench() {
  const booster = await startBooster();
  await seedListings(booster.url, SELLER, LISTINGS);
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const accessToken = await logIn(booster.baseURL, SELLER);
    const cases = [
      { label: 'product list, 100k listings, page 3', ours: 'page=3', base: '' },
      {
        label: 'product list, 100k listings, search "kaos" + tab live, page 3',
        ours: 'page=3&search=kaos&tab=live',
        base: 'search=kaos&status=live',
      },
      {
        label: 'product list, 100k listings, search SKU "sku-4242"',
        ours: 'page=3&search=sku-4242',
        base: 'search=sku-4242',
      },
    ];
    return await compareLists(
      cases.map((c) => ({
        label: c.label,
        ours: `${booster.baseURL}/api/app/product/shopee?limit=20&${c.ours}`,
        base: `${baseline.baseURL}/list?${c.base}`,
      })),
      accessToken,
    );
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
