import type { ErrorCode } from '@booster/contracts';
import type { MessageKey, MessageParams } from '../i18n/index.ts';

/** Default HTTP status of every code; exhaustive so a new code cannot ship without one. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  EMAIL_TAKEN: 400,
  INVALID_LINK: 400,
  EMAIL_NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_TOKEN_INVALID: 401,
  REFRESH_TOKEN_REUSED: 401,
  NOT_ADMIN: 403,
  FORBIDDEN: 403,
  FEATURE_NOT_ALLOWED: 403,
  FEATURE_BLOCKED: 403,
  OWNER_ONLY: 403,
  EMAIL_NOT_VERIFIED: 403,
  USE_ADMIN_LOGIN: 403,
  ACCOUNT_SUSPENDED: 403,
  IMPERSONATION_FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROLE_IN_USE: 409,
  MEDIA_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  LIMIT_REACHED: 402,
  SHOP_TAKEN: 403,
  CHAT_TAKEN: 403,
  TOKOPEDIA_TAKEN: 403,
  TOKOPEDIA_ACCESS: 403,
  SHOP_MISMATCH: 406,
  SHOP_DISCONNECTED: 409,
  INVALID_STATE: 400,
  MARKETPLACE_AUTH_FAILED: 400,
  MARKETPLACE_UNAVAILABLE: 502,
  UNSUPPORTED_MARKETPLACE: 400,
  REQUEST_ALREADY_CONFIRMED: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  DOWNGRADE_OVER_LIMIT: 400,
  FACEBOOK_TAKEN: 403,
  FACEBOOK_NOT_FOUND: 403,
  FACEBOOK_MISMATCH: 406,
  FACEBOOK_LIMIT_REACHED: 402,
  FACEBOOK_AUTH_FAILED: 400,
  RESEARCH_QUOTA_EXCEEDED: 429,
};

export type AppErrorOptions = {
  status?: number;
  /** Message key when it is not `errors.<code>`. */
  messageKey?: MessageKey;
  params?: MessageParams;
  /** Wrong fields: field name -> message key; rendered into `details.fields`. */
  fields?: Record<string, MessageKey>;
  details?: Record<string, unknown>;
  cause?: unknown;
};

/** An expected failure with a stable code; the error handler renders it in the caller's language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly fields?: Record<string, MessageKey>;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.messageKey = options.messageKey ?? `errors.${code}`;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.details = options.details;
  }
}

/** 400 on one field, for rules zod cannot see (a taken name, an unknown reference). */
export function fieldError(field: string, key: MessageKey, code: ErrorCode = 'VALIDATION_FAILED'): AppError {
  return new AppError(code, { status: 400, fields: { [field]: key }, messageKey: key });
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND');
}
