import { buildUrl } from '../core/http.ts';
import { AdapterError, type AppCategory, type ShopCredentials, type TokenGrant } from '../core/port.ts';
import type { LazadaClient } from './client.ts';
import { type LazadaToken, lazadaTokenSchema } from './schemas.ts';

export function lazadaAuthorizeUrl(
  client: LazadaClient,
  input: { redirectUrl: string; state: string; category: AppCategory },
): string {
  return buildUrl(client.config.authorizeUrl, {
    response_type: 'code',
    force_auth: 'true',
    redirect_uri: input.redirectUrl,
    client_id: client.config.appKey,
    state: input.state,
    country: 'id',
  });
}

/**
 * The Indonesian seller account of the grant (cross-border grants list several countries). The
 * token's `account` is the seller's login e-mail, not the shop name: the name comes from
 * `/seller/get` (getShopInfo), so the grant carries none.
 */
function toGrant(token: LazadaToken, now: Date, previous?: ShopCredentials): TokenGrant {
  const user = token.country_user_info.find((u) => u.country === 'id') ?? token.country_user_info[0];
  const shopId = user?.seller_id ?? previous?.shopId;
  if (!shopId)
    throw new AdapterError('platform', 'Lazada token carries no seller id', 'no_seller', undefined, {
      retryable: false,
    });
  return {
    shopId,
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    accessExpiresAt: new Date(now.getTime() + token.expires_in * 1000),
    refreshExpiresAt:
      token.refresh_expires_in > 0 ? new Date(now.getTime() + token.refresh_expires_in * 1000) : null,
    extra: previous?.extra,
  };
}

export async function lazadaExchangeCode(client: LazadaClient, now: Date, code: string): Promise<TokenGrant> {
  const token = await client.call({
    method: 'POST',
    path: '/auth/token/create',
    params: { code },
    auth: true,
    schema: lazadaTokenSchema,
  });
  return toGrant(token, now);
}

export async function lazadaRefresh(
  client: LazadaClient,
  now: Date,
  credentials: ShopCredentials,
): Promise<TokenGrant> {
  const token = await client.call({
    method: 'POST',
    path: '/auth/token/refresh',
    params: { refresh_token: credentials.refreshToken },
    auth: true,
    schema: lazadaTokenSchema,
  });
  return toGrant(token, now, credentials);
}
