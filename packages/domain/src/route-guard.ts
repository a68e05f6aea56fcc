import { type AccountForDowngrade, downgradePath, needsDowngrade } from './downgrade.ts';
import { fromJakarta } from './time.ts';

/** Route meta flags (spec section 6). */
export type RouteMeta = {
  requireAuth?: boolean;
  isAdmin?: boolean;
  payment?: boolean;
  topbar?: boolean;
  popupBanner?: boolean;
};

export type MaintenanceWindow = { start: Date; end: Date };

/** The spec's window: 2022-08-10 23:00 to 2022-08-11 03:00, Asia/Jakarta. */
export const DEFAULT_MAINTENANCE_WINDOW: MaintenanceWindow = {
  start: fromJakarta(2022, 8, 10, 23, 0),
  end: fromJakarta(2022, 8, 11, 3, 0),
};

export type GuardUser = AccountForDowngrade & {
  isAdmin: boolean;
  hasVerifiedEmail: boolean;
  subMember: boolean;
  parentMustUpgrade: boolean;
};

export type GuardInput = {
  path: string;
  meta: RouteMeta;
  now: Date;
  maintenance: MaintenanceWindow;
  isLoggedIn: boolean;
  /** The `onMobileApp` local-storage flag of the mobile wrapper. */
  isMobileApp: boolean;
  /** The refreshed user (steps 4 and 5 refresh it before deciding); null for guests. */
  user: GuardUser | null;
};

export type GuardDecision =
  | { action: 'allow'; step: 0 }
  | { action: 'redirect'; to: string; step: number }
  | { action: 'logout'; to: string; step: number };

export const AUTH_PAGES = ['/login', '/login/admin', '/register', '/login/chat'] as const;

const allow = (): GuardDecision => ({ action: 'allow', step: 0 });
const redirect = (to: string, step: number, path: string): GuardDecision =>
  to === path ? allow() : { action: 'redirect', to, step };

/** Whether the route needs the user refreshed before deciding (steps 4 and 5). */
export function needsUser(meta: RouteMeta, isLoggedIn: boolean, path: string): boolean {
  return (
    isLoggedIn && (!!meta.requireAuth || !!meta.isAdmin || (AUTH_PAGES as readonly string[]).includes(path))
  );
}

/** The route guard of spec section 4, its nine steps in order. Pure: the caller refreshes the user. */
export function decideRoute(input: GuardInput): GuardDecision {
  const { path, meta, now, maintenance, isLoggedIn, isMobileApp, user } = input;
  const isProtected = !!meta.requireAuth || !!meta.isAdmin;

  // 1. Maintenance window.
  const inMaintenance = now >= maintenance.start && now < maintenance.end;
  if (inMaintenance) return redirect('/maintenance', 1, path);
  if (path === '/maintenance') return redirect('/', 1, path);

  // 2. Protected route without login.
  if (isProtected && !isLoggedIn) return redirect('/login', 2, path);

  // 3. Logged-in user on a login or register page.
  if (isLoggedIn && (AUTH_PAGES as readonly string[]).includes(path)) {
    if (user?.isAdmin) return redirect('/admin/dashboard', 3, path);
    return redirect(isMobileApp ? '/panel/chat' : '/panel/home', 3, path);
  }

  if (!isProtected || !user) return allow();

  // 4. Admin on a protected or admin route: admin pages only.
  if (user.isAdmin) return meta.isAdmin ? allow() : redirect('/admin/dashboard', 4, path);

  // 5. Member: e-mail must be verified.
  if (!user.hasVerifiedEmail) return redirect('/verify-email/resend', 5, path);
  if (path === '/verify-email/resend') return redirect('/panel/home', 5, path);

  // 6. Plan must be downgraded (sub-members follow their parent through step 8).
  const mustDowngrade = !user.subMember && needsDowngrade(user, now);
  if (mustDowngrade) {
    if (meta.payment) return allow();
    if (isMobileApp) return { action: 'logout', to: '/login/chat', step: 6 };
    return redirect(downgradePath(user), 6, path);
  }

  // 7. No downgrade needed: the downgrade pages are closed.
  if (path === '/downgrade' || path === '/expired') return redirect('/panel/home', 7, path);

  // 8. Sub-member whose parent must upgrade.
  if (user.subMember && user.parentMustUpgrade) return redirect('/account/info', 8, path);

  // 9. Admin-only route visited by a member.
  if (meta.isAdmin) return redirect('/panel/home', 9, path);

  return allow();
}
