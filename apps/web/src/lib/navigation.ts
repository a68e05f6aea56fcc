import { paths } from './paths.ts';

/**
 * Lets code outside React components (dialogs, the HTTP client) navigate inside the SPA.
 * The app registers the router's navigate function at start; before that a full page load is used.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null) {
  navigator = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  if (navigator) navigator(to, opts);
  else if (opts?.replace) globalThis.location?.replace(to);
  else globalThis.location?.assign(to);
}

/** Back one page when the SPA has history, else to the fallback path. */
export function goBack(fallback = paths.panel.home()) {
  const idx = (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) globalThis.history.back();
  else navigateTo(fallback, { replace: true });
}
