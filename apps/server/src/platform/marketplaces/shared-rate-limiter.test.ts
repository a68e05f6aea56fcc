import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createDatabase, type Database } from '../db/index.ts';
import { createSharedRateLimiter } from './shared-rate-limiter.ts';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let one: Database;
let two: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Two connection pools: as two processes would hold them.
  one = createDatabase(testDb.url, { logger: pino({ level: 'silent' }) });
  two = createDatabase(testDb.url, { logger: pino({ level: 'silent' }) });
});

afterAll(async () => {
  await one.close();
  await two.close();
  await testDb.drop();
});

/** When each of `count` calls got its token, in ms from the start, calls spread over the limiters. */
async function grantTimes(limiters: { acquire(key: string): Promise<void> }[], key: string, count: number) {
  const start = performance.now();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await limiters[i % limiters.length].acquire(key);
      return performance.now() - start;
    }),
  );
}

describe('rate limiter shared through the database', () => {
  it('two limiters on one database keep the shop to its rate together', async () => {
    const limit = { perSecond: 20, burst: 5 };
    const a = createSharedRateLimiter(one.db, 'shopee', limit);
    const b = createSharedRateLimiter(two.db, 'shopee', limit);
    const times = await grantTimes([a, b], 'shop-1', 25);
    // 5 at once (the burst), then one every 50 ms: the 25th after about 1 s, never sooner.
    const sorted = times.sort((x, y) => x - y);
    expect(sorted[24]).toBeGreaterThanOrEqual(950);
    // In the first half second: the burst and half a second's rate, not each limiter's own.
    const perWindow = sorted.filter((t) => t < 500).length;
    expect(perWindow).toBeLessThanOrEqual(5 + 10 + 1);
  });

  it('keeps shops and platforms apart', async () => {
    const limit = { perSecond: 2, burst: 2 };
    const shopee = createSharedRateLimiter(one.db, 'shopee', limit);
    const lazada = createSharedRateLimiter(two.db, 'lazada', limit);
    const times = await grantTimes([shopee, lazada], 'shop-2', 4);
    // Two per bucket fit in each burst: nobody waits.
    expect(Math.max(...times)).toBeLessThan(400);
  });
});
