import type { FastifyRequest } from 'fastify';
import { pathOf, queryOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import { hmacSha256Hex, safeEqual } from '../core/crypto.ts';
import type { Shop } from '../core/types.ts';
import { shopeeErrors } from './envelope.ts';

const WINDOW_SECONDS = 300;

/** The API path Shopee signs: everything from `/api/v2/` on, without host, prefix or query. */
export function shopeeApiPath(request: FastifyRequest): string {
  const path = pathOf(request);
  return path.slice(path.indexOf('/api/v2/'));
}

/**
 * Checks the common parameters and the sign of a Public-type call (partner_id + path + timestamp);
 * `checkTime` is off only for the consent form's second step.
 */
export function verifyPublic(
  sandbox: Sandbox,
  request: FastifyRequest,
  query = queryOf(request),
  checkTime = true,
) {
  const { partnerId, partnerKey } = sandbox.credentials.shopee;
  if (!query.partner_id) throw shopeeErrors.param('There is no partner_id in query.');
  if (query.partner_id !== String(partnerId)) throw shopeeErrors.param('Invalid partner_id.');
  if (!query.timestamp) throw shopeeErrors.param('no timestamp');
  const timestamp = Number(query.timestamp);
  if (!Number.isInteger(timestamp)) throw shopeeErrors.param('Invalid timestamp');
  if (checkTime && Math.abs(Date.now() / 1000 - timestamp) > WINDOW_SECONDS)
    throw shopeeErrors.param('Invalid timestamp');
  if (!query.sign) throw shopeeErrors.param('There is no sign in query.');
  const base = `${partnerId}${shopeeApiPath(request)}${query.timestamp}`;
  return { query, base, partnerKey };
}

export function checkSign(partnerKey: string, base: string, sign: string) {
  if (!safeEqual(hmacSha256Hex(partnerKey, base), sign)) throw shopeeErrors.sign();
}

/**
 * A Shop-type call: also access_token and shop_id, signed, and the token must belong to that shop.
 * Messages as Shopee's per-API error lists word them; an expired token answers `invalid_acceess_token`
 * (Shopee's own spelling), one it never issued `error_auth`.
 */
export function verifyShop(sandbox: Sandbox, request: FastifyRequest): Shop {
  const query = queryOf(request);
  if (!query.partner_id) throw shopeeErrors.param('There is no partner_id in query.');
  if (!query.access_token) throw shopeeErrors.param('There is no access_token in query.');
  if (!query.shop_id) throw shopeeErrors.param('There is no shop_id in query.');
  const { base, partnerKey } = verifyPublic(sandbox, request, query);
  checkSign(partnerKey, `${base}${query.access_token}${query.shop_id}`, query.sign);
  const checked = sandbox.auth.checkAccess('shopee', query.access_token);
  if (!checked.ok && checked.reason === 'expired') throw shopeeErrors.expiredToken();
  if (!checked.ok) throw shopeeErrors.auth('Invalid access_token.');
  const shop = sandbox.world.shop('shopee', query.shop_id);
  if (checked.grant.subject !== query.shop_id || !shop)
    throw shopeeErrors.auth('Invalid partner_id or shopid.');
  return shop;
}
