import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { base64urlToken } from '../core/auth-store.ts';
import { formOf, pathOf, queryOf } from '../core/body.ts';
import { sendHtml } from '../core/consent.ts';
import { accessTtl, LIFETIMES } from '../core/context.ts';
import { consentPage, errorPage, withParams } from '../core/html.ts';
import type { Shop } from '../core/types.ts';
import { tiktokBody } from './envelope.ts';
import { seconds, type TiktokScope, tiktokApi } from './route.ts';

const rowToken = (b: Buffer) => `ROW_${base64urlToken(b)}`;

/**
 * Authorization: the consent page at `/open/authorize`, token get/refresh on the auth host (`/auth`) and
 * the signed `/authorization/202309/shops`.
 */
export async function tiktokAuthRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { sandbox, platform } = scope;
  const credentials = sandbox.credentials[platform];
  const life = LIFETIMES[platform];
  const name = MARKETPLACE_CAPABILITIES[platform].platformName;

  /**
   * The return address registered for the app in Partner Center (Booster's app callback): like the
   * live platform, a `redirect_uri` in the link is ignored.
   */
  const registeredReturn = () => {
    const webhook = sandbox.options.webhookUrl(platform);
    return URL.canParse(webhook) ? `${new URL(webhook).origin}/callback/${platform}/app` : null;
  };
  const fail = (reply: FastifyReply, message: string) =>
    sendHtml(reply, errorPage(sandbox.prefix, 'Otorisasi gagal', message), 400);

  app.get('/open/authorize', async (request, reply) => {
    const q = queryOf(request);
    if (q.service_id !== credentials.serviceId) return fail(reply, 'service_id tidak dikenal.');
    if (!registeredReturn()) return fail(reply, 'Alamat kembali aplikasi belum terdaftar.');
    return sendHtml(
      reply,
      consentPage({
        prefix: sandbox.prefix,
        platformName: `${name} Partner Center`,
        appName: 'Booster',
        action: `${pathOf(request)}/approve`,
        choices: sandbox.world.shopsOf(platform).map((s) => ({ id: s.id, name: s.name })),
        choiceLabel: 'toko',
        hidden: { service_id: q.service_id, state: q.state ?? '' },
        scopes: ['Informasi toko', 'Produk', 'Pesanan', 'Pengiriman', 'Layanan pelanggan'],
      }),
    );
  });

  app.post('/open/authorize/approve', async (request, reply) => {
    const fields = formOf(request);
    const shop = sandbox.world.shop(platform, fields.shop_id ?? '');
    const redirect = registeredReturn();
    if (fields.service_id !== credentials.serviceId || !redirect || !shop) {
      return fail(reply, 'Permintaan otorisasi tidak valid.');
    }
    const code = sandbox.auth.issueCode(platform, shop.id, life.code);
    return reply.redirect(withParams(redirect, { code, state: fields.state }), 302);
  });

  const tokenData = (shop: Shop, refreshToken: string, refreshExpiresAt: number) => {
    const access = sandbox.auth.issueAccess(platform, shop.id, accessTtl(sandbox, life.access), {}, rowToken);
    return {
      access_token: access.token,
      access_token_expire_in: seconds(access.expiresAt),
      refresh_token: refreshToken,
      refresh_token_expire_in: seconds(refreshExpiresAt),
      open_id: `${shop.ownerId}`,
      seller_name: shop.name,
      seller_base_region: 'ID',
      user_type: 0,
      granted_scopes: [
        'seller.authorization.info',
        'seller.product.basic',
        'seller.order.info',
        'seller.fulfillment.basic',
        'seller.customer_service',
      ],
    };
  };
  const appCheck = (q: Record<string, string>) =>
    q.app_key === credentials.appKey && q.app_secret === credentials.appSecret;
  const answer = (code: number, message: string, data?: unknown) => tiktokBody(code, message, data);

  app.get('/auth/api/v2/token/get', async (request) => {
    const q = queryOf(request);
    if (!appCheck(q)) return answer(36004003, 'Invalid app_key or app_secret.');
    if (q.grant_type !== 'authorized_code') return answer(36004001, 'Invalid grant_type.');
    const checked = sandbox.auth.takeCode(platform, q.auth_code ?? '');
    if (!checked.ok) {
      const reasons = {
        invalid: 'Invalid auth_code.',
        expired: 'The auth_code is expired.',
        used: 'The auth_code has been used.',
      };
      return answer(36004004, reasons[checked.reason]);
    }
    const shop = sandbox.world.shop(platform, checked.grant.subject) as Shop;
    const refreshExpiresAt = Date.now() + life.refresh * 1000;
    const refresh = sandbox.auth.issueRefresh(platform, shop.id, refreshExpiresAt, {}, rowToken);
    return answer(0, 'success', tokenData(shop, refresh, refreshExpiresAt));
  });

  // A new access token; the refresh token and its expiry stay.
  app.get('/auth/api/v2/token/refresh', async (request) => {
    const q = queryOf(request);
    if (!appCheck(q)) return answer(36004003, 'Invalid app_key or app_secret.');
    if (q.grant_type !== 'refresh_token') return answer(36004001, 'Invalid grant_type.');
    const checked = sandbox.auth.useRefresh(platform, q.refresh_token ?? '', false);
    if (!checked.ok) return answer(36004005, 'Invalid or expired refresh_token.');
    const shop = sandbox.world.shop(platform, checked.grant.subject) as Shop;
    return answer(0, 'success', tokenData(shop, q.refresh_token, checked.grant.expiresAt));
  });

  tiktokApi(
    app,
    scope,
    'GET',
    '/authorization/202309/shops',
    ({ shop }) => ({
      shops: [
        {
          id: shop.id,
          name: shop.name,
          region: 'ID',
          seller_type: 'LOCAL',
          cipher: shop.cipher,
          code: `ID${shop.id.slice(-6)}`,
        },
      ],
    }),
    { shopScoped: false },
  );
}
