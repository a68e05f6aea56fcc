/**
 * Naikkan Produk (product/boost): a queue per Shopee shop whose products are boosted on a schedule.
 * The spec's two intervals (section 9): 1 product per hour, or 5 products per 4 hours.
 */

export const BOOST_INTERVALS = ['hourly', 'every4h'] as const;
export type BoostInterval = (typeof BOOST_INTERVALS)[number];

/** How many products each run boosts, and how far apart runs are. */
export const BOOST_INTERVAL_RULES: Record<BoostInterval, { perRun: number; everyHours: number }> = {
  hourly: { perRun: 1, everyHours: 1 },
  every4h: { perRun: 5, everyHours: 4 },
};

/** Products a shop's queue holds at most. */
export const BOOST_QUEUE_MAX = 30;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export type BoostCandidate = {
  productId: string;
  /** 1 = first; the seller's order of the queue. */
  priority: number;
  lastBoostedAt: Date | null;
};

/**
 * The products a run boosts: those the platform does not hold boosted (still in their cool-down),
 * the longest-waiting first (never boosted before any other), ties by priority. Over time this goes
 * round the queue in priority order.
 */
export function pickToBoost<C extends BoostCandidate>(
  queue: readonly C[],
  boosted: ReadonlySet<string>,
  count: number,
): C[] {
  if (count <= 0) return [];
  return queue
    .filter((c) => !boosted.has(c.productId))
    .sort(
      (a, b) =>
        (a.lastBoostedAt?.getTime() ?? -1) - (b.lastBoostedAt?.getTime() ?? -1) || a.priority - b.priority,
    )
    .slice(0, count);
}

/** How many products a run may boost: its interval's count, within the platform's free slots. */
export function boostRunSize(interval: BoostInterval, boostedNow: number, maxBoosted: number): number {
  return Math.max(0, Math.min(BOOST_INTERVAL_RULES[interval].perRun, maxBoosted - boostedNow));
}

/** The first run of a queue started (or resumed) at `now`: the next whole minute, so runs fall on the minute. */
export function firstBoostRun(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * The run after the one due at `dueAt`, done at `now`: one interval later, or, when runs were missed
 * (the service was down), the next time on the same cadence after `now`.
 */
export function nextBoostRun(dueAt: Date, interval: BoostInterval, now: Date): Date {
  const step = BOOST_INTERVAL_RULES[interval].everyHours * HOUR_MS;
  const missed = Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / step));
  return new Date(dueAt.getTime() + (missed + 1) * step);
}
