import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/index.ts';
import { isShopGone, unlessShopGone } from './index.ts';

describe('isShopGone', () => {
  it('is true only for a disconnected shop, so syncs stop retrying it and retry anything else', () => {
    expect(isShopGone(new AppError('SHOP_DISCONNECTED', { details: { shopId: 's1' } }))).toBe(true);
    expect(isShopGone(new AppError('MARKETPLACE_UNAVAILABLE'))).toBe(false);
    expect(isShopGone(new Error('SHOP_DISCONNECTED'))).toBe(false);
  });
});

describe('unlessShopGone', () => {
  const logger = () => {
    const warnings: unknown[][] = [];
    return { warnings, logger: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger };
  };

  it('answers true when the work is done, and logs nothing', async () => {
    const { warnings, logger: log } = logger();
    let ran = false;
    const work = async () => {
      ran = true;
    };
    expect(await unlessShopGone(log, { shopId: 's1' }, 'stopped', work)).toBe(true);
    expect(ran).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('stops quietly on a disconnected shop: false, one warning with the context', async () => {
    const { warnings, logger: log } = logger();
    const gone = new AppError('SHOP_DISCONNECTED', { details: { shopId: 's1' } });
    const done = await unlessShopGone(log, { shopId: 's1', orderId: 'o1' }, 'order webhook not applied', () =>
      Promise.reject(gone),
    );
    expect(done).toBe(false);
    expect(warnings).toEqual([[{ err: gone, shopId: 's1', orderId: 'o1' }, 'order webhook not applied']]);
  });

  it('throws any other failure, so the job retries it', async () => {
    const { logger: log } = logger();
    const down = new AppError('MARKETPLACE_UNAVAILABLE');
    await expect(unlessShopGone(log, {}, 'stopped', () => Promise.reject(down))).rejects.toBe(down);
  });
});
