import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { logIn, startBooster } from './lib/booster.ts';
import type { LoadResult } from './lib/load.ts';
import { seedOrders } from './lib/seed-orders.ts';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const SELLER = 'seller@booster.test';

/** Peak RSS and heap (MB above the start) while `work` runs, sampled every 10 ms, and its time. */
async function measured(work: () => Promise<number>) {
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const t0 = performance.now();
  const bytes = await work();
  const ms = performance.now() - t0;
  clearInterval(timer);
  const mb = (n: number) => n / 1024 / 1024;
  return {
    ms,
    bytes,
    rssMb: mb(peakRss - start.rss),
    heapMb: mb(peakHeap - start.heapUsed),
    peakRssMb: mb(peakRss),
  };
}

async function drainBytes(stream: AsyncIterable<Uint8Array> | Readable) {
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

/** The same rows and columns as Booster's order export, written by PostgreSQL itself as CSV. */
function copySql(accountId: string) {
  if (!/^[0-9a-f-]{36}$/.test(accountId)) throw new Error('bad account id');
  return `copy (
    select o.external_id, s.shop_name, o.status, o.platform_status, o.buyer_name, i.products, i.skus, i.units,
           o.total_amount, o.courier, o.tracking_number,
           to_char(o.placed_at at time zone 'Asia/Jakarta', 'DD-MM-YYYY HH24:MI'),
           to_char(o.paid_at at time zone 'Asia/Jakarta', 'DD-MM-YYYY HH24:MI'),
           to_char(o.ship_by at time zone 'Asia/Jakarta', 'DD-MM-YYYY HH24:MI')
    from orders o
    join shops s on s.id = o.shop_id
    left join lateral (
      select string_agg(it.name || ' x' || it.quantity, '; ' order by it.position) as products,
             string_agg(nullif(it.sku, ''), '; ' order by it.position) as skus,
             sum(it.quantity) as units
      from order_items it where it.order_id = o.id
    ) i on true
    where o.account_id = '${accountId}' and o.marketplace = 'shopee'
    order by o.placed_at desc, o.id desc
  ) to stdout with (format csv, header)`;
}

const row = (label: string, m: Awaited<ReturnType<typeof measured>>): LoadResult => ({
  name: label,
  requests: 1,
  seconds: m.ms / 1000,
  rps: 1000 / m.ms,
  p50: m.ms,
  p95: m.ms,
});

/**
 * Export of 100,000 orders: Booster's streamed HTTP export (auth, keyset batches through the orders
 * module, ExcelJS streaming writer or CSV) against a bare `COPY … TO STDOUT` of the same rows and
 * columns. Time to the last byte and the peak memory of the process (server and bench share it).
 */
export async function ordersExportBench() {
  const booster = await startBooster();
  console.log(`  seeding ${ORDERS.toLocaleString('en')} orders…`);
  const { accountId } = await seedOrders(booster.url, SELLER, ORDERS);
  const token = await logIn(booster.baseURL, SELLER);
  const client = new pg.Client({ connectionString: booster.url });
  await client.connect();
  try {
    const ours = (format: 'csv' | 'xlsx') => async () => {
      const res = await fetch(`${booster.baseURL}/api/app/spreadsheets/orders/shopee?format=${format}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok || !res.body) throw new Error(`export ${format}: ${res.status}`);
      return drainBytes(res.body as unknown as AsyncIterable<Uint8Array>);
    };
    const copy = async () => drainBytes(client.query(copyTo(copySql(accountId))));
    // A warm-up of each so neither side pays for the first read of the tables.
    await ours('csv')();
    await copy();
    const rows = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const base = await measured(copy);
      const mine = await measured(ours(format));
      const label = `export ${(ORDERS / 1000).toFixed(0)}k orders as ${format} (1/s = files/s; COPY is CSV)`;
      console.log(
        `  ${format}: Booster ${(mine.ms / 1000).toFixed(2)} s, ${(mine.bytes / 1e6).toFixed(1)} MB, peak RSS +${mine.rssMb.toFixed(0)} MB (${mine.peakRssMb.toFixed(0)} MB), heap +${mine.heapMb.toFixed(0)} MB | ` +
          `COPY ${(base.ms / 1000).toFixed(2)} s, ${(base.bytes / 1e6).toFixed(1)} MB, peak RSS +${base.rssMb.toFixed(0)} MB, heap +${base.heapMb.toFixed(0)} MB | ` +
          `time ratio (COPY/Booster) ${(base.ms / mine.ms).toFixed(2)}`,
      );
      rows.push({ label, ours: row(`${label} (Booster)`, mine), baseline: row(`${label} (COPY)`, base) });
    }
    return rows;
  } finally {
    await client.end();
    await booster.stop();
  }
}
