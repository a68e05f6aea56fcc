import type { RouteContract } from '@booster/contracts';
import type { RouteAccess } from '@booster/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { compileResponse } from './compiled-response.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Body: Parsed<C['body']>;
  Querystring: Parsed<C['query']>;
  Params: Parsed<C['params']>;
}>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type RouteOptions = {
  /** Who may call it: enforced before the input is validated (platform/auth/access-control.ts). */
  access: RouteAccess;
  /** Checks that run after the access check, such as rate limits. */
  preHandler?: Hook[];
  /** Route-level options such as `config.rateLimit`. */
  config?: RouteShorthandOptions['config'];
  /** Bytes this route accepts when it needs more than the app's default (image uploads). */
  bodyLimit?: number;
  /**
   * Writes the 200 answer with a stringifier compiled from the contract instead of checking it with
   * zod first (compiled-response.ts): for the hottest lists, whose rows come straight from one view
   * function.
   */
  compiledResponse?: boolean;
};

/**
 * Registers one endpoint of `@booster/contracts`: its method, path and schemas (validated by zod,
 * documented in /api/docs). The handler answers the contract's 200 body.
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<z.output<C['response']>>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: contract.response },
      ...(options.access.kind === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    preHandler: options.preHandler ?? [],
    config: { ...options.config, access: options.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.compiledResponse ? { serializerCompiler: compiledSerializer(contract.response) } : {}),
    handler: (request, reply) => handler(request as ContractRequest<C>, reply),
  });
}

function compiledSerializer(response: z.ZodType) {
  const stringify = compileResponse(response);
  return ({ httpStatus }: { httpStatus?: string }) =>
    httpStatus === '200' ? stringify : (value: unknown) => JSON.stringify(value);
}
