import type { ItemFailure } from '@booster/contracts';
import { isMessageKey, type Locale, t } from '../i18n/index.ts';

/** A stored failure in the reader's language (the web does the same with its `itemFailure` namespace). */
export function renderFailure(locale: Locale, failure: ItemFailure): string {
  const { code, params } = failure;
  if (code === 'listingRule') {
    const key = `listing.${params.rule}`;
    return t(locale, isMessageKey(key) ? key : 'itemFailure.listingRule', params);
  }
  if (code === 'error') {
    const key = `errors.${params.error}`;
    return t(locale, isMessageKey(key) ? key : 'itemFailure.error', params);
  }
  return t(locale, `itemFailure.${code}`, params);
}
