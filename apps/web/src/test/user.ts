import type { User } from '@booster/contracts';

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
