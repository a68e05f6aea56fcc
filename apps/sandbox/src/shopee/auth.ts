import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, formOf, pathOf, queryOf } from '../core/body.ts';
import { sendHtml } from '../core/consent.ts';
import { accessTtl, LIFETIMES, type Sandbox } from '../core/context.ts';
import { consentPage, errorPage, withParams } from '../core/html.ts';
import { ShopeeError, sendShopee, sendShopeeError, shopeeErrors } from './envelope.ts';
import { checkSign, verifyPublic } from './sign.ts';

const LIFE = LIFETIMES.shopee;

/** Shop authorization: the auth_partner consent page, GetAccessToken and RefreshAccessToken. */
export async function shopeeAuthRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof ShopeeError)) throw error;
    const reason =
      error.error === 'error_sign'
        ? 'Tanda tangan (sign) pada tautan tidak valid.'
        : error.message === 'Invalid timestamp'
          ? 'Tautan otorisasi sudah kedaluwarsa (timestamp lebih dari 5 menit). Silakan ulangi dari aplikasi.'
          : `Parameter tidak valid: ${error.message}`;
    return sendHtml(reply, errorPage(sandbox.prefix, 'Otorisasi gagal', reason), 400);
  };

  const checkLink = (request: FastifyRequest, fields: Record<string, string>, checkTime: boolean) => {
    const { base, partnerKey } = verifyPublic(sandbox, request, fields, checkTime);
    checkSign(partnerKey, base.replace('/approve', ''), fields.sign);
    if (!fields.redirect || !URL.canParse(fields.redirect)) throw shopeeErrors.param('Missing redirect.');
  };

  app.get('/api/v2/shop/auth_partner', async (request, reply) => {
    const query = queryOf(request);
    try {
      checkLink(request, query, true);
    } catch (error) {
      return refuse(reply, error);
    }
    const html = consentPage({
      prefix: sandbox.prefix,
      platformName: 'Shopee Open Platform',
      appName: 'Booster',
      action: `${pathOf(request)}/approve`,
      choices: sandbox.world.shopsOf('shopee').map((s) => ({ id: s.id, name: s.name })),
      choiceLabel: 'toko',
      hidden: {
        partner_id: query.partner_id,
        timestamp: query.timestamp,
        sign: query.sign,
        redirect: query.redirect,
      },
      scopes: ['Informasi toko', 'Produk dan stok', 'Pesanan dan pengiriman', 'Chat pembeli'],
    });
    return sendHtml(reply, html);
  });

  app.post('/api/v2/shop/auth_partner/approve', async (request, reply) => {
    const fields = formOf(request);
    try {
      checkLink(request, fields, false);
    } catch (error) {
      return refuse(reply, error);
    }
    const shop = sandbox.world.shop('shopee', fields.shop_id ?? '');
    if (!shop) {
      return sendHtml(reply, errorPage(sandbox.prefix, 'Otorisasi gagal', 'Pilih salah satu toko.'), 400);
    }
    const code = sandbox.auth.issueCode('shopee', shop.id, LIFE.code);
    return reply.redirect(withParams(fields.redirect, { code, shop_id: shop.id }), 302);
  });

  const tokenPair = (shopId: string) => {
    const access = sandbox.auth.issueAccess('shopee', shopId, accessTtl(sandbox, LIFE.access));
    const refresh = sandbox.auth.issueRefresh('shopee', shopId, Date.now() + LIFE.refresh * 1000);
    return { access_token: access.token, refresh_token: refresh, expire_in: accessTtl(sandbox, LIFE.access) };
  };

  const publicCall = (request: FastifyRequest) => {
    const { base, partnerKey, query } = verifyPublic(sandbox, request);
    checkSign(partnerKey, base, query.sign);
    const body = bodyOf(request);
    if (String(body.partner_id ?? '') !== String(sandbox.credentials.shopee.partnerId)) {
      throw shopeeErrors.param('Invalid partner_id in body.');
    }
    if (body.main_account_id !== undefined)
      throw shopeeErrors.param('main_account_id is not supported by the sandbox.');
    if (body.shop_id === undefined) throw shopeeErrors.param('Missing shop_id.');
    return { body, shopId: String(body.shop_id) };
  };

  app.post('/api/v2/auth/token/get', async (request, reply) => {
    try {
      const { body, shopId } = publicCall(request);
      const checked = sandbox.auth.takeCode('shopee', String(body.code ?? ''));
      if (!checked.ok)
        throw shopeeErrors.auth(checked.reason === 'expired' ? 'Code expired.' : 'Invalid code.');
      if (checked.grant.subject !== shopId) throw shopeeErrors.auth('Invalid partner_id or shopid.');
      return sendShopee(reply, { top: tokenPair(shopId) });
    } catch (error) {
      if (error instanceof ShopeeError) return sendShopeeError(reply, error);
      throw error;
    }
  });

  app.post('/api/v2/auth/access_token/get', async (request, reply) => {
    try {
      const { body, shopId } = publicCall(request);
      const checked = sandbox.auth.useRefresh('shopee', String(body.refresh_token ?? ''), true);
      if (!checked.ok) throw shopeeErrors.auth('Invalid refresh_token.');
      if (checked.grant.subject !== shopId) throw shopeeErrors.auth('Invalid partner_id or shopid.');
      return sendShopee(reply, {
        top: {
          partner_id: sandbox.credentials.shopee.partnerId,
          shop_id: Number(shopId),
          ...tokenPair(shopId),
        },
      });
    } catch (error) {
      if (error instanceof ShopeeError) return sendShopeeError(reply, error);
      throw error;
    }
  });
}
