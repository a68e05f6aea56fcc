import type { ApiError } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';

const t = useTestApp();
const RESET_MESSAGE = 'Jika email terdaftar, link untuk mengatur ulang password telah dikirim';

describe('password reset', () => {
  it('answers the same for unknown e-mails and mails nothing', async () => {
    const res = await t.current.api.post('/api/auth/reset-password/request', { email: 'ghost@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_MESSAGE });
    expect(await t.current.api.mailbox('ghost@example.test')).toEqual([]);
  });

  it('mails a 1-hour link; the new password works, the old one and every session stop working', async () => {
    const member = await makeMember(t.current);
    const session = await member.login();

    const res = await t.current.api.post('/api/auth/reset-password/request', { email: member.email });
    expect(res.body).toEqual({ message: RESET_MESSAGE });
    const [mail] = await t.current.api.mailbox(member.email);
    expect(mail.subject).toBe('Atur ulang password Booster');
    const { token, link } = await t.current.api.linkFromMail(member.email, '/reset-password');
    expect(link.startsWith('http://booster.test/reset-password?token=')).toBe(true);

    const short = await t.current.api.post<ApiError>('/api/auth/reset-password', {
      token,
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password minimal 8 karakter');

    const done = await t.current.api.post('/api/auth/reset-password', { token, password: 'password-baru-1' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Password berhasil diubah, silakan login' });

    const old = await t.current.api.post('/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(old.status).toBe(401);
    await t.current.api.login(member.email, 'password-baru-1');

    const refresh = await t.current.api.post<ApiError>('/api/auth/refresh-token', {
      refreshToken: session.refreshToken,
    });
    expect(refresh.status).toBe(401);

    const reused = await t.current.api.post<ApiError>('/api/auth/reset-password', {
      token,
      password: 'password-lagi-2',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'INVALID_LINK',
      message: 'Link tidak valid atau sudah kedaluwarsa',
    });
  });

  it('refuses an expired link', async () => {
    const member = await makeMember(t.current);
    await t.current.api.post('/api/auth/reset-password/request', { email: member.email });
    const { token } = await t.current.api.linkFromMail(member.email, '/reset-password');
    await t.current.database.pool.query(`update user_tokens set expires_at = now() - interval '1 minute'`);
    const res = await t.current.api.post<ApiError>('/api/auth/reset-password', {
      token,
      password: 'password-baru-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_LINK');
  });
});

describe('unsubscribe', () => {
  it('uses the link from the footer of any mail', async () => {
    const member = await makeMember(t.current);
    await t.current.api.post('/api/auth/reset-password/request', { email: member.email });
    const { token } = await t.current.api.linkFromMail(member.email, '/unsubscribe');
    const res = await t.current.api.post('/api/auth/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Anda tidak akan menerima email promosi dari Booster lagi' });
    const { rows } = await t.current.database.pool.query('select unsubscribed_at from users where id = $1', [
      member.id,
    ]);
    expect(rows[0].unsubscribed_at).toBeInstanceOf(Date);
  });

  it('refuses a forged token', async () => {
    const forged = `${Buffer.from('victim@example.test').toString('base64url')}.c2lnbmF0dXJl`;
    const res = await t.current.api.post<ApiError>('/api/auth/unsubscribe', { token: forged });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_LINK');
  });
});
