import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/index.ts';
import { isShopGone } from './index.ts';

describe('isShopGone', () => {
  it('is true only for a disconnected shop, so syncs stop retrying it and retry anything else', () => {
    expect(isShopGone(new AppError('SHOP_DISCONNECTED', { details: { shopId: 's1' } }))).toBe(true);
    expect(isShopGone(new AppError('MARKETPLACE_UNAVAILABLE'))).toBe(false);
    expect(isShopGone(new Error('SHOP_DISCONNECTED'))).toBe(false);
  });
});
