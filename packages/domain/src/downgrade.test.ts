import { describe, expect, it } from 'vitest';
import {
  type AccountForDowngrade,
  downgradePath,
  expiryInstant,
  isExpired,
  needsDowngrade,
  overLimitGroups,
} from './downgrade.ts';
import { fromJakarta } from './time.ts';

const shops = (marketplace: string, n: number, appCategory: 'app' | 'chat' = 'app') =>
  Array.from({ length: n }, () => ({ marketplace, appCategory }));

const account = (over: Partial<AccountForDowngrade>): AccountForDowngrade => ({
  subscriptionPackage: 'premium',
  status: true,
  expiredAt: fromJakarta(2027, 1, 1).toISOString(),
  marketplaces: [],
  ...over,
});

describe('expiry', () => {
  const expiry = fromJakarta(2026, 11, 22, 8, 0);
  it('takes hour 23 of the expiry date in Jakarta', () => {
    expect(expiryInstant(expiry).toISOString()).toBe(fromJakarta(2026, 11, 22, 23, 0).toISOString());
  });
  it('is not expired before 23:00 on the day', () => {
    expect(
      isExpired({ subscriptionPackage: 'premium', expiredAt: expiry }, fromJakarta(2026, 11, 22, 22, 59)),
    ).toBe(false);
  });
  it('is expired after 23:00 on the day', () => {
    expect(
      isExpired({ subscriptionPackage: 'premium', expiredAt: expiry }, fromJakarta(2026, 11, 22, 23, 1)),
    ).toBe(true);
  });
  it('never expires a free package', () => {
    expect(isExpired({ subscriptionPackage: 'free', expiredAt: expiry }, fromJakarta(2030, 1, 1))).toBe(
      false,
    );
  });
});

describe('over-limit rules', () => {
  const now = fromJakarta(2026, 11, 22);
  it.each([
    [
      'free with 1 shopee shop',
      account({ subscriptionPackage: 'free', status: false, marketplaces: shops('shopee', 1) }),
      false,
    ],
    [
      'free with 2 shopee shops',
      account({ subscriptionPackage: 'free', status: false, marketplaces: shops('shopee', 2) }),
      true,
    ],
    [
      'free with one shop in each of 2 marketplaces',
      account({
        subscriptionPackage: 'free',
        status: false,
        marketplaces: [...shops('shopee', 1), ...shops('lazada', 1)],
      }),
      false,
    ],
    [
      'free with 1 chat',
      account({ subscriptionPackage: 'free', status: false, marketplaces: shops('shopee', 1, 'chat') }),
      true,
    ],
    ['premium with 30 shops', account({ marketplaces: shops('shopee', 30) }), false],
    ['premium with 31 shops', account({ marketplaces: shops('shopee', 31) }), true],
    ['premium with 3 chats', account({ marketplaces: shops('lazada', 3, 'chat') }), false],
    ['premium with 4 chats', account({ marketplaces: shops('lazada', 4, 'chat') }), true],
    [
      'medium with 150 shops',
      account({ subscriptionPackage: 'medium', marketplaces: shops('tiktok', 150) }),
      false,
    ],
    [
      'medium with 16 chats',
      account({ subscriptionPackage: 'medium', marketplaces: shops('shopee', 16, 'chat') }),
      true,
    ],
    [
      'platinum with 300 shops',
      account({ subscriptionPackage: 'platinum', marketplaces: shops('shopee', 300) }),
      false,
    ],
    [
      'platinum with 301 shops',
      account({ subscriptionPackage: 'platinum', marketplaces: shops('shopee', 301) }),
      true,
    ],
    [
      'platinum with 101 chats',
      account({ subscriptionPackage: 'platinum', marketplaces: shops('shopee', 101, 'chat') }),
      true,
    ],
    ['inactive premium with 2 shops', account({ status: false, marketplaces: shops('shopee', 2) }), true],
    ['expired premium with no shops', account({ expiredAt: fromJakarta(2026, 1, 1).toISOString() }), true],
  ])('%s → needs downgrade: %s', (_n, acc, expected) => {
    expect(needsDowngrade(acc, now)).toBe(expected);
  });

  it('names the groups above their limit', () => {
    const acc = account({
      subscriptionPackage: 'free',
      status: false,
      marketplaces: [...shops('shopee', 3), ...shops('lazada', 1, 'chat')],
    });
    expect(overLimitGroups(acc, now)).toEqual([
      { group: 'shopee', count: 3, limit: 1 },
      { group: 'chat', count: 1, limit: 0 },
    ]);
  });

  it('routes more than 1 integration to /downgrade and fewer than 2 to /expired', () => {
    expect(downgradePath(account({ marketplaces: shops('shopee', 2) }))).toBe('/downgrade');
    expect(downgradePath(account({ marketplaces: shops('shopee', 1) }))).toBe('/expired');
    expect(downgradePath(account({ marketplaces: [] }))).toBe('/expired');
  });
});
