import { authRoutes } from '@booster/contracts/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/answers.ts';
import { testUser } from '../test/user.ts';

type Call = { url: string; method: string; auth: string | null; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = testUser();

async function loadClient(session: { accessToken: string; refreshToken: string } | null) {
  vi.resetModules();
  const storage = memoryStorage();
  if (session) storage.setItem('booster.auth', JSON.stringify({ user, ...session }));
  vi.stubGlobal('localStorage', storage);
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  const client = await import('./api-client.ts');
  const { authStorage } = await import('./auth-storage.ts');
  return { client, authStorage, storage, reload };
}

function fakeFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call = {
      url,
      method: String(init.method),
      auth: headers.Authorization ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends the bearer token and fills path params and query', async () => {
    const { client } = await loadClient({ accessToken: 'a1', refreshToken: 'r1' });
    const calls = fakeFetch(() => json(200, { _id: 'x' }));
    await client.callPath('GET', '/api/auth/role/:id', {
      params: { id: 'abc' },
      query: { page: 2, marketplace: ['a', 'b'] },
    });
    expect(calls[0]).toMatchObject({
      url: '/api/auth/role/abc?page=2&marketplace=a&marketplace=b',
      auth: 'Bearer a1',
    });
  });

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    const { client, authStorage } = await loadClient({ accessToken: 'old', refreshToken: 'r1' });
    const calls = fakeFetch(async (call) => {
      if (call.url === authRoutes.refresh.path) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return json(200, { accessToken: 'new', refreshToken: 'r2' });
      }
      return call.auth === 'Bearer new'
        ? json(200, user)
        : json(401, { statusCode: 401, code: 'TOKEN_EXPIRED', error: 'Unauthorized', message: 'expired' });
    });
    const pending = Promise.all([
      client.callApi(authRoutes.user),
      client.callApi(authRoutes.user),
      client.callApi(authRoutes.user),
    ]);
    await vi.advanceTimersByTimeAsync(1600);
    const results = await pending;
    expect(results.map((r) => r.email)).toEqual([user.email, user.email, user.email]);
    expect(calls.filter((c) => c.url === authRoutes.refresh.path)).toHaveLength(1);
    expect(calls.find((c) => c.url === authRoutes.refresh.path)?.body).toEqual({ refreshToken: 'r1' });
    expect(authStorage.get()).toMatchObject({ accessToken: 'new', refreshToken: 'r2' });
    expect(client.refreshStatus()).toBe('done');
  });

  it('a request failing while the refresh runs waits 1.5 s before retrying', async () => {
    const { client } = await loadClient({ accessToken: 'old', refreshToken: 'r1' });
    let releaseRefresh = () => {};
    const calls = fakeFetch(async (call) => {
      if (call.url === authRoutes.refresh.path) {
        await new Promise<void>((resolve) => {
          releaseRefresh = resolve;
        });
        return json(200, { accessToken: 'new', refreshToken: 'r2' });
      }
      return call.auth === 'Bearer new'
        ? json(200, user)
        : json(401, { statusCode: 401, code: 'TOKEN_EXPIRED', error: 'x', message: 'x' });
    });
    const first = client.callApi(authRoutes.user);
    await vi.advanceTimersByTimeAsync(0);
    const second = client.callApi(authRoutes.user);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.refreshStatus()).toBe('in-progress');
    releaseRefresh();
    await vi.advanceTimersByTimeAsync(1499);
    const userCallsBeforeWait = calls.filter((c) => c.url === authRoutes.user.path).length;
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(calls.filter((c) => c.url === authRoutes.user.path).length).toBe(userCallsBeforeWait + 1);
    expect(calls.filter((c) => c.url === authRoutes.refresh.path)).toHaveLength(1);
  });

  it('a 401 on the refresh call clears stored and in-memory auth and reloads the page', async () => {
    const { client, authStorage, storage, reload } = await loadClient({
      accessToken: 'old',
      refreshToken: 'r1',
    });
    fakeFetch(() =>
      json(401, { statusCode: 401, code: 'REFRESH_TOKEN_REUSED', error: 'Unauthorized', message: 'reused' }),
    );
    await expect(client.callApi(authRoutes.user)).rejects.toMatchObject({ statusCode: 401 });
    expect(authStorage.isLoggedIn()).toBe(false);
    expect(authStorage.get().user).toBeNull();
    expect(storage.getItem('booster.auth')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a login 401 and passes the server error through', async () => {
    const { client, reload } = await loadClient({ accessToken: 'old', refreshToken: 'r1' });
    const calls = fakeFetch(() =>
      json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        error: 'Unauthorized',
        message: 'Email atau password salah',
      }),
    );
    const error = await client
      .callApi(authRoutes.login, { body: { email: 'a@b.c', password: 'x' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(client.ApiClientError);
    expect(error).toMatchObject({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email atau password salah',
    });
    expect(calls).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('normalises validation errors and network failures', async () => {
    const { client } = await loadClient(null);
    fakeFetch(() =>
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        error: 'Bad Request',
        message: 'x',
        details: { fields: { email: 'Email sudah terdaftar' } },
      }),
    );
    const error = await client
      .callApi(authRoutes.register, { body: { name: 'S', email: 'seller@booster.test', password: 'x' } })
      .catch((e) => e);
    expect(error.fieldErrors).toEqual({ email: 'Email sudah terdaftar' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(client.callApi(authRoutes.user)).rejects.toMatchObject({
      statusCode: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('callApi request typing', () => {
  it('takes params, query and body as the contract describes them (checked by tsc)', async () => {
    const { client } = await loadClient({ accessToken: 'a1', refreshToken: 'r1' });
    const calls = fakeFetch(() => json(200, { message: 'ok' }));
    const { shopRoutes } = await import('@booster/contracts');
    const typed = () => {
      // @ts-expect-error the register body needs name, email and password
      void client.callApi(authRoutes.register, { body: { email: 'a@b.c' } });
      // @ts-expect-error the shop delete names its shop in the path
      void client.callApi(shopRoutes.remove, { query: { marketplace: 'shopee' } });
      // @ts-expect-error an unknown marketplace is refused before the request leaves
      void client.callApi(shopRoutes.remove, { params: { id: 'x' }, query: { marketplace: 'amazon' } });
      // @ts-expect-error the current user's route takes no body
      void client.callApi(authRoutes.user, { body: { a: 1 } });
    };
    expect(typed).toBeTypeOf('function');
    await client.callApi(shopRoutes.remove, { params: { id: 's1' }, query: { marketplace: 'shopee' } });
    expect(calls[0]).toMatchObject({ url: '/api/app/marketplace/s1?marketplace=shopee', method: 'DELETE' });
  });
});
