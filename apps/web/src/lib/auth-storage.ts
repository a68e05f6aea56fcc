import type { Session, User } from '@booster/contracts';

/** The one local-storage key holding the login record `{ user, accessToken, refreshToken }` (spec 3). */
export const AUTH_STORAGE_KEY = 'booster.auth';

export type TokenPair = { accessToken: string; refreshToken: string };
export type AuthState = { user: User | null; accessToken: string | null; refreshToken: string | null };

const EMPTY: AuthState = { user: null, accessToken: null, refreshToken: null };

function readStored(): AuthState {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (!parsed.accessToken || !parsed.refreshToken) return EMPTY;
    return { user: parsed.user ?? null, accessToken: parsed.accessToken, refreshToken: parsed.refreshToken };
  } catch {
    return EMPTY;
  }
}

function writeStored(state: AuthState) {
  try {
    if (!state.accessToken) globalThis.localStorage?.removeItem(AUTH_STORAGE_KEY);
    else globalThis.localStorage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage unavailable: the in-memory state still holds the session for this tab.
  }
}

let state: AuthState = readStored();
const listeners = new Set<() => void>();

function emit(next: AuthState) {
  state = next;
  writeStored(next);
  for (const listener of listeners) listener();
}

/** In-memory mirror of the stored login record; shared by the HTTP client and the React hook. */
export const authStorage = {
  get: (): AuthState => state,
  isLoggedIn: (): boolean => !!state.accessToken,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setAuth(session: Session) {
    emit({ user: session.user, accessToken: session.accessToken, refreshToken: session.refreshToken });
  },
  setToken(pair: TokenPair) {
    emit({ ...state, accessToken: pair.accessToken, refreshToken: pair.refreshToken });
  },
  setUser(user: User) {
    if (state.accessToken) emit({ ...state, user });
  },
  unsetAuth() {
    emit(EMPTY);
  },
  /** Re-reads local storage (another tab logged in or out, or a test reset it). */
  reload() {
    state = readStored();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY) authStorage.reload();
  });
}
