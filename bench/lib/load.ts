import { withCpuProfile } from './cpu-profile.ts';

/** A small closed-loop load generator: `concurrency` callers each run `fn` until `requests` are done. */
export type LoadResult = {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  /** Every request's time, sorted (ms), where the run kept them. */
  latencies?: number[];
};

export async function runLoad(
  name: string,
  fn: () => Promise<void>,
  opts: { requests: number; concurrency: number },
) {
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  async function worker() {
    while (started < opts.requests) {
      started++;
      const t = performance.now();
      await fn();
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return loadResult(name, latencies, (performance.now() - t0) / 1000);
}

/** The result of `latencies` (ms, sorted here) taken over `seconds`: rate and percentiles. */
export function loadResult(name: string, latencies: number[], seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    name,
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    latencies,
  };
}

/** Runs ours and the baseline alternately `rounds` times and keeps each side's best round. */
export async function compare(
  label: string,
  ours: () => Promise<void>,
  baseline: () => Promise<void>,
  opts: { requests: number; concurrency: number; rounds?: number },
) {
  let bestOurs: LoadResult | null = null;
  let bestBase: LoadResult | null = null;
  for (let i = 0; i < (opts.rounds ?? 3); i++) {
    const oursRound = () => runLoad(`${label} (Booster)`, ours, opts);
    // BENCH_PROFILE: the first round of ours (the load generator and Booster share the process).
    const o =
      i === 0 ? await withCpuProfile(label.replace(/[^a-z0-9]+/gi, '-'), oursRound) : await oursRound();
    const b = await runLoad(`${label} (baseline)`, baseline, opts);
    if (!bestOurs || o.rps > bestOurs.rps) bestOurs = o;
    if (!bestBase || b.rps > bestBase.rps) bestBase = b;
  }
  return { label, ours: bestOurs as LoadResult, baseline: bestBase as LoadResult };
}

export function printComparison(rows: Awaited<ReturnType<typeof compare>>[]) {
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    '\n| benchmark | Booster req/s | baseline req/s | ratio (Booster/baseline) | Booster p50/p95 ms | baseline p50/p95 ms |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${fmt(r.ours.rps)} | ${fmt(r.baseline.rps)} | ${(r.ours.rps / r.baseline.rps).toFixed(2)} | ${fmt(r.ours.p50)} / ${fmt(r.ours.p95)} | ${fmt(r.baseline.p50)} / ${fmt(r.baseline.p95)} |`,
    );
  }
}
