import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ShopPlatform } from '../core/types.ts';
import type { World } from '../core/world.ts';

const ERROR_NAMES = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' } as const;

/** A refusal of the control API, in Fastify's own error shape: `{ statusCode, error, message }`. */
export function refuse(reply: FastifyReply, statusCode: keyof typeof ERROR_NAMES, message: string) {
  return reply.code(statusCode).send({ statusCode, error: ERROR_NAMES[statusCode], message });
}

/** `input` as `schema` reads it, or undefined once the 400 with zod's message is sent. */
export function parsedOr400<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  input: unknown,
): z.output<S> | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  void refuse(reply, 400, z.prettifyError(parsed.error));
  return undefined;
}

/** The world's shop, or undefined once the 404 "Unknown shop" is sent. */
export function shopOr404(reply: FastifyReply, world: World, platform: ShopPlatform, shopId: string) {
  const shop = world.shop(platform, shopId);
  if (!shop) void refuse(reply, 404, 'Unknown shop');
  return shop;
}
