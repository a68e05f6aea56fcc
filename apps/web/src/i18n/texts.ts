import type { BackendModule, i18n as I18n } from 'i18next';
import { isPanelPath } from '../lib/paths.ts';
import enApp from './bundles/en-app.ts';
import idApp from './bundles/id-app.ts';
import { FRAME_NAMESPACES, PUBLIC_NAMESPACES } from './namespaces.ts';

/**
 * The interface texts load by language, not all at once: a visitor of the landing page downloads only
 * the public group of one language (one file); a panel page only the frame's namespaces (a file each).
 * Every other namespace is a file of its own, loaded with the code that uses it (build/text-namespaces.ts
 * puts the load at the top of each module that names one), and by the i18next backend below for
 * anything else that asks. The contracts' message catalogues load the same way, as code.
 */
export { FRAME_NAMESPACES, PUBLIC_NAMESPACES };

type Bundle = Record<string, Record<string, unknown>>;
type Texts = Record<string, unknown>;

const publicBundles: Record<string, () => Promise<{ default: Bundle }>> = {
  id: () => import('./bundles/id-public.ts'),
  en: () => import('./bundles/en-public.ts'),
};
const namespaceFiles: Record<string, Record<string, () => Promise<Texts>>> = { id: idApp, en: enApp };
type Catalogue = Record<string, Texts>;
const catalogues: Record<string, () => Promise<Catalogue>> = {
  validation: () => import('./catalogues/validation.ts').then((m) => m.validationMessages),
  itemFailure: () => import('./catalogues/item-failures.ts').then((m) => m.itemFailureMessages),
  listing: () => import('./catalogues/item-failures.ts').then((m) => m.listingRuleMessages),
};

export function isPublicNamespace(namespace: string): boolean {
  return (PUBLIC_NAMESPACES as readonly string[]).includes(namespace);
}

/** `../id/orders.json` → `orders`. */
export function namespaceOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

/** Adds every namespace of a bundle to i18next (kept: texts already there, e.g. the contracts' catalogues). */
export function addBundle(i18n: I18n, lng: string, bundle: Bundle) {
  for (const [file, content] of Object.entries(bundle))
    i18n.addResourceBundle(lng, namespaceOf(file), content, true, false);
}

const loading = new Map<string, Promise<void>>();

/** Loads something once per key; later calls share the first load, a failed one may be tried again. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let done = loading.get(key);
  if (!done) {
    done = load();
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Loads the public group of a language (every public namespace, one file). */
export function loadPublicTexts(i18n: I18n, lng: string): Promise<void> {
  const load = publicBundles[lng];
  return once(`${lng}:public`, () =>
    load ? load().then((m) => addBundle(i18n, lng, m.default)) : Promise.resolve(),
  );
}

/** The texts a page needs before it draws: the frame's namespaces on a panel page, else the public group. */
export function loadPageTexts(i18n: I18n, lng: string, path: string): Promise<void> {
  if (!isPanelPath(path)) return loadPublicTexts(i18n, lng);
  return Promise.all(FRAME_NAMESPACES.map((ns) => loadNamespace(i18n, lng, ns))).then(() => undefined);
}

/**
 * Loads one namespace of a language: the public group when that is loading or here already and holds
 * it, else the namespace's own file (public namespaces have one too) or its contracts catalogue.
 */
export function loadNamespace(i18n: I18n, lng: string, namespace: string): Promise<void> {
  if (isPublicNamespace(namespace) && loading.has(`${lng}:public`)) return loadPublicTexts(i18n, lng);
  const file = Object.entries(namespaceFiles[lng] ?? {}).find(([path]) => namespaceOf(path) === namespace);
  const catalogue = catalogues[namespace];
  const load = file
    ? file[1]
    : catalogue
      ? () => catalogue().then((byLanguage) => byLanguage[lng] ?? {})
      : null;
  if (!load) return Promise.resolve();
  return once(`${lng}:${namespace}`, () =>
    load().then((texts) => {
      i18n.addResourceBundle(lng, namespace, texts, true, false);
    }),
  );
}

/** The namespaces asked for in a language so far, `public` for the group (a language switch brings the same ones). */
export function requestedNamespaces(lng: string): string[] {
  const prefix = `${lng}:`;
  return [...loading.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/**
 * i18next backend: a namespace nobody loaded ahead (a component's `useTranslation`) loads now;
 * react-i18next shows the component once it is there.
 */
export function textsBackend(i18n: () => I18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      loadNamespace(i18n(), lng, ns).then(
        () => callback(null, i18n().getResourceBundle(lng, ns) ?? {}),
        (error: Error) => callback(error, null),
      );
    },
  };
}
