import { execFile } from 'node:child_process';
import type { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { logIn, startBooster } from './lib/booster.ts';
import type { LoadResult } from './lib/load.ts';
import { seedOrders } from './lib/seed-orders.ts';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
/** The second run exports this many times the rows, to show the memory does not grow with them. */
const GROWTH = Number(process.env.BENCH_EXPORT_GROWTH ?? 3);
const SELLER = 'seller@booster.test';

// A full collection before each measurement, so a run does not start with the last one's garbage
// (`npm run bench` passes no --expose-gc).
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Peak RSS and heap (MB above the start) while `work` runs, sampled every 10 ms, and its time. */
async function measured(work: () => Promise<number>) {
  gc();
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

/**
 * The most the process holds while `work` runs (MB above its start): heap and Buffers (external) right
 * after a full collection, every 250 ms. Garbage does not count, so this grows with the row count only
 * if the export keeps rows. The collections slow the run; its time is not reported.
 */
async function retained(work: () => Promise<number>) {
  const held = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const start = held();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, held());
  }, 250);
  await work();
  clearInterval(timer);
  return (peak - start) / 1024 / 1024;
}

/** Downloads `url` with curl into nothing; answers the bytes received. */
function download(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      'curl',
      ['-sS', '-f', '-o', '/dev/null', '-w', '%{size_download}', '-H', `authorization: Bearer ${token}`, url],
      (err, stdout) => (err ? reject(err) : resolve(Number(stdout))),
    );
  });
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
 * Copies every seeded order (and its item) `times - 1` more times under new order numbers, so the
 * account holds `times` as many: the same shops, days, statuses and names.
 */
async function multiplyOrders(client: pg.Client, accountId: string, times: number) {
  const copies = `generate_series(2, ${Math.floor(times)}) n`;
  await client.query(
    `insert into orders (account_id, shop_id, marketplace, external_id, status, platform_status, buyer_name,
                         recipient, total_amount, shipping_fee, money, payment_method, courier, tracking_number,
                         search_text, placed_at, paid_at, ship_by, platform_updated_at)
     select account_id, shop_id, marketplace, external_id || '-' || n, status, platform_status, buyer_name,
            recipient, total_amount, shipping_fee, money, payment_method, courier, tracking_number,
            search_text, placed_at - make_interval(secs => n), paid_at, ship_by, platform_updated_at
     from orders, ${copies}
     where account_id = $1 and position('-' in external_id) = 0`,
    [accountId],
  );
  await client.query(
    `insert into order_items (account_id, order_id, external_item_id, product_external_id, sku, name,
                              quantity, price, position)
     select it.account_id, copy.id, copy.external_id || '-1', it.product_external_id, it.sku, it.name,
            it.quantity, it.price, it.position
     from orders copy
     join orders o on o.account_id = copy.account_id and o.shop_id = copy.shop_id
                  and o.external_id = split_part(copy.external_id, '-', 1)
     join order_items it on it.order_id = o.id
     where copy.account_id = $1 and position('-' in copy.external_id) > 0`,
    [accountId],
  );
  await client.query('vacuum (analyze) orders');
  await client.query('vacuum (analyze) order_items');
}

/**
 * Export of 100,000 orders, then of three times as many: Booster's streamed HTTP export (auth, keyset
 * batches through the orders module, ExcelJS streaming writer or CSV) against a bare `COPY … TO STDOUT`
 * of the same rows and columns. Time to the last byte and the peak memory of the process (server and
 * bench share it) above its level after a full collection: flat when the export holds one batch at a
 * time, whatever the row count.
 */
export async function ordersExportBench() {
  const booster = await startBooster();
  console.log(`  seeding ${ORDERS.toLocaleString('en')} orders…`);
  const { accountId } = await seedOrders(booster.url, SELLER, ORDERS);
  // A fresh sign-in before each download: a run at 300,000 orders outlasts one access token.
  let token = await logIn(booster.baseURL, SELLER);
  const client = new pg.Client({ connectionString: booster.url });
  await client.connect();
  try {
    // The file is fetched by curl in its own process, as a browser would: the process measured is the
    // server's alone, not also a reader of the download.
    const ours = (format: 'csv' | 'xlsx') => () =>
      download(`${booster.baseURL}/api/app/spreadsheets/orders/shopee?format=${format}`, token);
    const copy = async () => drainBytes(client.query(copyTo(copySql(accountId))));
    // A warm-up of each so neither side pays for the first read of the tables.
    await ours('csv')();
    await copy();
    const rows = [];
    const peaks: Record<string, number[]> = { csv: [], xlsx: [] };
    const held: Record<string, number[]> = { csv: [], xlsx: [] };
    for (const count of [ORDERS, ORDERS * GROWTH]) {
      if (count !== ORDERS) {
        console.log(`  copying the orders up to ${count.toLocaleString('en')}…`);
        await multiplyOrders(client, accountId, GROWTH);
      }
      for (const format of ['csv', 'xlsx'] as const) {
        const base = await measured(copy);
        token = await logIn(booster.baseURL, SELLER);
        const mine = await measured(ours(format));
        peaks[format].push(mine.rssMb);
        token = await logIn(booster.baseURL, SELLER);
        held[format].push(await retained(ours(format)));
        const label = `export ${(count / 1000).toFixed(0)}k orders as ${format} (1/s = files/s; COPY is CSV)`;
        console.log(
          `  ${(count / 1000).toFixed(0)}k ${format}: Booster ${(mine.ms / 1000).toFixed(2)} s, ${(mine.bytes / 1e6).toFixed(1)} MB, peak RSS +${mine.rssMb.toFixed(0)} MB (${mine.peakRssMb.toFixed(0)} MB), heap +${mine.heapMb.toFixed(0)} MB | ` +
            `COPY ${(base.ms / 1000).toFixed(2)} s, ${(base.bytes / 1e6).toFixed(1)} MB, peak RSS +${base.rssMb.toFixed(0)} MB, heap +${base.heapMb.toFixed(0)} MB | ` +
            `time ratio (COPY/Booster) ${(base.ms / mine.ms).toFixed(2)} | ` +
            `held after GC +${held[format].at(-1)?.toFixed(0)} MB`,
        );
        rows.push({ label, ours: row(`${label} (Booster)`, mine), baseline: row(`${label} (COPY)`, base) });
      }
    }
    const sizes = `${(ORDERS / 1000).toFixed(0)}k → ${((ORDERS * GROWTH) / 1000).toFixed(0)}k`;
    const mb = ([small, large]: number[]) => `+${small.toFixed(0)} → +${large.toFixed(0)} MB`;
    for (const format of ['csv', 'xlsx'])
      console.log(
        `  ${format} ${sizes} orders: peak RSS ${mb(peaks[format])}, held after GC ${mb(held[format])}`,
      );
    return rows;
  } finally {
    await client.end();
    await booster.stop();
  }
}
