import type { RouteMeta } from '@booster/domain';

/**
 * What a route's `handle` carries: the guard flags of spec 6 plus shell hints.
 * Flags are inherited: a child is protected when any ancestor is.
 */
export type RouteHandle = RouteMeta & {
  /** i18n key of the page title (namespace `routes`). */
  title?: string;
  /** The chat area suppresses the popup banner. */
  chatArea?: boolean;
  /** Allowed values of the `:marketplace` param; anything else is not found. */
  marketplaces?: readonly string[];
  /** Allowed values of other params (`:type`, `:courier`). */
  params?: Record<string, readonly string[]>;
};

type MatchLike = { handle?: unknown; params: Record<string, string | undefined> };

export function mergedMeta(matches: readonly MatchLike[]): RouteHandle {
  const meta: RouteHandle = {};
  for (const m of matches) {
    const h = (m.handle ?? {}) as RouteHandle;
    if (h.requireAuth) meta.requireAuth = true;
    if (h.isAdmin) meta.isAdmin = true;
    if (h.payment) meta.payment = true;
    if (h.topbar) meta.topbar = true;
    if (h.popupBanner) meta.popupBanner = true;
    if (h.chatArea) meta.chatArea = true;
    if (h.title) meta.title = h.title;
  }
  if (meta.chatArea) meta.popupBanner = false;
  return meta;
}

/** A per-marketplace (or other enumerated) param outside its list makes the route not found. */
export function hasInvalidParam(matches: readonly MatchLike[]): boolean {
  return matches.some((m) => {
    const h = (m.handle ?? {}) as RouteHandle;
    if (h.marketplaces && !h.marketplaces.includes(m.params.marketplace ?? '')) return true;
    if (h.params) {
      return Object.entries(h.params).some(([name, allowed]) => !allowed.includes(m.params[name] ?? ''));
    }
    return false;
  });
}
