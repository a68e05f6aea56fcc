import { z } from 'zod';

/** The one error shape of every API answer that is not 2xx (ARCHITECTURE.md section 4). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Field errors of a 400 answer: `details.fields[field] = message`. */
export const validationDetailsSchema = z.object({ fields: z.record(z.string(), z.string()) });

/**
 * Stable error codes. The web picks a dialog by code; the message comes from the i18n key
 * `errors.<code>` on both sides.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'NOT_ADMIN',
  'EMAIL_TAKEN',
  'EMAIL_NOT_FOUND',
  'INVALID_LINK',
  'REFRESH_TOKEN_INVALID',
  'REFRESH_TOKEN_REUSED',
  'FORBIDDEN',
  'FEATURE_NOT_ALLOWED',
  'FEATURE_BLOCKED',
  'OWNER_ONLY',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'INTERNAL',
  'BAD_REQUEST',
  'EMAIL_NOT_VERIFIED',
  'USE_ADMIN_LOGIN',
  'ACCOUNT_SUSPENDED',
  'IMPERSONATION_FORBIDDEN',
  'ROLE_IN_USE',
  'MEDIA_IN_USE',
  'SERVICE_UNAVAILABLE',
  // Marketplace integration (issue 3)
  'LIMIT_REACHED',
  'SHOP_TAKEN',
  'CHAT_TAKEN',
  'TOKOPEDIA_TAKEN',
  'TOKOPEDIA_ACCESS',
  'SHOP_MISMATCH',
  'SHOP_DISCONNECTED',
  'INVALID_STATE',
  'MARKETPLACE_AUTH_FAILED',
  'MARKETPLACE_UNAVAILABLE',
  'UNSUPPORTED_MARKETPLACE',
  'REQUEST_ALREADY_CONFIRMED',
  'WEBHOOK_SIGNATURE_INVALID',
  'DOWNGRADE_OVER_LIMIT',
  'FACEBOOK_TAKEN',
  'FACEBOOK_NOT_FOUND',
  'FACEBOOK_MISMATCH',
  'FACEBOOK_LIMIT_REACHED',
  'FACEBOOK_AUTH_FAILED',
  // Research (issue 15): a free member's daily quota is used up
  'RESEARCH_QUOTA_EXCEEDED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
