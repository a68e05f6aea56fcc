import type { BackendModule, i18n as I18n } from 'i18next';

/**
 * The interface texts load by language and by group, not all at once: a visitor of the landing page
 * downloads only the public group of one language; the panel's group comes with the first page
 * that needs it (the route guard asks for it before the page renders). The bundles list the
 * public namespaces again in their glob patterns; `texts.test.ts` keeps the two lists equal.
 */
export const PUBLIC_NAMESPACES = [
  'common',
  'errors',
  'routes',
  'shell',
  'landing',
  'marketing',
  'auth',
  'tracking',
] as const;
export type TextGroup = 'public' | 'app';
type Bundle = Record<string, Record<string, unknown>>;

const bundles: Record<string, Record<TextGroup, () => Promise<{ default: Bundle }>>> = {
  id: { public: () => import('./bundles/id-public.ts'), app: () => import('./bundles/id-app.ts') },
  en: { public: () => import('./bundles/en-public.ts'), app: () => import('./bundles/en-app.ts') },
};

export function groupOf(namespace: string): TextGroup {
  return (PUBLIC_NAMESPACES as readonly string[]).includes(namespace) ? 'public' : 'app';
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

/** Loads one group of texts of a language once; later calls share the first load. */
export function loadTextGroup(i18n: I18n, lng: string, group: TextGroup): Promise<void> {
  const key = `${lng}:${group}`;
  let done = loading.get(key);
  if (!done) {
    const load = bundles[lng]?.[group];
    done = load ? load().then((m) => addBundle(i18n, lng, m.default)) : Promise.resolve();
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Whether a group of a language was asked for already (a language switch brings the same groups). */
export function textGroupRequested(lng: string, group: TextGroup): boolean {
  return loading.has(`${lng}:${group}`);
}

/**
 * i18next backend: a namespace nobody loaded ahead (a component's `useTranslation`) brings its whole
 * group; react-i18next shows the page once it is there.
 */
export function textsBackend(i18n: () => I18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      loadTextGroup(i18n(), lng, groupOf(ns)).then(
        () => callback(null, i18n().getResourceBundle(lng, ns) ?? {}),
        (error: Error) => callback(error, null),
      );
    },
  };
}
