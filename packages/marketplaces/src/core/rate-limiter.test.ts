import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

function fakeClock() {
  let t = 0;
  const waits: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    advance: (ms: number) => {
      t += ms;
    },
    waits,
  };
}

describe('rate limiter', () => {
  it('lets a burst through, then queues callers one interval apart', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perSecond: 10, burst: 2, now: clock.now, sleep: clock.sleep });
    await limiter.acquire('shop-1');
    await limiter.acquire('shop-1');
    expect(clock.waits).toEqual([]);
    await limiter.acquire('shop-1');
    await limiter.acquire('shop-1');
    expect(clock.waits.map((w) => Math.round(w))).toEqual([100, 200]);
  });

  it('keeps shops apart', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perSecond: 1, burst: 1, now: clock.now, sleep: clock.sleep });
    await limiter.acquire('a');
    await limiter.acquire('b');
    expect(clock.waits).toEqual([]);
  });

  it('refills over time', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perSecond: 10, burst: 1, now: clock.now, sleep: clock.sleep });
    await limiter.acquire('s');
    clock.advance(100);
    await limiter.acquire('s');
    expect(clock.waits).toEqual([]);
  });

  it('really waits with the default clock', async () => {
    const limiter = createRateLimiter({ perSecond: 20, burst: 1 });
    const start = Date.now();
    await Promise.all([limiter.acquire('x'), limiter.acquire('x'), limiter.acquire('x')]);
    expect(Date.now() - start).toBeGreaterThanOrEqual(90);
  });
});
