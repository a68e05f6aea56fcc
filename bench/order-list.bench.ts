import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { registerCompression } from '../apps/server/src/platform/http/compression.ts';
import { compareLists, listenBaseline } from './lib/baseline.ts';
import { logIn, startBooster } from './lib/booster.ts';
import { seedOrders } from './lib/seed-orders.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SELLER = 'seller@booster.test';

/**
 * GET /api/app/order/shopee over 1,000,000 orders, filtered by status and date and paged, against a
 * bare Fastify route that checks the same JWT and runs the best hand-written SQL for the same page:
 * the columns a list row shows by a walk of the (account, marketplace, status, placed_at, id) index,
 * then for the 20 rows shown (not the 40 the offset walks past) the shop's name and the items
 * aggregated in the same statement, and beside it the exact total summed from the status's per-day
 * counters (order_counts).
 */
/** What a list row shows of an order, and its items as one JSON array from the items' order index. */
const COLUMNS = `id, shop_id, marketplace, external_id, status, platform_status, buyer_name, total_amount, money,
  courier, tracking_number, cancel_requested, placed_at, paid_at, ship_by, platform_updated_at`;
const ITEMS = `coalesce((select json_agg(json_build_object('externalItemId', i.external_item_id,
  'productExternalId', i.product_external_id, 'variantExternalId', i.variant_external_id, 'sku', i.sku,
  'name', i.name, 'image', i.image, 'quantity', i.quantity, 'price', i.price) order by i.position, i.id)
  from order_items i where i.order_id = p.id), '[]'::json) as items`;

function pageSql(status: string, days: number) {
  const since = `date_trunc('day', now() at time zone 'Asia/Jakarta') - make_interval(days => $3)`;
  const where = `o.account_id = $1 and o.marketplace = 'shopee' and o.status = $2
    and o.placed_at >= (${since}) at time zone 'Asia/Jakarta'`;
  return {
    rows: `select p.*, s.shop_name, ${ITEMS}
           from (select ${COLUMNS} from orders o where ${where}
                 order by o.placed_at desc, o.id desc limit 20 offset 40) p
           join shops s on s.id = p.shop_id
           order by p.placed_at desc, p.id desc`,
    count: `select coalesce(sum(n), 0)::int as total from order_counts
            where account_id = $1 and marketplace = 'shopee' and status = $2 and day >= (${since})::date`,
    params: [status, days - 1],
  };
}

export async function startBaseline(databaseUrl: string, secret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const key = new TextEncoder().encode(secret);
  const app = Fastify();
  // A page of 20 orders is ~18 kB: Booster compresses an answer that size for a caller that accepts
  // it (platform/http/compression.ts), so the baseline writes the same bytes the same way.
  registerCompression(app);
  app.get('/orders', async (req, reply) => {
    const token = String(req.headers.authorization ?? '').slice(7);
    const { payload } = await jwtVerify(token, key).catch(() => ({ payload: null }));
    if (!payload?.sub) return reply.code(401).send({ message: 'no' });
    const q = req.query as { status: string; days: string };
    const sql = pageSql(q.status, Number(q.days));
    // Prepared once per connection (the plan does not depend on the values), as Booster's are.
    const [rows, count] = await Promise.all([
      pool.query({ name: 'base_orders_page', text: sql.rows, values: [payload.sub, ...sql.params] }),
      pool.query({ name: 'base_orders_total', text: sql.count, values: [payload.sub, ...sql.params] }),
    ]);
    return { docs: rows.rows, totalDocs: count.rows[0].total };
  });
  return listenBaseline(app, pool);
}

export async function orderListBench() {
  const booster = await startBooster();
  console.log(`  seeding ${ORDERS.toLocaleString('en')} orders…`);
  await seedOrders(booster.url, SELLER, ORDERS);
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const accessToken = await logIn(booster.baseURL, SELLER);
    const cases = [
      { label: 'completed, last 7 days', tab: 'completed', date: 'last7days', days: 7 },
      { label: 'ready to ship, last 1 month', tab: 'ready_to_ship', date: 'last1month', days: 30 },
    ];
    return await compareLists(
      cases.map((c) => ({
        label: `order list, ${(ORDERS / 1e6).toFixed(1)}M orders, ${c.label}, page 3`,
        ours: `${booster.baseURL}/api/app/order/shopee?limit=20&page=3&tab=${c.tab}&date=${c.date}`,
        base: `${baseline.baseURL}/orders?status=${c.tab}&days=${c.days}`,
      })),
      accessToken,
    );
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
