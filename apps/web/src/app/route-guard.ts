import type { User } from '@booster/contracts';
import {
  blockedGate,
  decideRoute,
  firstAllowedPath,
  type GuardUser,
  isPathAllowed,
  MENU_TREE,
  needsUser,
  type PackageGate,
} from '@booster/domain';
import { data, type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { loadTexts } from '../i18n/setup.ts';
import { ApiClientError } from '../lib/api-client.ts';
import { loadAppConfig } from '../lib/app-config.ts';
import { authStorage } from '../lib/auth-storage.ts';
import { isMobileApp } from '../lib/mobile-app.ts';
import { paths } from '../lib/paths.ts';
import { clearSession, fetchCurrentUser } from '../lib/session.ts';
import { setGuardNotice } from './guard-notice.ts';
import { hasInvalidParam, mergedMeta, type RouteHandle } from './route-meta.ts';

export type GuardResult = {
  meta: RouteHandle;
  user: User | null;
  /** The package gate that blocks this page: the page shows the blocked-feature dialog instead. */
  blockedFeature: PackageGate['feature'] | null;
};

function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;
}

/** Steps 4 and 5 refresh the user: the admin or member endpoint, cached briefly. */
async function refreshedUser(): Promise<User | null> {
  const stored = authStorage.get().user;
  try {
    return await fetchCurrentUser(!!stored?.isAdmin);
  } catch (error) {
    if (error instanceof ApiClientError && (error.statusCode === 401 || error.statusCode === 403)) {
      // The session is gone or belongs to the other side (admin/member): start over at login.
      clearSession();
      return null;
    }
    // Offline or server error: decide with the stored user rather than locking the member out.
    if (stored) return stored;
    throw error;
  }
}

function menuKeyOf(path: string): string | undefined {
  return MENU_TREE.find((m) => m.paths.some((p) => path === p || path.startsWith(`${p}/`)))?.key;
}

/**
 * Root loader: the route guard of spec 4 (all nine steps, via the domain's `decideRoute`),
 * then the package gate and the sub-member permission check (spec 5, 8). `routes`: the route table,
 * or a function answering it as it stands (the router's, which grows as areas are discovered).
 */
export function createGuardLoader(routes: RouteObject[] | (() => RouteObject[])) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardResult> {
    const path = normalizePath(new URL(request.url).pathname);
    const matches = matchRoutes(typeof routes === 'function' ? routes() : routes, path) ?? [];
    if (hasInvalidParam(matches.map((m) => ({ handle: m.route.handle, params: m.params })))) {
      throw data(null, { status: 404 });
    }
    const meta = mergedMeta(matches.map((m) => ({ handle: m.route.handle, params: m.params })));
    const [config] = await Promise.all([loadAppConfig(), loadTexts(path)]);

    let user: User | null = null;
    if (needsUser(meta, authStorage.isLoggedIn(), path)) user = await refreshedUser();

    const decision = decideRoute({
      path,
      meta,
      now: new Date(),
      maintenance: config.maintenance,
      isLoggedIn: authStorage.isLoggedIn(),
      isMobileApp: isMobileApp(),
      user: user satisfies GuardUser | null,
    });
    if (decision.action === 'logout') {
      clearSession();
      throw redirect(decision.to);
    }
    if (decision.action === 'redirect') throw redirect(decision.to);

    if (user && !user.isAdmin && meta.requireAuth) {
      const gate = blockedGate(path, user.subscriptionPackage);
      if (gate) return { meta, user, blockedFeature: gate.feature };
      if (user.subMember && !isPathAllowed(user.menu, path)) {
        setGuardNotice('forbidden');
        // The first enabled page of the same menu, else the first enabled page at all (home when none).
        const key = menuKeyOf(path);
        const within = key ? firstAllowedPath(user.menu, key) : paths.panel.home();
        throw redirect(within !== paths.panel.home() ? within : firstAllowedPath(user.menu));
      }
    }
    return { meta, user: user ?? authStorage.get().user, blockedFeature: null };
  };
}
