import type { FastifyInstance } from 'fastify';
import { oauthConsentRoutes } from '../core/consent.ts';
import { accessTtl, LIFETIMES, type Sandbox } from '../core/context.ts';
import type { Shop } from '../core/types.ts';
import type { LazadaGateway } from './api.ts';
import { LazadaError, lazadaErrors } from './envelope.ts';

const LIFE = LIFETIMES.lazada;

/** The seller authorization page (auth.lazada.com/oauth/authorize) and its approve step. */
export async function lazadaConsentRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  oauthConsentRoutes(app, sandbox, {
    path: '/oauth/authorize',
    failTitle: 'Otorisasi gagal',
    clientId: sandbox.credentials.lazada.appKey,
    unknownClient: 'client_id tidak dikenal.',
    requireResponseType: true,
    page: (q) => ({
      platformName: 'Lazada Open Platform',
      choices: sandbox.world.shopsOf('lazada').map((s) => ({ id: s.id, name: s.name })),
      choiceLabel: 'toko',
      hidden: {
        client_id: q.client_id,
        response_type: q.response_type,
        redirect_uri: q.redirect_uri,
        state: q.state ?? '',
      },
      scopes: ['Produk dan stok', 'Pesanan dan pengiriman', 'Instant Messaging'],
    }),
    choose: (id) => sandbox.world.shop('lazada', id)?.id,
    chooseMessage: 'Pilih salah satu toko.',
    issueCode: (shopId) => sandbox.auth.issueCode('lazada', shopId, LIFE.code),
  });
}

/** /auth/token/create and /auth/token/refresh on the auth gateway. */
export function lazadaTokenApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const tokens = (shop: Shop, refresh: { token: string; expiresAt: number }) => {
    const ttl = accessTtl(sandbox, LIFE.access);
    const access = sandbox.auth.issueAccess('lazada', shop.id, ttl);
    return {
      top: {
        access_token: access.token,
        refresh_token: refresh.token,
        expires_in: ttl,
        refresh_expires_in: Math.max(0, Math.floor((refresh.expiresAt - Date.now()) / 1000)),
        country: 'id',
        account_platform: 'seller_center',
        account: shop.email,
        country_user_info: [
          { country: 'id', seller_id: shop.id, user_id: shop.ownerId, short_code: shop.cipher },
        ],
      },
    };
  };

  gateway.add(
    'GET,POST',
    '/auth/token/create',
    ({ params }) => {
      if (!params.code) throw lazadaErrors.missing('code');
      const checked = sandbox.auth.takeCode('lazada', params.code);
      if (!checked.ok)
        throw new LazadaError(
          'InvalidCode',
          checked.reason === 'expired' ? 'Authorization code expired' : 'Invalid authorization code',
        );
      const shop = sandbox.world.shop('lazada', checked.grant.subject) as Shop;
      const expiresAt = Date.now() + LIFE.refresh * 1000;
      return tokens(shop, { token: sandbox.auth.issueRefresh('lazada', shop.id, expiresAt), expiresAt });
    },
    false,
  );

  // Access lifetime resets; the refresh token's expiry stays where the first grant put it.
  gateway.add(
    'GET,POST',
    '/auth/token/refresh',
    ({ params }) => {
      if (!params.refresh_token) throw lazadaErrors.missing('refresh_token');
      const checked = sandbox.auth.useRefresh('lazada', params.refresh_token, false);
      if (!checked.ok)
        throw new LazadaError('IllegalRefreshToken', 'The specified refresh token is invalid or expired');
      const shop = sandbox.world.shop('lazada', checked.grant.subject) as Shop;
      const expiresAt = checked.grant.expiresAt;
      return tokens(shop, { token: sandbox.auth.issueRefresh('lazada', shop.id, expiresAt), expiresAt });
    },
    false,
  );
}
