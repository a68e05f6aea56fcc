import type { ApiError, User } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp();

describe('login', () => {
  it('refuses a wrong password and an unknown e-mail alike: 401 "Email atau password salah"', async () => {
    const member = await makeMember(t.current);
    for (const body of [
      { email: member.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: member.password },
    ]) {
      const res = await t.current.api.post<ApiError>('/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(errorBody(401, 'INVALID_CREDENTIALS', 'Email atau password salah'));
    }
  });

  it('admin login with a member account is refused with 403 NOT_ADMIN', async () => {
    const member = await makeMember(t.current, { package: 'platinum' });
    const res = await t.current.api.post<ApiError>('/api/authadmin/login', {
      email: member.email,
      password: member.password,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'NOT_ADMIN', message: 'Akun ini bukan akun admin' });
  });

  it('member login with an admin account is refused and points to /login/admin', async () => {
    const admin = await makeAdmin(t.current);
    const res = await t.current.api.post<ApiError>('/api/auth/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'USE_ADMIN_LOGIN',
      message: 'Akun admin harus login melalui halaman /login/admin',
    });
  });

  it('admin login answers the admin user; GET /api/authadmin/user works for the admin only', async () => {
    const admin = await makeAdmin(t.current);
    const session = await admin.login();
    expect(session.user).toMatchObject({ email: admin.email, isAdmin: true });

    const me = await t.current.api.get<User>('/api/authadmin/user', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.isAdmin).toBe(true);

    const asMember = await t.current.api.get<ApiError>('/api/auth/user', { token: session.accessToken });
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe('FORBIDDEN');
  });

  it('a member calling /api/authadmin/user gets 403 NOT_ADMIN', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const session = await member.login();
    const res = await t.current.api.get<ApiError>('/api/authadmin/user', { token: session.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      statusCode: 403,
      code: 'NOT_ADMIN',
      message: 'Akun ini bukan akun admin',
    });
  });

  it('an invited sub-member without a password cannot log in', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const ownerSession = await owner.login();
    const role = await t.current.api.post<{ _id: string }>(
      '/api/auth/role',
      { name: 'Gudang', menu: [] },
      { token: ownerSession.accessToken },
    );
    const invitee = 'invitee@example.test';
    await t.current.api.post(
      '/api/auth/sub-member',
      { name: 'Invitee', email: invitee, roleId: role.body._id },
      { token: ownerSession.accessToken },
    );
    const res = await t.current.api.post<ApiError>('/api/auth/login', {
      email: invitee,
      password: 'anything-at-all',
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('access token expiry', () => {
  // JWT expiry has whole seconds: with 2 s a fresh token stays valid at least 1 s on a busy machine.
  const expiring = useTestApp({ env: { ACCESS_TOKEN_TTL: '2' } });

  it('answers 401 TOKEN_EXPIRED once the access token is past its lifetime', async () => {
    const member = await makeMember(expiring.current);
    const session = await member.login();
    // Used once while valid: a checked token is remembered, and must still expire on time.
    expect((await expiring.current.api.get('/api/auth/user', { token: session.accessToken })).status).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 3100));
    const res = await expiring.current.api.get<ApiError>('/api/auth/user', { token: session.accessToken });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Sesi anda telah berakhir, silakan login kembali',
    });

    const refreshed = await expiring.current.api.post<{ accessToken: string }>('/api/auth/refresh-token', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await expiring.current.api.get('/api/auth/user', { token: refreshed.body.accessToken })).status,
    ).toBe(200);
  });
});
