import type { User } from '@booster/contracts';
import { fullMenu, normalizeMenu } from '@booster/domain';

/** A signed-in premium seller with no menus; tests override what they are about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    email: 'seller@booster.test',
    name: 'Seller',
    referral: null,
    marketplaces: [],
    usageMemberFree: {},
    subscriptionPackage: 'premium',
    expiredAt: null,
    status: true,
    isAdmin: false,
    hasVerifiedEmail: true,
    subMember: false,
    parentMustUpgrade: false,
    menu: [],
    ...overrides,
  };
}

/**
 * A sub-member role's menu: each named menu enabled with all its pages (`'all'`) or only the listed
 * ones, every other menu off. `roleMenu({ order: 'all', chat: ['chat-inbox'] })`.
 */
export function roleMenu(grants: Record<string, 'all' | string[]>): User['menu'] {
  return normalizeMenu(
    fullMenu(false).map((m) => {
      const pages = grants[m.key];
      if (!pages) return m;
      return {
        ...m,
        enabled: true,
        subMenu: m.subMenu.map((s) => ({ ...s, enabled: pages === 'all' || pages.includes(s.key) })),
      };
    }),
  );
}
