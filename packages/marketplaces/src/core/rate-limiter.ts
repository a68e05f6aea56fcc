/**
 * Token buckets keyed by shop (or shop + API where the platform limits per API). A caller that finds
 * the bucket empty reserves the next token and waits for it, so bursts queue up instead of failing.
 */
export type RateLimit = { perSecond: number; burst?: number };

export type RateLimiter = { acquire(key: string): Promise<void> };

export type RateLimiterOptions = RateLimit & {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const IDLE_EVICT_MS = 60_000;

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const rate = options.perSecond / 1000;
  const burst = options.burst ?? Math.max(1, options.perSecond);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();

  function sweep(t: number) {
    if (t - lastSweep < IDLE_EVICT_MS) return;
    lastSweep = t;
    for (const [key, bucket] of buckets)
      if (t - bucket.at > IDLE_EVICT_MS && bucket.tokens >= 0) buckets.delete(key);
  }

  return {
    async acquire(key) {
      const t = now();
      sweep(t);
      const bucket = buckets.get(key) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + (t - bucket.at) * rate) - 1;
      bucket.at = t;
      buckets.set(key, bucket);
      // A negative balance is the queue of callers already waiting; this one waits behind them.
      if (bucket.tokens < 0) await sleep(-bucket.tokens / rate);
    },
  };
}

export type RateLimitTable = Record<
  'shopee' | 'lazada' | 'tiktok' | 'tokopedia' | 'bukalapak' | 'facebook',
  RateLimit
>;

/** TikTok Shop publishes 50 QPS per API per shop (reference 3.5); the others publish nothing usable. */
export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  shopee: { perSecond: 10 },
  lazada: { perSecond: 10 },
  tiktok: { perSecond: 50 },
  tokopedia: { perSecond: 50 },
  bukalapak: { perSecond: 10 },
  facebook: { perSecond: 10 },
};
