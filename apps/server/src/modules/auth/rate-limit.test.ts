import type { ApiError } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';

// 3 attempts per e-mail and 9 per address each minute.
const t = useTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });

const login = (email: string, password: string, ip = '203.0.113.7') =>
  t.current.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });

describe('login rate limit', () => {
  it('answers 429 RATE_LIMITED for an e-mail after the limit, even with the right password', async () => {
    const member = await makeMember(t.current);
    for (let i = 0; i < 3; i++) expect((await login(member.email, 'wrong-password')).statusCode).toBe(401);

    const limited = await login(member.email, member.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const body = limited.json<ApiError>();
    expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
    expect(body.message).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik$/);
  });

  it('counts per e-mail, so another account from a new address still logs in', async () => {
    const other = await makeMember(t.current);
    expect((await login(other.email, other.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts per address too, across e-mails', async () => {
    const ip = '192.0.2.55';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await login(`guess-${i}@example.test`, 'wrong-password', ip)).statusCode);
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});
