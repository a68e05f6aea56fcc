import { itemFailureMessages, listingRuleMessages, validationMessages } from '@booster/contracts';
import type { i18n as I18n } from 'i18next';

/**
 * Every catalogue of the contracts in both languages at once, for code that draws straight away: the
 * server's renderer of public pages and the web tests. The browser loads each when first needed (../texts.ts).
 */
export function addAllCatalogues(i18n: I18n) {
  const catalogues = {
    validation: validationMessages,
    itemFailure: itemFailureMessages,
    listing: listingRuleMessages,
  };
  for (const [namespace, byLanguage] of Object.entries(catalogues))
    for (const [lng, texts] of Object.entries(byLanguage))
      i18n.addResourceBundle(lng, namespace, texts, true, false);
}
