import { requestId } from '../core/crypto.ts';

/** TikTok Shop answers `{code, message, request_id, data}`; `code` 0 is success. */
export class TiktokError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const tiktokErrors = {
  /** Missing sign, invalid token, bad app_key, timestamp outside the window, unexpected shop_cipher. */
  common: (message: string) => new TiktokError(401, 36009004, message),
  sign: () => new TiktokError(401, 106001, 'Invalid sign.'),
  expired: () => new TiktokError(401, 105002, 'Access token is expired, please refresh it.'),
  cipher: () => new TiktokError(400, 106013, 'shop_cipher is required.'),
  param: (message: string) => new TiktokError(400, 36009001, message),
  notFound: (what: string) => new TiktokError(404, 36009008, `${what} not found.`),
  state: (message: string) => new TiktokError(400, 21011001, message),
  /** Sandbox-chosen codes in TikTok's product family (12052xxx); the message starts with the wire field. */
  category: (message: string) => new TiktokError(400, 12052023, message),
  listing: (message: string) => new TiktokError(400, 12052217, message),
  image: (message: string) => new TiktokError(400, 12052301, message),
};

export function tiktokBody(code: number, message: string, data: unknown = undefined) {
  return { code, message, request_id: requestId(), ...(data !== undefined ? { data } : {}) };
}

/** TikTok Shop's answer to a path it does not have: 36009009 "Invalid path". */
export function tiktokUnknownApi() {
  return { status: 404, body: tiktokBody(36009009, 'Invalid path') };
}

export function tiktokFault(status: number) {
  return status === 429
    ? tiktokBody(36009002, 'Too many requests, the rate limit is exceeded.')
    : tiktokBody(36009003, 'Service is temporarily unavailable, please try again later.');
}

export const pageToken = {
  encode: (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url'),
  decode: (token: string | undefined): number => {
    if (!token) return 0;
    const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
    if (!match) throw tiktokErrors.param('Invalid page_token.');
    return Number(match[1]);
  },
};
