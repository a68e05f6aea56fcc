import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, queryOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import type { Shop } from '../core/types.ts';
import { ShopeeError, type ShopeeResult, sendShopee, sendShopeeError } from './envelope.ts';
import { verifyShop } from './sign.ts';

export type ShopeeCall = {
  request: FastifyRequest;
  shop: Shop;
  query: Record<string, string>;
  body: Record<string, unknown>;
};

/** Registers a Shop-type API: sign and token checked first, errors in Shopee's envelope. */
export function shopApi(
  app: FastifyInstance,
  sandbox: Sandbox,
  method: 'GET' | 'POST',
  path: string,
  handler: (call: ShopeeCall) => ShopeeResult | Promise<ShopeeResult>,
) {
  app.route({
    method,
    url: `/api/v2/${path}`,
    handler: async (request, reply) => {
      try {
        const shop = verifyShop(sandbox, request);
        return sendShopee(
          reply,
          await handler({ request, shop, query: queryOf(request), body: bodyOf(request) }),
        );
      } catch (error) {
        if (error instanceof ShopeeError) return sendShopeeError(reply, error);
        throw error;
      }
    },
  });
}

export function intParam(value: unknown, name: string, fallback?: number): number {
  if ((value === undefined || value === '') && fallback !== undefined) return fallback;
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n))
    throw new ShopeeError(400, 'error_param', `Invalid ${name}.`);
  return n;
}

export const seconds = (ms: number) => Math.floor(ms / 1000);
