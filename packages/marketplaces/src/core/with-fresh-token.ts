import { isAdapterError } from './errors.ts';
import type { MarketplaceAdapter, ShopCredentials, TokenGrant } from './port.ts';

export type FreshTokenContext = {
  adapter: Pick<MarketplaceAdapter, 'key' | 'refreshToken'>;
  credentials: ShopCredentials;
  /** Stores the new pair before the call is retried (Shopee's refresh token is single-use). */
  persist: (grant: TokenGrant) => Promise<void>;
};

// Concurrent calls for one shop that all meet an expired token share one refresh: a second refresh
// with the same (single-use) refresh token would fail and disconnect the shop.
const inFlight = new Map<string, Promise<TokenGrant>>();

type Call<T> = (credentials: ShopCredentials) => Promise<T>;

/** Runs `call`; on 'expired_token' refreshes once, persists the new grant, and runs `call` again. */
export function withFreshToken<T>(context: FreshTokenContext, call: Call<T>): Promise<T>;
/** The same, with the context spelled out as arguments. */
export function withFreshToken<T>(
  adapter: FreshTokenContext['adapter'],
  credentials: ShopCredentials,
  persist: FreshTokenContext['persist'],
  call: Call<T>,
): Promise<T>;
export function withFreshToken<T>(
  ...args:
    | [FreshTokenContext, Call<T>]
    | [FreshTokenContext['adapter'], ShopCredentials, FreshTokenContext['persist'], Call<T>]
): Promise<T> {
  if (args.length === 2) return run(args[0], args[1]);
  const [adapter, credentials, persist, call] = args;
  return run({ adapter, credentials, persist }, call);
}

async function run<T>(context: FreshTokenContext, call: Call<T>): Promise<T> {
  try {
    return await call(context.credentials);
  } catch (error) {
    if (!isAdapterError(error, 'expired_token')) throw error;
  }
  const { adapter, credentials } = context;
  const key = `${adapter.key}:${credentials.shopId}:${credentials.refreshToken}`;
  let refreshing = inFlight.get(key);
  if (!refreshing) {
    refreshing = (async () => {
      const grant = await adapter.refreshToken(credentials);
      await context.persist(grant);
      return grant;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, refreshing);
  }
  const grant = await refreshing;
  return call(grant);
}
