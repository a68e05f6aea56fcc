import { type ItemFailure, itemFailureSchema } from '@booster/contracts';
import { judgeFailure, renderFailure as renderItemFailure } from '../../platform/failures/index.ts';
import { isMessageKey, type Locale, type MessageParams, t } from '../../platform/i18n/index.ts';

/**
 * A failed push keeps its reason as a failure code with parameters (the one failure policy), so the
 * seller reads it in their own language whenever the push list is shown.
 */
export function recordFailure(err: unknown): string {
  const failure: ItemFailure = judgeFailure(err).failure;
  return JSON.stringify(failure);
}

export function renderFailure(locale: Locale, stored: string | null): string | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    const failure = itemFailureSchema.safeParse(parsed);
    if (failure.success) return renderItemFailure(locale, failure.data);
    // Rows written before failure codes kept a message key.
    const { key, params } = parsed as { key: string; params: MessageParams };
    return t(locale, isMessageKey(key) ? key : 'errors.INTERNAL', params);
  } catch {
    return t(locale, 'errors.INTERNAL');
  }
}
