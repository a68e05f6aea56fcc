import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_WINDOW, decideRoute, type GuardInput, type GuardUser } from './route-guard.ts';
import { fromJakarta } from './time.ts';

const now = fromJakarta(2026, 11, 22, 10, 0);
const nextYear = fromJakarta(2027, 11, 22, 0, 0).toISOString();

const member = (over: Partial<GuardUser> = {}): GuardUser => ({
  isAdmin: false,
  hasVerifiedEmail: true,
  subMember: false,
  parentMustUpgrade: false,
  subscriptionPackage: 'premium',
  status: true,
  expiredAt: nextYear,
  marketplaces: [],
  ...over,
});
const admin = member({ isAdmin: true });

const base = (over: Partial<GuardInput>): GuardInput => ({
  path: '/panel/home',
  meta: { requireAuth: true },
  now,
  maintenance: DEFAULT_MAINTENANCE_WINDOW,
  isLoggedIn: true,
  isMobileApp: false,
  user: member(),
  ...over,
});

const expiredPremium = (shops: number) =>
  member({
    expiredAt: fromJakarta(2026, 11, 1).toISOString(),
    marketplaces: Array.from({ length: shops }, () => ({
      marketplace: 'shopee',
      appCategory: 'app' as const,
    })),
  });

describe('route guard', () => {
  it.each([
    // step 1: maintenance window
    [
      'inside the window any path goes to /maintenance',
      { now: fromJakarta(2022, 8, 11, 1, 0), path: '/login', meta: {} },
      { action: 'redirect', to: '/maintenance', step: 1 },
    ],
    [
      'inside the window /maintenance itself stays',
      { now: fromJakarta(2022, 8, 11, 1, 0), path: '/maintenance', meta: {} },
      { action: 'allow' },
    ],
    [
      'outside the window /maintenance goes to /',
      { path: '/maintenance', meta: {} },
      { action: 'redirect', to: '/', step: 1 },
    ],
    [
      'a moved window is honoured',
      {
        maintenance: { start: fromJakarta(2026, 11, 22, 9), end: fromJakarta(2026, 11, 22, 11) },
        path: '/',
        meta: {},
      },
      { action: 'redirect', to: '/maintenance', step: 1 },
    ],
    [
      'the window end is exclusive',
      { now: fromJakarta(2022, 8, 11, 3, 0), path: '/', meta: {} },
      { action: 'allow' },
    ],
    // step 2: protected route without login
    [
      'a guest on a panel route goes to /login',
      { isLoggedIn: false, user: null },
      { action: 'redirect', to: '/login', step: 2 },
    ],
    [
      'a guest on an admin route goes to /login',
      { isLoggedIn: false, user: null, path: '/admin/dashboard', meta: { isAdmin: true } },
      { action: 'redirect', to: '/login', step: 2 },
    ],
    [
      'a guest on a public route stays',
      { isLoggedIn: false, user: null, path: '/pricing', meta: {} },
      { action: 'allow' },
    ],
    // step 3: logged-in user on a login page
    [
      'a member on /login goes to /panel/home',
      { path: '/login', meta: {} },
      { action: 'redirect', to: '/panel/home', step: 3 },
    ],
    [
      'an admin on /register goes to /admin/dashboard',
      { path: '/register', meta: {}, user: admin },
      { action: 'redirect', to: '/admin/dashboard', step: 3 },
    ],
    [
      'the mobile app on /login/chat goes to /panel/chat',
      { path: '/login/chat', meta: {}, isMobileApp: true },
      { action: 'redirect', to: '/panel/chat', step: 3 },
    ],
    [
      'a member on /login/admin goes to /panel/home',
      { path: '/login/admin', meta: {} },
      { action: 'redirect', to: '/panel/home', step: 3 },
    ],
    // step 4: admin
    [
      'an admin on a member page goes to /admin/dashboard',
      { user: admin },
      { action: 'redirect', to: '/admin/dashboard', step: 4 },
    ],
    [
      'an admin on an admin page stays',
      { user: admin, path: '/admin/list-user', meta: { isAdmin: true } },
      { action: 'allow' },
    ],
    ['an admin on a public page stays', { user: admin, path: '/pricing', meta: {} }, { action: 'allow' }],
    // step 5: e-mail verification
    [
      'an unverified member goes to /verify-email/resend',
      { user: member({ hasVerifiedEmail: false }) },
      { action: 'redirect', to: '/verify-email/resend', step: 5 },
    ],
    [
      'an unverified member stays on /verify-email/resend',
      { user: member({ hasVerifiedEmail: false }), path: '/verify-email/resend' },
      { action: 'allow' },
    ],
    [
      'a verified member on /verify-email/resend goes home',
      { path: '/verify-email/resend' },
      { action: 'redirect', to: '/panel/home', step: 5 },
    ],
    // step 6: downgrade needed
    [
      'an expired member with 2 integrations goes to /downgrade',
      { user: expiredPremium(2) },
      { action: 'redirect', to: '/downgrade', step: 6 },
    ],
    [
      'an expired member with 1 integration goes to /expired',
      { user: expiredPremium(1) },
      { action: 'redirect', to: '/expired', step: 6 },
    ],
    [
      'an expired member may open payment pages',
      { user: expiredPremium(1), path: '/panel/plan', meta: { requireAuth: true, payment: true } },
      { action: 'allow' },
    ],
    [
      'the mobile app logs an expired member out',
      { user: expiredPremium(1), isMobileApp: true },
      { action: 'logout', to: '/login/chat', step: 6 },
    ],
    [
      'a free member over the per-marketplace limit goes to /downgrade',
      {
        user: member({
          subscriptionPackage: 'free',
          status: false,
          expiredAt: null,
          marketplaces: [
            { marketplace: 'lazada', appCategory: 'app' },
            { marketplace: 'lazada', appCategory: 'app' },
          ],
        }),
      },
      { action: 'redirect', to: '/downgrade', step: 6 },
    ],
    // step 7: no downgrade needed
    [
      'a member in good standing on /downgrade goes home',
      { path: '/downgrade' },
      { action: 'redirect', to: '/panel/home', step: 7 },
    ],
    [
      'a member in good standing on /expired goes home',
      { path: '/expired' },
      { action: 'redirect', to: '/panel/home', step: 7 },
    ],
    // step 8: sub-member whose parent must upgrade
    [
      'a sub-member whose parent must upgrade goes to /account/info',
      { user: member({ subMember: true, parentMustUpgrade: true }) },
      { action: 'redirect', to: '/account/info', step: 8 },
    ],
    [
      'that sub-member stays on /account/info',
      { user: member({ subMember: true, parentMustUpgrade: true }), path: '/account/info' },
      { action: 'allow' },
    ],
    // step 9: admin-only route for a member
    [
      'a member on an admin route goes to /panel/home',
      { path: '/admin/dashboard', meta: { isAdmin: true } },
      { action: 'redirect', to: '/panel/home', step: 9 },
    ],
    ['a member in good standing on a panel page stays', {}, { action: 'allow' }],
  ] as const)('%s', (_name, over, expected) => {
    expect(decideRoute(base(over as Partial<GuardInput>))).toMatchObject(expected);
  });

  it('checks maintenance before login (step 1 wins over step 2)', () => {
    const d = decideRoute(base({ isLoggedIn: false, user: null, now: fromJakarta(2022, 8, 10, 23, 30) }));
    expect(d).toMatchObject({ action: 'redirect', to: '/maintenance' });
  });
});
