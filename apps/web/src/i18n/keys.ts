import type { Namespace, ParseKeys } from 'i18next';

/** A key of one namespace: with `CustomTypeOptions` (i18next.d.ts) an unknown key is a type error. */
export type I18nKey<NS extends Namespace = 'common'> = ParseKeys<NS>;

/**
 * A key put together at run time (a route's title, a menu name, a message key a contract or the
 * server names). The one place a plain string is taken as a key; `i18n.exists` or the locale tests
 * cover these sets instead of the compiler.
 */
export function runtimeKey<NS extends Namespace = 'common'>(key: string): I18nKey<NS> {
  return key as I18nKey<NS>;
}
