import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../i18n/language.ts';
import { AUTH_STORAGE_KEY } from '../lib/auth-storage.ts';
import { setCookie } from '../lib/cookies.ts';
import { REFERRAL_STORAGE_KEY } from '../lib/referral-key.ts';

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the server-drawn page (drawn for a guest in the cookie's language) is not what this
 * visitor should see, so the app must draw it now: signed in, another stored language, a referral
 * link (the app counts the visit), or a page the service worker served for another address.
 */
export function needsAppAtOnce(root: HTMLElement): boolean {
  if (stored(AUTH_STORAGE_KEY)) return true;
  const lang = stored(LANGUAGE_STORAGE_KEY);
  if (lang && lang !== document.documentElement.lang) {
    setCookie(LANGUAGE_COOKIE, lang, 365);
    return true;
  }
  const search = new URLSearchParams(globalThis.location.search);
  if (search.has('referral') || search.has('ref')) return true;
  if (root.dataset.ssrPath !== globalThis.location.pathname) return true;
  return root.dataset.ssrPath === '/register' && !!stored(REFERRAL_STORAGE_KEY);
}
