import { describe, expect, it } from 'vitest';
import { canConnectFacebookAccount, canSaveFacebookPages } from './facebook-limits.ts';
import type { PackageName } from './packages.ts';

const now = new Date('2026-11-22T05:00:00Z');
const acc = (pkg: PackageName, paid = pkg !== 'free') => ({
  subscriptionPackage: pkg,
  status: paid,
  expiredAt: pkg === 'free' ? null : new Date('2027-11-22T00:00:00Z'),
});

describe('Facebook limits', () => {
  it.each<[PackageName, boolean, number, boolean]>([
    ['free', false, 0, true],
    ['free', false, 1, false],
    ['premium', true, 2, true],
    ['premium', true, 3, false],
    ['premium', false, 1, false],
    ['platinum', true, 99, true],
  ])('%s (paid %s) with %i accounts may connect another: %s', (pkg, paid, connected, allowed) => {
    expect(canConnectFacebookAccount(acc(pkg, paid), connected, now)).toBe(allowed);
  });

  it.each<[PackageName, number, boolean]>([
    ['free', 1, true],
    ['free', 2, false],
    ['premium', 10, true],
    ['premium', 11, false],
    ['medium', 50, true],
  ])('%s may keep %i pages per account: %s', (pkg, pages, allowed) => {
    expect(canSaveFacebookPages(acc(pkg), pages, now)).toBe(allowed);
  });
});
