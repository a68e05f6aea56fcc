import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, pathOf, queryOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import type { Shop } from '../core/types.ts';
import { TiktokError, tiktokBody, tiktokErrors } from './envelope.ts';
import { signMatches } from './sign.ts';

export type TiktokPlatform = 'tiktok' | 'tokopedia';
export type TiktokScope = { sandbox: Sandbox; platform: TiktokPlatform };
export type TiktokCall = {
  request: FastifyRequest;
  shop: Shop;
  query: Record<string, string>;
  body: Record<string, unknown>;
  params: Record<string, string>;
};

const PAST_WINDOW = 300;
const FUTURE_WINDOW = 30;

/**
 * Registers a signed Open API route under `/open-api`: app_key, timestamp window, sign, then the
 * `x-tts-access-token` header, then (for shop APIs) `shop_cipher`.
 */
export function tiktokApi(
  app: FastifyInstance,
  scope: TiktokScope,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  handler: (call: TiktokCall) => unknown,
  options: { shopScoped: boolean } = { shopScoped: true },
) {
  const { sandbox, platform } = scope;
  const base = `${app.prefix}/open-api`;
  app.route({
    method,
    url: `/open-api${path}`,
    handler: async (request, reply) => {
      try {
        const query = queryOf(request);
        const credentials = sandbox.credentials[platform];
        if (query.app_key !== credentials.appKey) throw tiktokErrors.common('Invalid app_key.');
        const timestamp = Number(query.timestamp);
        const now = Date.now() / 1000;
        if (
          !/^\d{10}$/.test(query.timestamp ?? '') ||
          timestamp < now - PAST_WINDOW ||
          timestamp > now + FUTURE_WINDOW
        ) {
          throw tiktokErrors.common('Invalid timestamp, it must be within 5 minutes of the current time.');
        }
        if (!query.sign) throw tiktokErrors.common('Missing sign.');
        if (!signMatches(request, credentials.appSecret, pathOf(request).slice(base.length), query))
          throw tiktokErrors.sign();
        const header = request.headers['x-tts-access-token'];
        const token = (Array.isArray(header) ? header[0] : header) ?? query.access_token;
        const checked = sandbox.auth.checkAccess(platform, token);
        if (!checked.ok)
          throw checked.reason === 'expired'
            ? tiktokErrors.expired()
            : tiktokErrors.common('Invalid access token.');
        const shop = sandbox.world.shop(platform, checked.grant.subject) as Shop;
        if (options.shopScoped) {
          if (!query.shop_cipher) throw tiktokErrors.cipher();
          if (query.shop_cipher !== shop.cipher) throw tiktokErrors.common('Unexpected shop_cipher.');
        }
        const params = request.params as Record<string, string>;
        const data = await handler({ request, shop, query, body: bodyOf(request), params });
        return reply.send(tiktokBody(0, 'Success', data ?? {}));
      } catch (error) {
        if (error instanceof TiktokError)
          return reply.code(error.status).send(tiktokBody(error.code, error.message));
        throw error;
      }
    },
  });
}

export const seconds = (ms: number) => Math.floor(ms / 1000);

export function pageSize(value: string | undefined, max: number): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1 || n > max)
    throw tiktokErrors.param(`page_size must be between 1 and ${max}.`);
  return n;
}
