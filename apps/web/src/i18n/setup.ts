import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCookie } from '../lib/cookies.ts';
import { formatRupiah } from '../lib/format-rupiah.ts';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './language.ts';
import { loadNamespace, loadPageTexts, loadPublicTexts, requestedNamespaces, textsBackend } from './texts.ts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

type Namespace = Record<string, unknown>;
type Resources = Record<string, Record<string, Namespace>>;

/** `{ '…/id/orders.json': {...} }` → `{ id: { orders: {...} } }` (the tests load every file this way). */
export function buildResources(modules: Record<string, Namespace>): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, ns] = match;
    resources[lang] ??= {};
    resources[lang][ns] = content;
  }
  return resources;
}

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

void i18n
  .use(textsBackend(() => i18n))
  .use(initReactI18next)
  .init({
    // Every text loads per language and namespace or group (texts.ts), the contracts' catalogues too.
    resources: {},
    partialBundledLanguages: true,
    lng: storedLanguage(),
    // id and en hold the same keys (locales.test.ts): no fallback language to download as well.
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
syncDocumentLanguage(i18n.language);
// `{{price, rupiah}}` in a text writes money the one way the app does ("Rp 18.200").
i18n.services.formatter?.add('rupiah', (value) => formatRupiah(Number(value)));

/**
 * Loads the texts the page at `path` draws with, in the current language (the app entry and the route
 * guard wait for them): the frame's namespaces on a panel page, the public group anywhere else.
 */
export function loadTexts(path: string = globalThis.location?.pathname ?? '/'): Promise<void> {
  return loadPageTexts(i18n, currentLanguage(), path);
}

/**
 * Loads panel namespaces in the current language: the build starts every module that speaks from one
 * with `void loadNamespaces([...])` (build/text-namespaces.ts), so the texts come with the code. A failed
 * load is left to the i18next backend, which tries again when a component asks.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const lng = currentLanguage();
  return Promise.all(namespaces.map((ns) => loadNamespace(i18n, lng, ns))).then(
    () => undefined,
    () => undefined,
  );
}

/** Switches the interface language (after its texts are here) and remembers the choice. */
export async function setLanguage(lng: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this tab.
  }
  // The server draws the public pages in this language on the next visit (decision 010).
  if (typeof document !== 'undefined') setCookie(LANGUAGE_COOKIE, lng, 365);
  // Every namespace (or the public group) the previous language had loaded comes along.
  const namespaces = requestedNamespaces(currentLanguage());
  await Promise.all(
    namespaces.map((ns) => (ns === 'public' ? loadPublicTexts(i18n, lng) : loadNamespace(i18n, lng, ns))),
  );
  await i18n.changeLanguage(lng);
  syncDocumentLanguage(lng);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export { i18n, LANGUAGE_STORAGE_KEY };
