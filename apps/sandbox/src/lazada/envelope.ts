import { requestId } from '../core/crypto.ts';

/** Lazada answers HTTP 200 with `code: "0"` and `data`, or `{type, code, message}` on errors. */
export class LazadaError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly type = 'ISV',
    readonly detail?: unknown[],
  ) {
    super(message);
  }
}

export const lazadaErrors = {
  missing: (name: string) =>
    new LazadaError(
      'MissingParameter',
      `The input parameter "${name}" that is mandatory for processing this request is not supplied`,
    ),
  invalid: (name: string) =>
    new LazadaError('InvalidParameter', `The specified parameter "${name}" is not valid`),
  signature: () =>
    new LazadaError('IncompleteSignature', 'The request signature does not conform to lazada standards'),
  token: () => new LazadaError('IllegalAccessToken', 'The specified access token is invalid or expired'),
  orderNotFound: () => new LazadaError('16', 'E016: Invalid Order ID'),
  productNotFound: () => new LazadaError('208', 'E208: Product not found'),
};

export function lazadaErrorBody(error: LazadaError) {
  return {
    type: error.type,
    code: error.code,
    message: error.message,
    ...(error.detail ? { detail: error.detail } : {}),
    request_id: requestId(),
  };
}

/** Lazada's answer to an API path it does not have (HTTP 200, like every Lazada error). */
export function lazadaUnknownApi() {
  return {
    status: 200,
    body: lazadaErrorBody(new LazadaError('InvalidApiPath', 'The specified API path is invalid')),
  };
}

export function lazadaFault(status: number) {
  return status === 429
    ? {
        type: 'ISP',
        code: 'ApiCallLimit',
        message: 'The request has exceeded the limit',
        request_id: requestId(),
      }
    : {
        type: 'ISP',
        code: 'ServiceUnavailable',
        message: 'The service is temporarily unavailable',
        request_id: requestId(),
      };
}

/** "2024-06-01 10:00:00 +0700", Lazada's time format, in Jakarta time. */
export function lazadaTime(ms: number): string {
  return `${new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')} +0700`;
}

export const money = (n: number) => n.toFixed(2);
