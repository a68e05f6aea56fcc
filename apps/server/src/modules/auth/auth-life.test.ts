import type { ApiError, Session, User } from '@booster/contracts';
import { fullMenu } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';

const t = useTestApp();

describe('the life of a member account', () => {
  const email = uniqueEmail('budi');
  const password = 'kopi-susu-99';
  let session: Session;

  it('registers an unverified free member and mails a verification link', async () => {
    const res = await t.current.api.post('/api/auth/register', {
      name: 'Budi',
      email: email.toUpperCase(),
      password,
      referral: 'AFF1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Registrasi berhasil. Silakan cek email anda untuk memverifikasi akun',
    });

    const [mail] = await t.current.api.mailbox(email);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Verifikasi email akun Booster anda');
    expect(mail.links[0]).toMatch(/^http:\/\/booster\.test\/verify-email\?token=/);
    expect(mail.links.some((l) => l.startsWith('http://booster.test/unsubscribe?token='))).toBe(true);
  });

  it('logs in before verification and sees hasVerifiedEmail false', async () => {
    session = await t.current.api.login(email, password);
    expect(session.user).toMatchObject({
      email,
      name: 'Budi',
      referral: 'AFF1',
      subscriptionPackage: 'free',
      expiredAt: null,
      status: false,
      isAdmin: false,
      hasVerifiedEmail: false,
      subMember: false,
      parentMustUpgrade: false,
      marketplaces: [],
      usageMemberFree: {},
    });
    expect(session.user.menu).toEqual(fullMenu(true));
  });

  it('verifies the e-mail once through the mailed link', async () => {
    const { token } = await t.current.api.linkFromMail(email, '/verify-email');
    const ok = await t.current.api.post('/api/auth/verify-email', { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Email berhasil diverifikasi' });

    const again = await t.current.api.post<ApiError>('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'INVALID_LINK',
      message: 'Link tidak valid atau sudah kedaluwarsa',
    });

    const user = await t.current.api.get<User>('/api/auth/user', { token: session.accessToken });
    expect(user.status).toBe(200);
    expect(user.body.hasVerifiedEmail).toBe(true);
  });

  it('answers the resend call of a verified member without mailing again', async () => {
    const before = (await t.current.api.mailbox(email)).length;
    const res = await t.current.api.post('/api/auth/verify-email/resend', {}, { token: session.accessToken });
    expect(res.body).toEqual({ message: 'Email anda sudah terverifikasi' });
    expect((await t.current.api.mailbox(email)).length).toBe(before);
  });

  it('rotates the token pair on refresh', async () => {
    const res = await t.current.api.post<{ accessToken: string; refreshToken: string }>(
      '/api/auth/refresh-token',
      {
        refreshToken: session.refreshToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).not.toBe(session.refreshToken);
    const user = await t.current.api.get<User>('/api/auth/user', { token: res.body.accessToken });
    expect(user.body.email).toBe(email);

    // The stolen old token comes back: the whole family dies, including the new token.
    const reuse = await t.current.api.post<ApiError>('/api/auth/refresh-token', {
      refreshToken: session.refreshToken,
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    const newest = await t.current.api.post<ApiError>('/api/auth/refresh-token', {
      refreshToken: res.body.refreshToken,
    });
    expect(newest.status).toBe(401);
    expect(newest.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('logs out: the refresh token stops working, and logging out twice is fine', async () => {
    const fresh = await t.current.api.login(email, password);
    const out = await t.current.api.post('/api/auth/logout', { refreshToken: fresh.refreshToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Berhasil logout' });
    expect((await t.current.api.post('/api/auth/logout', { refreshToken: fresh.refreshToken })).status).toBe(
      200,
    );

    const refresh = await t.current.api.post<ApiError>('/api/auth/refresh-token', {
      refreshToken: fresh.refreshToken,
    });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('refuses unknown refresh tokens and missing or broken access tokens', async () => {
    const unknown = await t.current.api.post<ApiError>('/api/auth/refresh-token', {
      refreshToken: 'not-a-token',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('REFRESH_TOKEN_INVALID');

    const none = await t.current.api.get<ApiError>('/api/auth/user');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Silakan login terlebih dahulu' });

    const broken = await t.current.api.get<ApiError>('/api/auth/user', { token: 'abc.def.ghi' });
    expect(broken.status).toBe(401);
    expect(broken.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('unverified member', () => {
  it('gets a fresh verification link from resend; only the newest link works', async () => {
    const email = uniqueEmail('sari');
    await t.current.api.post('/api/auth/register', { name: 'Sari', email, password: 'password-sari' });
    const first = await t.current.api.linkFromMail(email, '/verify-email');
    const session = await t.current.api.login(email, 'password-sari');

    const res = await t.current.api.post('/api/auth/verify-email/resend', {}, { token: session.accessToken });
    expect(res.body).toEqual({ message: 'Link verifikasi telah dikirim ke email anda' });
    const second = await t.current.api.linkFromMail(email, '/verify-email');
    expect(second.token).not.toBe(first.token);

    expect((await t.current.api.post('/api/auth/verify-email', { token: first.token })).status).toBe(400);
    expect((await t.current.api.post('/api/auth/verify-email', { token: second.token })).status).toBe(200);
  });
});
