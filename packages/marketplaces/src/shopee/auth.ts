import { buildUrl } from '../core/http.ts';
import type { AppCategory, ShopCredentials, TokenGrant } from '../core/port.ts';
import type { ShopeeClient } from './client.ts';
import { shopeeTokenSchema } from './schemas.ts';

const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;
export const SHOPEE_AUTH_PATH = '/api/v2/shop/auth_partner';

/**
 * Shopee has no `state` parameter; the state rides in our redirect URL and Shopee appends
 * `code` and `shop_id` to it.
 */
export function shopeeAuthorizeUrl(
  client: ShopeeClient,
  input: { redirectUrl: string; state: string; category: AppCategory },
): string {
  const redirect = new URL(input.redirectUrl);
  if (input.state) redirect.searchParams.set('state', input.state);
  return buildUrl(`${client.config.host}${SHOPEE_AUTH_PATH}`, {
    ...client.publicQuery(SHOPEE_AUTH_PATH),
    redirect: redirect.toString(),
  });
}

function toGrant(
  shopId: string,
  token: { access_token: string; refresh_token: string; expire_in: number },
  now: Date,
): TokenGrant {
  return {
    shopId,
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    accessExpiresAt: new Date(now.getTime() + token.expire_in * 1000),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_LIFETIME_MS),
  };
}

export async function shopeeExchangeCode(
  client: ShopeeClient,
  now: Date,
  input: { code: string; shopId?: string },
) {
  if (!input.shopId) throw new TypeError('Shopee needs the shop_id from the redirect to exchange the code');
  const token = await client.call({
    method: 'POST',
    path: '/api/v2/auth/token/get',
    body: { code: input.code, partner_id: client.config.partnerId, shop_id: Number(input.shopId) },
    schema: shopeeTokenSchema,
    auth: true,
  });
  return toGrant(input.shopId, token, now);
}

/** Shopee rotates both tokens on every refresh; the old refresh token is dead afterwards. */
export async function shopeeRefresh(client: ShopeeClient, now: Date, credentials: ShopCredentials) {
  const token = await client.call({
    method: 'POST',
    path: '/api/v2/auth/access_token/get',
    body: {
      refresh_token: credentials.refreshToken,
      partner_id: client.config.partnerId,
      shop_id: Number(credentials.shopId),
    },
    schema: shopeeTokenSchema,
    auth: true,
  });
  return { ...toGrant(credentials.shopId, token, now), extra: credentials.extra };
}
