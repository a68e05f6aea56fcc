import { AppError } from '../../platform/errors/index.ts';
import { isMessageKey, type Locale, type MessageParams, t } from '../../platform/i18n/index.ts';

/**
 * A failed push keeps its reason as a message key with parameters, so the seller reads it in their
 * own language whenever the push list is shown.
 */
export function recordFailure(err: unknown): string {
  if (err instanceof AppError) return JSON.stringify({ key: err.messageKey, params: err.params });
  return JSON.stringify({ key: 'errors.INTERNAL', params: {} });
}

export function renderFailure(locale: Locale, stored: string | null): string | null {
  if (!stored) return null;
  try {
    const { key, params } = JSON.parse(stored) as { key: string; params: MessageParams };
    return t(locale, isMessageKey(key) ? key : 'errors.INTERNAL', params);
  } catch {
    return t(locale, 'errors.INTERNAL');
  }
}

/** A platform that is down or limiting us is retried; a disconnected shop or a refused value is not. */
export const isRetryable = (err: unknown) =>
  !(err instanceof AppError) || err.code === 'MARKETPLACE_UNAVAILABLE';
