import { type compare, type LoadResult, loadResult, runLoad } from './load.ts';

/**
 * Ours and the baseline in alternating slices of `slice` requests until each side has served
 * `requests`, after `warmup` untimed requests of each. On a machine shared with other work the CPU
 * this process gets changes from one second to the next: three whole rounds of half a second each
 * (`compare`) let a burst of someone else's work land on one side only, and the same code measured
 * 0.27 and 1.00 in two runs. Slices of a fraction of a second spread those bursts over both sides.
 * Each side's req/s is its requests over the time its own slices took.
 */
export async function compareInterleaved(
  label: string,
  ours: () => Promise<void>,
  baseline: () => Promise<void>,
  opts: { requests: number; concurrency: number; slice?: number; warmup?: number },
): ReturnType<typeof compare> {
  const slice = opts.slice ?? 100;
  const warmup = opts.warmup ?? 300;
  await runLoad(label, ours, { requests: warmup, concurrency: opts.concurrency });
  await runLoad(label, baseline, { requests: warmup, concurrency: opts.concurrency });
  const sides = { ours: [] as LoadResult[], baseline: [] as LoadResult[] };
  for (let done = 0; done < opts.requests; done += slice) {
    const requests = Math.min(slice, opts.requests - done);
    sides.ours.push(await runLoad(`${label} (Booster)`, ours, { requests, concurrency: opts.concurrency }));
    sides.baseline.push(
      await runLoad(`${label} (baseline)`, baseline, { requests, concurrency: opts.concurrency }),
    );
  }
  return { label, ours: merge(sides.ours), baseline: merge(sides.baseline) };
}

/** One result of many slices: requests over summed seconds; percentiles of every slice's latencies. */
function merge(slices: LoadResult[]): LoadResult {
  return loadResult(
    slices[0]?.name ?? '',
    slices.flatMap((s) => s.latencies ?? []),
    slices.reduce((sum, s) => sum + s.seconds, 0),
  );
}
