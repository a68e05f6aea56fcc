import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../core/body.ts';

/** Graph API error envelope: `{error: {message, type, code, error_subcode?, fbtrace_id}}`. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly subcode?: number,
    readonly type = 'OAuthException',
  ) {
    super(message);
  }
}

export function graphErrorBody(
  code: number,
  message: string,
  type = 'OAuthException',
  subcode?: number,
  transient = false,
) {
  return {
    error: {
      message,
      type,
      code,
      ...(subcode !== undefined ? { error_subcode: subcode } : {}),
      ...(transient ? { is_transient: true } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

export const graphErrors = {
  noToken: () =>
    new GraphError(
      400,
      2500,
      'An active access token must be used to query information about the current user.',
    ),
  invalidToken: () => new GraphError(400, 190, 'Invalid OAuth access token - Cannot parse access token'),
  expiredToken: () =>
    new GraphError(
      400,
      190,
      `Error validating access token: Session has expired on ${new Date().toUTCString()}.`,
      463,
    ),
  badProof: () =>
    new GraphError(
      400,
      100,
      'Invalid appsecret_proof provided in the API argument',
      undefined,
      'GraphMethodException',
    ),
  unknownNode: (id: string) =>
    new GraphError(
      400,
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      33,
      'GraphMethodException',
    ),
  param: (message: string) => new GraphError(400, 100, `(#100) ${message}`),
  permission: () =>
    new GraphError(
      403,
      200,
      '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
    ),
};

/** The Graph API's answer to an edge or path it does not have. */
export function graphUnknownApi(request: FastifyRequest) {
  const path = pathOf(request).replace(/^.*\/graph\/v[\d.]+/, '');
  return { status: 400, body: graphErrorBody(2500, `Unknown path components: ${path}`) };
}

export function graphFault(status: number) {
  return status === 429
    ? graphErrorBody(4, '(#4) Application request limit reached', 'OAuthException', undefined, true)
    : graphErrorBody(
        2,
        'An unexpected error has occurred. Please retry your request later.',
        'OAuthException',
        undefined,
        true,
      );
}

export const cursor = {
  encode: (index: number) => Buffer.from(String(index)).toString('base64url'),
  decode: (value: string | undefined) =>
    value ? Number(Buffer.from(value, 'base64url').toString()) || 0 : 0,
};

/** "2024-06-01T10:00:00+0000", the Graph API's time format. */
export const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
