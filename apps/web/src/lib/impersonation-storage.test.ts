import type { ImpersonationSession } from '@booster/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/answers.ts';
import { testUser } from '../test/user.ts';

const admin = testUser({ isAdmin: true, name: 'Admin', email: 'admin@booster.test' });
const member = testUser({ name: 'Toko Maju', email: 'maju@example.test' });
const session: ImpersonationSession = {
  sessionId: 's-1',
  user: member,
  accessToken: 'member-token',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};

async function load() {
  vi.resetModules();
  const storage = memoryStorage();
  storage.setItem(
    'booster.auth',
    JSON.stringify({ user: admin, accessToken: 'admin-a', refreshToken: 'admin-r' }),
  );
  vi.stubGlobal('localStorage', storage);
  const assign = vi.fn();
  vi.stubGlobal('location', { assign, reload: vi.fn() });
  const { authStorage } = await import('./auth-storage.ts');
  const { impersonationStorage } = await import('./impersonation-storage.ts');
  const client = await import('./api-client.ts');
  return { authStorage, impersonationStorage, client, storage, assign };
}

afterEach(() => vi.unstubAllGlobals());

describe('acting as a member (login-user)', () => {
  it("signs in as the member with no refresh token, keeps the admin's login aside and gives it back", async () => {
    const { authStorage, impersonationStorage } = await load();
    impersonationStorage.begin(session);
    expect(authStorage.get()).toMatchObject({
      user: { email: 'maju@example.test' },
      accessToken: 'member-token',
    });
    expect(impersonationStorage.isActive()).toBe(true);
    expect(impersonationStorage.get()?.member).toEqual({
      _id: member._id,
      name: 'Toko Maju',
      email: 'maju@example.test',
    });

    expect(impersonationStorage.finish()).toBe(true);
    expect(authStorage.get()).toMatchObject({
      accessToken: 'admin-a',
      refreshToken: 'admin-r',
      user: { isAdmin: true },
    });
    expect(impersonationStorage.get()).toBeNull();
    expect(impersonationStorage.finish()).toBe(false);
  });

  it('an expired member token is not refreshed: the admin is back and login-user opens', async () => {
    const { authStorage, impersonationStorage, client, assign } = await load();
    impersonationStorage.begin(session);
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ statusCode: 401, code: 'TOKEN_EXPIRED', message: 'expired' }), {
          status: 401,
        });
      }),
    );
    await expect(client.callPath('GET', '/api/auth/user')).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toEqual(['/api/auth/user']);
    expect(authStorage.get().accessToken).toBe('admin-a');
    expect(assign).toHaveBeenCalledWith('/admin/login-user');
  });
});
