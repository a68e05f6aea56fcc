import pg from 'pg';
import { approveConsent } from '../apps/server/src/modules/shops/index.ts';
import { logIn, startBooster } from './lib/booster.ts';

export type LiveBooster = Awaited<ReturnType<typeof startBooster>>;

/**
 * Runs `work` on a Booster whose marketplaces are the sandbox behind the real adapters (`live`), with
 * a client on its database; ends both afterwards, whatever `work` did.
 */
export async function withLiveBooster<T>(
  work: (booster: LiveBooster, db: pg.Client) => Promise<T>,
): Promise<T> {
  const booster = await startBooster({ live: true });
  const db = new pg.Client({ connectionString: booster.url });
  await db.connect();
  try {
    return await work(booster, db);
  } finally {
    await db.end();
    await booster.stop();
  }
}

/** A logged-in member's JSON calls to the API: `api<T>(method, path, body?)` answers the parsed 2xx body. */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Logs `email` in and answers its `Api`; a call that is not 2xx throws with its status and body. */
export async function session(baseURL: string, email: string): Promise<Api> {
  const accessToken = await logIn(baseURL, email);
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * Connects the `pick`-th sandbox shop of `platform` for products and orders as a seller does:
 * authorize, approve on the sandbox's consent page, hand the callback to Booster. Answers the shop's id.
 */
export async function connectShop(api: Api, platform: string, pick: number): Promise<string> {
  const { url } = await api<{ url: string }>('GET', `/api/app/marketplace/${platform}/authorize`);
  const callback = await approveConsent(fetch, url, (options) => options[pick]);
  const q = callback.searchParams;
  const shop = await api<{ _id: string }>('POST', `/api/app/marketplace/${platform}/connect`, {
    code: q.get('code') ?? '',
    ...(q.get('shop_id') ? { shopid: q.get('shop_id') } : {}),
    ...(q.get('state') ? { state: q.get('state') } : {}),
  });
  return shop._id;
}
