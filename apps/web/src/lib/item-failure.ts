import type { ItemFailure } from '@booster/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../i18n/keys.ts';
import { loadNamespaces } from '../i18n/setup.ts';

// The failure catalogues come with the code that shows them (a file of their own, i18n/texts.ts).
const FAILURE_NAMESPACES = ['itemFailure', 'listing'] as const;
void loadNamespaces(FAILURE_NAMESPACES);

/** A component showing failures draws again once their catalogues are here (no loading state meanwhile). */
export function useFailureTexts() {
  useTranslation(FAILURE_NAMESPACES, { useSuspense: false });
}

/**
 * A stored failure (code + parameters) in the reader's language: the `itemFailure` namespace, a
 * listing rule's own text, or the error code's text (the server renders them the same way).
 */
export function failureText(t: TFunction, failure: ItemFailure): string {
  const { code, params } = failure;
  if (code === 'listingRule') {
    const key = runtimeKey(`listing:${params.rule}`);
    return t(key, { ...params, defaultValue: t(runtimeKey('itemFailure:listingRule')) });
  }
  if (code === 'error') {
    const key = runtimeKey(`errors:${params.error}`);
    return t(key, { ...params, defaultValue: t(runtimeKey('itemFailure:error')) });
  }
  return t(runtimeKey(`itemFailure:${code}`), params);
}
