// Web tests render components straight away: every text of both languages is there from the start,
// not loaded per group or namespace as in the browser (i18n/texts.ts).
import { addAllCatalogues } from '../i18n/catalogues/all.ts';
import { buildResources, i18n } from '../i18n/setup.ts';

const files = import.meta.glob<Record<string, unknown>>('../i18n/*/*.json', {
  eager: true,
  import: 'default',
});
for (const [lng, namespaces] of Object.entries(buildResources(files)))
  for (const [ns, content] of Object.entries(namespaces))
    i18n.addResourceBundle(lng, ns, content, true, false);
// The contracts' catalogues too (the browser loads them with the first form or failure list).
addAllCatalogues(i18n);
