import { itemFailureMessages, listingRuleMessages, validationMessages } from '@booster/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatRupiah } from '../lib/format-rupiah.ts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'booster.lang';

type Namespace = Record<string, unknown>;
type Resources = Record<string, Record<string, Namespace>>;

/** Every `i18n/<lang>/<namespace>.json`, bundled eagerly: the namespace is the file name. */
const files = import.meta.glob<Namespace>('./*/*.json', { eager: true, import: 'default' });

export function buildResources(modules: Record<string, Namespace>): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, ns] = match;
    resources[lang] ??= {};
    resources[lang][ns] = content;
  }
  return resources;
}

const resources = buildResources(files);
// Validation messages come from the catalogue the server renders too (one text per key, both sides).
for (const lang of LANGUAGES) {
  resources[lang] ??= {};
  resources[lang].validation = validationMessages[lang];
  // Failures of bulk items and the listing rules they name: the catalogue the server renders too.
  resources[lang].itemFailure = itemFailureMessages[lang];
  resources[lang].listing = listingRuleMessages[lang];
}
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
syncDocumentLanguage(i18n.language);
// `{{price, rupiah}}` in a text writes money the one way the app does ("Rp 18.200").
i18n.services.formatter?.add('rupiah', (value) => formatRupiah(Number(value)));

/** Switches the interface language and remembers the choice. */
export function setLanguage(lng: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this tab.
  }
  void i18n.changeLanguage(lng);
  syncDocumentLanguage(lng);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export { i18n };
