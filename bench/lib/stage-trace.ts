import type pg from 'pg';

const PERCENTILES = `percentile_cont(0.5) within group (order by ms)::int as p50,
  percentile_cont(0.95) within group (order by ms)::int as p95, max(ms)::int as max, count(*)::int as n`;

/**
 * Where a fan-out run's time went (BENCH_TRACE=1): stored webhook → claimed by the dispatcher, and per
 * job queue the wait (queued → fetched) and the run (fetched → completed; a batch run in a row counts
 * its earlier jobs in each later one's run), for everything queued since `since` (a database time).
 */
export async function printStageTrace(db: pg.Client, since: Date) {
  const { rows } = await db.query(
    `select 'webhook stored → claimed' as stage, ${PERCENTILES}
       from (select extract(epoch from dispatched_at - received_at) * 1000 as ms
               from webhook_events where received_at >= $1) w
     union all
     select name || ' wait', ${PERCENTILES}
       from (select name, extract(epoch from started_on - created_on) * 1000 as ms
               from pgboss.job where created_on >= $1 and started_on is not null) j group by name
     union all
     select name || ' run', ${PERCENTILES}
       from (select name, extract(epoch from completed_on - started_on) * 1000 as ms
               from pgboss.job where created_on >= $1 and completed_on is not null) j group by name
     order by 1`,
    [since],
  );
  console.log('\n| stage (BENCH_TRACE) | p50 ms | p95 ms | max ms | n |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.stage} | ${r.p50} | ${r.p95} | ${r.max} | ${r.n} |`);
}
