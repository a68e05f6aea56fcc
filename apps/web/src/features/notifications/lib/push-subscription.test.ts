import { fullMenu, normalizeMenu } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/user.ts';
import { shouldRegisterPush } from './push-subscription.ts';

const staffWith = (key: string) =>
  testUser({
    subMember: true,
    menu: normalizeMenu(fullMenu(false).map((m) => (m.key === key ? { ...m, enabled: true } : m))),
  });

describe('push registration by topic', () => {
  it('owners, order staff and chat-only staff register; staff with neither topic and admins do not', () => {
    expect(shouldRegisterPush(testUser())).toBe(true);
    expect(shouldRegisterPush(staffWith('order'))).toBe(true);
    expect(shouldRegisterPush(staffWith('chat'))).toBe(true);
    expect(shouldRegisterPush(staffWith('research'))).toBe(false);
    expect(shouldRegisterPush(testUser({ isAdmin: true }))).toBe(false);
    expect(shouldRegisterPush(testUser({ email: '' }))).toBe(false);
  });
});
