import type { ImpersonationSession, Session } from '@booster/contracts';
import { type AuthState, authStorage } from './auth-storage.ts';

/** The admin's own login, kept aside while the admin acts as a member (login-user). */
export const IMPERSONATION_STORAGE_KEY = 'booster.impersonation';
/**
 * Stands in the login record's refresh token while acting as a member: an impersonation has no
 * refresh token, so the HTTP client ends it instead of refreshing.
 */
export const IMPERSONATION_REFRESH_MARK = 'impersonation';

export type ImpersonationState = {
  admin: AuthState;
  member: { _id: string; name: string; email: string };
  sessionId: string;
  expiresAt: string;
};

function read(): ImpersonationState | null {
  try {
    const raw = globalThis.localStorage?.getItem(IMPERSONATION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ImpersonationState) : null;
  } catch {
    return null;
  }
}

let state: ImpersonationState | null = read();
const listeners = new Set<() => void>();

function emit(next: ImpersonationState | null) {
  state = next;
  try {
    if (next) globalThis.localStorage?.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(next));
    else globalThis.localStorage?.removeItem(IMPERSONATION_STORAGE_KEY);
  } catch {
    // Storage unavailable: this tab still knows.
  }
  for (const listener of listeners) listener();
}

export const impersonationStorage = {
  get: (): ImpersonationState | null => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Keeps the admin's login aside and signs in as the member. */
  begin(session: ImpersonationSession) {
    const admin = state?.admin ?? authStorage.get();
    emit({
      admin,
      member: { _id: session.user._id, name: session.user.name, email: session.user.email },
      sessionId: session.sessionId,
      expiresAt: session.expiresAt,
    });
    authStorage.setAuth({
      user: session.user,
      accessToken: session.accessToken,
      refreshToken: IMPERSONATION_REFRESH_MARK,
    });
  },
  /** Puts the admin's own login back; false when there was no impersonation. */
  finish(): boolean {
    const saved = state;
    if (!saved) return false;
    emit(null);
    if (saved.admin.accessToken && saved.admin.refreshToken) authStorage.setAuth(saved.admin as Session);
    else authStorage.unsetAuth();
    return true;
  },
  isActive: () => state !== null && authStorage.get().refreshToken === IMPERSONATION_REFRESH_MARK,
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === IMPERSONATION_STORAGE_KEY) {
      state = read();
      for (const listener of listeners) listener();
    }
  });
}
