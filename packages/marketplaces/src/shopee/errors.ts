import { errorsOfAnswer, kindForStatus } from '../core/errors.ts';
import type { AdapterError } from '../core/port.ts';

const RETRYABLE_CODES = new Set([
  'error_server',
  'error_inner',
  'error_system_busy',
  'error_network',
  'error_busi',
]);

/**
 * Live Shopee answers an expired access token with `invalid_acceess_token` (spelled so); some
 * regions spell it right. Both mean: refresh once and retry.
 */
const EXPIRED_TOKEN_CODES = new Set(['invalid_acceess_token', 'invalid_access_token']);

/**
 * `error_param` messages about Booster's own partner setup, not the seller's authorization:
 * "Invalid partner_id.", "There is no partner_id in query.", "There is no sign in query.",
 * "no timestamp", "Invalid timestamp" (our clock).
 */
const PARTNER_SETUP = /partner_id|no sign in query|timestamp/i;

/** Codes by which Shopee says the seller's authorization is gone (a reconnect is needed). */
const AUTHORIZATION_GONE = ['error_auth', 'error_permission', 'error_shop', 'error_merchant_refresh_token'];

/**
 * Shopee's `error` field -> our kinds, the one place of this mapping. On the token calls
 * (`auth: true`) a rejected code or refresh token is the seller's authorization that is gone.
 */
export function shopeeError(status: number, body: unknown, auth = false): AdapterError {
  const envelope = (body ?? {}) as { error?: string; message?: string };
  // Some modules prefix their codes (`product.error_param`); the kind follows the code itself.
  const code = (envelope.error || String(status)).replace(/^[a-z_]+\.(?=error_)/, '');
  const message = envelope.message || `Shopee answered HTTP ${status}`;
  const make = errorsOfAnswer(status, message, code);
  if (status === 429 || /rate_limit|too many requests/i.test(`${code} ${message}`))
    return make('rate_limited');
  if (code === 'error_sign') return make('configuration');
  if (code === 'error_param' && PARTNER_SETUP.test(message)) return make('configuration');
  if (!auth && EXPIRED_TOKEN_CODES.has(code)) return make('expired_token');
  if (!auth && code === 'error_auth' && /access[_ ]?token/i.test(message)) return make('expired_token');
  // An unknown API path: 404 with a bare `error_not_found` (no message). An adapter bug, not data.
  if (code === 'error_not_found' && status === 404 && !envelope.message) return make('platform', false);
  if (auth && ['error_param', 'error_not_found', ...AUTHORIZATION_GONE].includes(code))
    return make('invalid_token');
  if (AUTHORIZATION_GONE.includes(code)) return make('invalid_token');
  if (code === 'error_param') return make('invalid_input');
  if (code === 'error_not_found') return make('not_found');
  if (RETRYABLE_CODES.has(code) || status >= 500) return make('platform', true);
  if (status >= 400 && !envelope.error) return make(kindForStatus(status));
  return make('platform', false);
}
