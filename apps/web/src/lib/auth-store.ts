import type { Session, User } from '@booster/contracts';
import { useSyncExternalStore } from 'react';
import { authStorage, type TokenPair } from './auth-storage.ts';

export type AuthApi = {
  user: User | null;
  isLoggedIn: boolean;
  setAuth: (session: Session) => void;
  setToken: (pair: TokenPair) => void;
  unsetAuth: () => void;
};

const actions = {
  setAuth: authStorage.setAuth,
  setToken: authStorage.setToken,
  unsetAuth: authStorage.unsetAuth,
};

/** The login state (spec 3, 4): on when a stored login record exists; set by setAuth/setToken, cleared by unsetAuth. */
export function useAuth(): AuthApi {
  const state = useSyncExternalStore(authStorage.subscribe, authStorage.get, authStorage.get);
  return { user: state.user, isLoggedIn: !!state.accessToken, ...actions };
}

export type { TokenPair };
export { authStorage };
