import { describe, expect, it } from 'vitest';
import { AdapterError, type ShopCredentials, type TokenGrant } from './port.ts';
import { withFreshToken } from './with-fresh-token.ts';

const old: ShopCredentials = {
  shopId: '1',
  accessToken: 'old',
  refreshToken: 'r1',
  accessExpiresAt: new Date(0),
  refreshExpiresAt: null,
};
const fresh: TokenGrant = { ...old, accessToken: 'new', refreshToken: 'r2' };

function fakeAdapter() {
  const calls = { refresh: 0 };
  return {
    calls,
    adapter: {
      key: 'shopee' as const,
      async refreshToken() {
        calls.refresh++;
        return fresh;
      },
    },
  };
}

const expired = () => new AdapterError('expired_token', 'Invalid access_token.', 'error_auth');

describe('withFreshToken', () => {
  it('passes through when the token works', async () => {
    const { adapter, calls } = fakeAdapter();
    const result = await withFreshToken(
      { adapter, credentials: old, persist: async () => {} },
      async (c) => c.accessToken,
    );
    expect(result).toBe('old');
    expect(calls.refresh).toBe(0);
  });

  it('refreshes once, persists before retrying, and retries with the new token', async () => {
    const { adapter, calls } = fakeAdapter();
    const order: string[] = [];
    const result = await withFreshToken(
      {
        adapter,
        credentials: old,
        persist: async (grant) => {
          order.push(`persist:${grant.accessToken}`);
        },
      },
      async (c) => {
        order.push(`call:${c.accessToken}`);
        if (c.accessToken === 'old') throw expired();
        return 'ok';
      },
    );
    expect(result).toBe('ok');
    expect(order).toEqual(['call:old', 'persist:new', 'call:new']);
    expect(calls.refresh).toBe(1);
  });

  it('does not loop: a second expiry reaches the caller', async () => {
    const { adapter, calls } = fakeAdapter();
    await expect(
      withFreshToken({ adapter, credentials: old, persist: async () => {} }, async () => {
        throw expired();
      }),
    ).rejects.toMatchObject({ kind: 'expired_token' });
    expect(calls.refresh).toBe(1);
  });

  it('leaves other errors alone', async () => {
    const { adapter, calls } = fakeAdapter();
    await expect(
      withFreshToken({ adapter, credentials: old, persist: async () => {} }, async () => {
        throw new AdapterError('not_found', 'gone');
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(calls.refresh).toBe(0);
  });

  it('shares one refresh between concurrent calls of a shop, and takes positional arguments too', async () => {
    const { adapter, calls } = fakeAdapter();
    const persisted: string[] = [];
    const persist = async (g: TokenGrant) => {
      persisted.push(g.accessToken);
    };
    const call = async (c: ShopCredentials) => {
      if (c.accessToken === 'old') throw expired();
      return c.accessToken;
    };
    const results = await Promise.all([
      withFreshToken(adapter, old, persist, call),
      withFreshToken(adapter, old, persist, call),
    ]);
    expect(results).toEqual(['new', 'new']);
    expect(calls.refresh).toBe(1);
    expect(persisted).toEqual(['new']);
  });

  it('reports a failed refresh as the refresh error', async () => {
    const adapter = {
      key: 'lazada' as const,
      refreshToken: async (): Promise<TokenGrant> => {
        throw new AdapterError('invalid_token', 'IllegalRefreshToken');
      },
    };
    await expect(
      withFreshToken({ adapter, credentials: old, persist: async () => {} }, async () => {
        throw expired();
      }),
    ).rejects.toMatchObject({ kind: 'invalid_token' });
  });
});
