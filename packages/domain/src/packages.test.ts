import { describe, expect, it } from 'vitest';
import { blockedGate, isFeatureBlocked } from './package-gates.ts';
import { membershipActions, PACKAGES } from './packages.ts';

describe('packages', () => {
  it('holds the chat limits of spec section 9', () => {
    expect(Object.fromEntries(Object.values(PACKAGES).map((p) => [p.name, p.chatLimit]))).toMatchObject({
      free: 0,
      premium: 3,
      medium: 15,
      platinum: 100,
    });
  });
  it('offers only Shopee to shopeeOptimization', () => {
    expect(PACKAGES.shopeeOptimization.marketplaces).toEqual(['shopee']);
    expect(PACKAGES.shopeeOptimization.shopeeProductLimit).toBe(10);
  });
  it.each([
    ['free', { canUpgrade: true, canExtend: false }],
    ['shopeeOptimization', { canUpgrade: true, canExtend: false }],
    ['premium', { canUpgrade: true, canExtend: true }],
    ['medium', { canUpgrade: true, canExtend: true }],
    ['platinum', { canUpgrade: false, canExtend: true }],
  ] as const)('membership box actions for %s', (pkg, expected) => {
    expect(membershipActions(pkg)).toEqual(expected);
  });
});

describe('package gates', () => {
  it.each([
    ['/panel/product/master', 'shopeeOptimization', 'masterProduct'],
    ['/panel/product/master/new', 'shopeeOptimization', 'masterProduct'],
    ['/panel/product/stock/log', 'shopeeOptimization', 'masterProduct'],
    ['/panel/product/master/stock/setting', 'shopeeOptimization', 'masterProduct'],
    ['/panel/product/master', 'free', null],
    ['/panel/product/clone', 'premium', 'cloneShop'],
    ['/panel/product/clone', 'medium', null],
    ['/panel/sub-member/role', 'free', 'manageAdmin'],
    ['/panel/sub-member/member', 'premium', 'manageAdmin'],
    ['/panel/sub-member', 'shopeeOptimization', 'manageAdmin'],
    ['/panel/sub-member/role/new', 'platinum', null],
    ['/panel/product/mp', 'shopeeOptimization', null],
  ] as const)('%s for %s → %s', (path, pkg, feature) => {
    expect(blockedGate(path, pkg)?.feature ?? null).toBe(feature);
  });
  it('answers the same rule by feature for the server', () => {
    expect(isFeatureBlocked('manageAdmin', 'premium')).toBe(true);
    expect(isFeatureBlocked('manageAdmin', 'medium')).toBe(false);
    expect(isFeatureBlocked('masterProduct', 'free')).toBe(false);
  });
});
