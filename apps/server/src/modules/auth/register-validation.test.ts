import type { ApiError } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, uniqueEmail } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp();

const valid = () => ({ name: 'Rina', email: uniqueEmail('rina'), password: 'password-rina' });

async function register(body: Record<string, unknown>, headers?: Record<string, string>) {
  return t.current.api.post<ApiError & { details: { fields: Record<string, string> } }>(
    '/api/auth/register',
    body,
    { headers },
  );
}

describe('POST /api/auth/register refuses bad input with the field and an Indonesian message', () => {
  it.each([
    ['a malformed e-mail', { email: 'rina@' }, 'email', 'Format email tidak valid'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email wajib diisi'],
    ['a password under 8 characters', { password: '1234567' }, 'password', 'Password minimal 8 karakter'],
    ['a missing name', { name: undefined }, 'name', 'Nama wajib diisi'],
    ['a blank name', { name: '   ' }, 'name', 'Nama wajib diisi'],
  ])('%s', async (_label, change, field, message) => {
    const res = await register({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'VALIDATION_FAILED', message, { fields: { [field]: message } }));
  });

  it('a taken e-mail, in any letter case', async () => {
    const existing = await makeMember(t.current);
    const res = await register({ ...valid(), email: existing.email.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Email sudah terdaftar',
      details: { fields: { email: 'Email sudah terdaftar' } },
    });
  });

  it('every wrong field at once; the message is the first one', async () => {
    const res = await register({ email: 'x', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual({
      name: 'Nama wajib diisi',
      email: 'Format email tidak valid',
      password: 'Password minimal 8 karakter',
    });
    expect(res.body.message).toBe('Nama wajib diisi');
  });

  it('answers in English when the caller prefers it', async () => {
    const res = await register(
      { ...valid(), password: 'short' },
      { 'accept-language': 'en-US,en;q=0.9,id;q=0.5' },
    );
    expect(res.body.details.fields.password).toBe('Password must be at least 8 characters');
  });

  it('a body that is not JSON', async () => {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Permintaan tidak valid',
    });
  });

  it('leaves nothing behind when it refuses', async () => {
    const body = { ...valid(), password: 'short' };
    await register(body);
    expect(await t.current.container.accounts.users.findByEmail(body.email)).toBeNull();
    expect(await t.current.api.mailbox(body.email)).toEqual([]);
  });
});
