import { describe, expect, it } from 'vitest';
import {
  type ConnectAccount,
  type ConnectCategory,
  chatLimitOf,
  connectPermission,
  fitsFreeLimits,
  isPaid,
} from './connect-permission.ts';
import type { Marketplace, PackageName } from './packages.ts';
import { fromJakarta } from './time.ts';

const now = fromJakarta(2026, 11, 22, 12);
const nextYear = fromJakarta(2027, 11, 22);
const account = (
  pkg: PackageName,
  paid = pkg !== 'free',
  expiredAt: Date | null = nextYear,
): ConnectAccount => ({
  subscriptionPackage: pkg,
  status: paid,
  expiredAt: pkg === 'free' ? null : expiredAt,
});
const expired = (pkg: PackageName) => account(pkg, true, fromJakarta(2026, 11, 21));

type Row = [string, ConnectAccount, Marketplace, ConnectCategory, number | null, boolean];

describe('connectPermission (spec section 5, usage before the new account)', () => {
  it.each<Row>([
    // Shopee product
    ['free, first shopee shop', account('free'), 'shopee', 'app', 0, true],
    ['free, second shopee shop', account('free'), 'shopee', 'app', 1, false],
    ['premium, 29 shopee shops', account('premium'), 'shopee', 'app', 29, true],
    ['premium, 30 shopee shops (section 9 limit)', account('premium'), 'shopee', 'app', 30, false],
    ['platinum, 299 shopee shops', account('platinum'), 'shopee', 'app', 299, true],
    ['shopeeOptimization, 9 shopee shops', account('shopeeOptimization'), 'shopee', 'app', 9, true],
    ['shopeeOptimization, 10 shopee shops', account('shopeeOptimization'), 'shopee', 'app', 10, false],
    ['shopeeOptimization, lazada', account('shopeeOptimization'), 'lazada', 'app', 0, false],
    ['premium not paid, second shop', account('premium', false), 'shopee', 'app', 1, false],
    ['premium not paid, first shop', account('premium', false), 'shopee', 'app', 0, true],
    ['premium expired, second shop', expired('premium'), 'shopee', 'app', 1, false],
    // Lazada, TikTok, Bukalapak, Tokopedia product
    ['free, first lazada shop', account('free'), 'lazada', 'app', 0, true],
    ['free, second tiktok shop', account('free'), 'tiktok', 'app', 1, false],
    ['premium, 5 bukalapak shops', account('premium'), 'bukalapak', 'app', 5, true],
    ['medium, 149 tokopedia shops', account('medium'), 'tokopedia', 'app', 149, true],
    ['premium, lazada usage lookup failed', account('premium'), 'lazada', 'app', null, false],
    ['free, tiktok usage lookup failed', account('free'), 'tiktok', 'app', null, false],
    // Chat
    ['free, shopee chat', account('free'), 'shopee', 'chat', 0, false],
    ['shopeeOptimization, shopee chat', account('shopeeOptimization'), 'shopee', 'chat', 0, false],
    ['premium not paid, chat', account('premium', false), 'lazada', 'chat', 0, false],
    ['premium, 2 chats', account('premium'), 'shopee', 'chat', 2, true],
    ['premium, 3 chats', account('premium'), 'shopee', 'chat', 3, false],
    ['medium, 14 chats', account('medium'), 'lazada', 'chat', 14, true],
    ['medium, 15 chats', account('medium'), 'lazada', 'chat', 15, false],
    ['platinum, 99 chats', account('platinum'), 'tokopedia', 'chat', 99, true],
    ['platinum, 100 chats', account('platinum'), 'tokopedia', 'chat', 100, false],
    ['expired platinum, chat', expired('platinum'), 'shopee', 'chat', 0, false],
  ])('%s → %s', (_name, acc, marketplace, category, usage, allowed) => {
    expect(connectPermission(acc, { marketplace, category, usage }, now).allowed).toBe(allowed);
  });

  it.each<Marketplace>(['bukalapak', 'tiktok'])('never connects %s chat', (marketplace) => {
    expect(connectPermission(account('platinum'), { marketplace, category: 'chat', usage: 0 }, now)).toEqual({
      allowed: false,
      reason: 'unsupported',
    });
  });

  it('names the limit as the reason', () => {
    expect(
      connectPermission(account('free'), { marketplace: 'shopee', category: 'app', usage: 1 }, now),
    ).toEqual({
      allowed: false,
      reason: 'limit',
    });
  });
});

describe('isPaid and chatLimitOf', () => {
  it('is paid with the flag on before hour 23 of the expiry date', () => {
    expect(isPaid(account('premium', true, fromJakarta(2026, 11, 22, 1)), now)).toBe(true);
    expect(isPaid(account('premium', true, fromJakarta(2026, 11, 21, 1)), now)).toBe(false);
    expect(isPaid(account('premium', false), now)).toBe(false);
  });
  it.each<[PackageName, boolean, number]>([
    ['free', false, 0],
    ['premium', true, 3],
    ['premium', false, 0],
    ['medium', true, 15],
    ['platinum', true, 100],
  ])('%s (paid %s) may have %i chat accounts', (pkg, paid, limit) => {
    expect(chatLimitOf(account(pkg, paid), now)).toBe(limit);
  });
});

describe('fitsFreeLimits (what a downgrading member keeps)', () => {
  it.each([
    ['nothing', [], true],
    [
      'one shop per marketplace',
      [
        { marketplace: 'shopee', appCategory: 'app' as const },
        { marketplace: 'lazada', appCategory: 'app' as const },
      ],
      true,
    ],
    [
      'two shopee shops',
      [
        { marketplace: 'shopee', appCategory: 'app' as const },
        { marketplace: 'shopee', appCategory: 'app' as const },
      ],
      false,
    ],
    ['a chat account', [{ marketplace: 'shopee', appCategory: 'chat' as const }], false],
  ])('%s → %s', (_name, kept, fits) => {
    expect(fitsFreeLimits(kept)).toBe(fits);
  });
});
