import type { User } from '@booster/contracts';
import { authRoutes } from '@booster/contracts/routes';
import { callApi } from './api-client.ts';
import { authStorage } from './auth-storage.ts';
import { endImpersonation } from './impersonation.ts';
import { impersonationStorage } from './impersonation-storage.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { keysFor } from './query-keys.ts';

export const authKeys = keysFor('auth');
/** Refreshed user stays fresh this long, so navigation does not refetch on every click. */
export const USER_STALE_MS = 15_000;

const logoutListeners = new Set<() => void>();

/** Lets other parts (realtime channel) end their session on logout. */
export function onLogout(listener: () => void) {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** The logged-in user, refreshed from the server (admin or member endpoint) and cached briefly. */
export async function fetchCurrentUser(isAdmin: boolean): Promise<User> {
  const user = await queryClient.fetchQuery({
    queryKey: authKeys.detail(isAdmin ? 'admin' : 'member'),
    queryFn: () => callApi(isAdmin ? authRoutes.adminUser : authRoutes.user),
    staleTime: USER_STALE_MS,
  });
  authStorage.setUser(user);
  return user;
}

/** Forgets the session locally: storage, in-memory state, cached queries, listeners. */
export function clearSession() {
  authStorage.unsetAuth();
  queryClient.clear();
  for (const listener of logoutListeners) listener();
}

/** Logout (spec 4): revoke the refresh token, clear the session, go to /login. */
export async function logout(to = '/login') {
  // Acting as a member, "log out" goes back to the admin instead.
  if (impersonationStorage.get()) return endImpersonation();
  const { refreshToken } = authStorage.get();
  if (refreshToken) {
    await callApi(authRoutes.logout, { body: { refreshToken } }).catch(() => undefined);
  }
  clearSession();
  navigateTo(to, { replace: true });
}
