import type { User } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { DEMO_PASSWORD, demoAccountsTable, seedDemoIfEmpty } from './demo.ts';

const t = useTestApp();

describe('demo seed', () => {
  it('seeds once, into an empty database only', async () => {
    expect(await seedDemoIfEmpty(t.current.container)).toBe(true);
    expect(await seedDemoIfEmpty(t.current.container)).toBe(false);
    expect(await t.current.container.accounts.users.count()).toBe(7);
  });

  it.each([
    ['seller@booster.test', { subscriptionPackage: 'premium', status: true, hasVerifiedEmail: true }],
    ['free@booster.test', { subscriptionPackage: 'free', status: false }],
    ['optimasi@booster.test', { subscriptionPackage: 'shopeeOptimization', status: true }],
    ['medium@booster.test', { subscriptionPackage: 'medium', status: true }],
    ['platinum@booster.test', { subscriptionPackage: 'platinum', status: true, hasVerifiedEmail: true }],
  ])('%s logs in with booster123', async (email, expected) => {
    const session = await t.current.api.login(email, DEMO_PASSWORD);
    expect(session.user).toMatchObject(expected);
  });

  it('seller is active for about a year', async () => {
    const { user } = await t.current.api.login('seller@booster.test', DEMO_PASSWORD);
    const days = (new Date(user.expiredAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
  });

  it('admin logs in at the admin login', async () => {
    const session = await t.current.api.login('admin@booster.test', DEMO_PASSWORD, 'admin');
    expect(session.user.isAdmin).toBe(true);
  });

  it('staff is a sub-member of the seller with only the order menu, not sent to /account/info', async () => {
    const { user } = await t.current.api.login('staff@booster.test', DEMO_PASSWORD);
    expect(user).toMatchObject<Partial<User>>({
      subMember: true,
      parentMustUpgrade: false,
      subscriptionPackage: 'premium',
    });
    expect(user.menu.filter((m) => m.enabled).map((m) => m.key)).toEqual(['order']);
    const order = user.menu.find((m) => m.key === 'order');
    expect(order?.subMenu.every((s) => s.enabled)).toBe(true);
    expect(order?.features.every((f) => f.enabled)).toBe(true);
  });

  it('seeds the top bar and popup banners for guest, free and premium', async () => {
    expect(
      (await t.current.api.get<{ data: { status: boolean } }>('/api/guest/page?type=topbar')).body.data
        .status,
    ).toBe(true);
    for (const pkg of ['guest', 'free', 'premium']) {
      const res = await t.current.api.get(`/api/app/popup-banner?subscriptionPackage=${pkg}`);
      expect(res.body).toMatchObject({ urlImage: '/images/popup-banner.svg', link: '/pricing' });
    }
    expect((await t.current.api.get('/api/app/popup-banner?subscriptionPackage=platinum')).body).toBeNull();
  });

  it('prints every demo account', () => {
    const table = demoAccountsTable();
    for (const email of ['seller', 'admin', 'free', 'optimasi', 'medium', 'platinum', 'staff']) {
      expect(table).toContain(`${email}@booster.test`);
    }
    expect(table).toContain('booster123');
  });
});
