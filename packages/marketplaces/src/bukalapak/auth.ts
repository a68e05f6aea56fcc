import { buildUrl } from '../core/http.ts';
import type { AppCategory, ShopCredentials, TokenGrant } from '../core/port.ts';
import type { BukalapakClient } from './client.ts';
import { bukalapakStoreSchema, bukalapakTokenSchema } from './schemas.ts';

type Token = { access_token: string; refresh_token: string; expires_in: number };

export function bukalapakAuthorizeUrl(
  client: BukalapakClient,
  input: { redirectUrl: string; state: string; category: AppCategory },
): string {
  return buildUrl(`${client.config.accountsHost}/oauth/authorize`, {
    client_id: client.config.clientId,
    redirect_uri: input.redirectUrl,
    scope: 'public user store',
    response_type: 'code',
    state: input.state,
  });
}

function tokenCredentials(token: Token, now: Date) {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    accessExpiresAt: new Date(now.getTime() + token.expires_in * 1000),
    refreshExpiresAt: null,
  };
}

/** The token does not name the shop, so GET /stores/me does (the store id, not the user id of /me). */
export async function bukalapakExchangeCode(
  client: BukalapakClient,
  now: Date,
  input: { code: string; redirectUrl: string },
): Promise<TokenGrant> {
  const token = await client.token(
    { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUrl },
    bukalapakTokenSchema,
  );
  const credentials = { ...tokenCredentials(token, now), shopId: '' };
  const store = await client.get(credentials, '/stores/me', bukalapakStoreSchema);
  return { ...credentials, shopId: store.data.id, shopName: store.data.name };
}

export async function bukalapakRefresh(
  client: BukalapakClient,
  now: Date,
  credentials: ShopCredentials,
): Promise<TokenGrant> {
  const token = await client.token(
    { grant_type: 'refresh_token', refresh_token: credentials.refreshToken },
    bukalapakTokenSchema,
  );
  return { ...tokenCredentials(token, now), shopId: credentials.shopId, extra: credentials.extra };
}
