import type { RateLimit, RateLimiter } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { marketplaceRateBuckets as buckets } from './tables.ts';

/**
 * A rate limiter whose buckets live in PostgreSQL, so API and worker processes together keep each
 * shop's rate: one upsert refills the bucket by the time elapsed, takes a token and answers the
 * balance; a negative balance is the queue of callers before this one, who waits its share. Same
 * arithmetic as the in-process limiter (used alone when ROLE=all, one process).
 */
export function createSharedRateLimiter(db: Db, name: string, limit: RateLimit): RateLimiter {
  const rate = limit.perSecond;
  const burst = limit.burst ?? Math.max(1, limit.perSecond);
  return {
    async acquire(key) {
      const rows = await db
        .insert(buckets)
        .values({ key: `${name}:${key}`, tokens: burst - 1, at: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: buckets.key,
          set: {
            tokens: sql`least(${burst}::float8, ${buckets.tokens} + extract(epoch from clock_timestamp() - ${buckets.at}) * ${rate}::float8) - 1`,
            at: sql`clock_timestamp()`,
          },
        })
        .returning({ tokens: buckets.tokens });
      const tokens = rows[0]?.tokens ?? 0;
      if (tokens < 0) await new Promise((resolve) => setTimeout(resolve, (-tokens / rate) * 1000));
    },
  };
}
