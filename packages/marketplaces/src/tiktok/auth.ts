import { buildUrl } from '../core/http.ts';
import { AdapterError, type AppCategory, type ShopCredentials, type TokenGrant } from '../core/port.ts';
import type { TiktokClient } from './client.ts';
import { type TiktokToken, tiktokShopsSchema, tiktokTokenSchema } from './schemas.ts';

/**
 * The authorization link is service_id + state, nothing else: TikTok Shop redirects to the return
 * address fixed in Partner Center, so the signed state is what tells one connection from another.
 */
export function tiktokAuthorizeUrl(
  client: TiktokClient,
  input: { redirectUrl: string; state: string; category: AppCategory },
): string {
  return buildUrl(client.config.authorizeUrl, { service_id: client.config.serviceId, state: input.state });
}

function tokenCredentials(token: TiktokToken): Omit<ShopCredentials, 'shopId'> {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    accessExpiresAt: new Date(token.access_token_expire_in * 1000),
    refreshExpiresAt:
      token.refresh_token_expire_in > 0 ? new Date(token.refresh_token_expire_in * 1000) : null,
  };
}

export async function tiktokAuthorizedShops(client: TiktokClient, credentials: ShopCredentials) {
  const data = await client.call({
    method: 'GET',
    path: '/authorization/202309/shops',
    shop: credentials,
    withCipher: false,
    schema: tiktokShopsSchema,
  });
  return data.shops;
}

/** One authorization may cover several shops; Booster connects the Indonesian one (the first otherwise). */
export async function tiktokExchangeCode(client: TiktokClient, code: string): Promise<TokenGrant> {
  const token = await client.token(
    '/api/v2/token/get',
    { auth_code: code, grant_type: 'authorized_code' },
    tiktokTokenSchema,
  );
  const partial = { ...tokenCredentials(token), shopId: '' };
  const shops = await tiktokAuthorizedShops(client, partial);
  const shop = shops.find((s) => s.region === 'ID') ?? shops[0];
  if (!shop) throw new AdapterError('invalid_token', 'The authorization covers no shop', 'no_shop');
  return {
    ...partial,
    shopId: shop.id,
    shopName: shop.name,
    extra: { shopCipher: shop.cipher, openId: token.open_id },
  };
}

export async function tiktokRefresh(client: TiktokClient, credentials: ShopCredentials): Promise<TokenGrant> {
  const token = await client.token(
    '/api/v2/token/refresh',
    { refresh_token: credentials.refreshToken, grant_type: 'refresh_token' },
    tiktokTokenSchema,
  );
  return { ...tokenCredentials(token), shopId: credentials.shopId, extra: credentials.extra };
}
