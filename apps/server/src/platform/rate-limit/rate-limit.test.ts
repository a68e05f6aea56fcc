import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';

// The defaults: 1,000 a minute per address for callers not signed in, 6,000 per signed-in user.
const t = useTestApp();

/** Requests in parallel batches, all from one office address; answers the status codes. */
async function flood(count: number, address: string, tokenOf: (i: number) => string | undefined) {
  const codes: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, j) => {
      const token = tokenOf(start + j);
      return t.current.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        remoteAddress: address,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    });
    codes.push(...(await Promise.all(batch)).map((res) => res.statusCode));
  }
  return codes;
}

describe('API rate limit', () => {
  it('counts signed-in staff per account: 1,001 calls of two accounts behind one address all pass', async () => {
    const tokens = await Promise.all(
      [makeMember(t.current), makeMember(t.current)].map(async (m) => (await (await m).login()).accessToken),
    );
    const codes = await flood(1001, '10.20.0.1', (i) => tokens[i % 2]);
    expect(codes.filter((c) => c !== 200)).toEqual([]);
  });

  it('counts callers without a valid token per address: the 1,001st of a flood is refused', async () => {
    const codes = await flood(1001, '10.20.0.2', (i) => (i % 2 === 0 ? undefined : 'not-a-token'));
    expect(codes.slice(0, 1000).every((c) => c === 401)).toBe(true);
    expect(codes[1000]).toBe(429);
    const refused = await t.current.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      remoteAddress: '10.20.0.2',
    });
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('API rate limit per account', () => {
  const small = useTestApp({ env: { ACCOUNT_RATE_LIMIT_MAX: '5', RATE_LIMIT_MAX: '100' } });

  it('limits one signed-in account at its own maximum, whatever address it calls from', async () => {
    const { accessToken } = await (await makeMember(small.current)).login();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await small.current.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        remoteAddress: `10.30.0.${i + 1}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
