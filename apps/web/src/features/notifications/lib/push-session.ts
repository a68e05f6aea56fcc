import { authStorage } from '../../../lib/auth-storage.ts';
import { isSafari, subscribeToPush, unsubscribeFromPush } from './push-subscription.ts';

/** The endpoint registered for the current session and the latest token that may remove it. */
let registered: { endpoint: string; accessToken: string } | null = null;
let stopWatching: (() => void) | null = null;

/** Every way a session ends (logout, revoked sessions, a dead refresh token) clears the stored token. */
function watchForSessionEnd() {
  if (stopWatching) return;
  const unsubscribe = authStorage.subscribe(() => {
    const token = authStorage.get().accessToken;
    if (!registered) return;
    if (token) {
      registered.accessToken = token;
      return;
    }
    const ended = registered;
    registered = null;
    // Spec 4: the push channel's logout is skipped on Safari.
    if (!isSafari(globalThis.navigator?.userAgent ?? '')) {
      void unsubscribeFromPush(ended.endpoint, ended.accessToken);
    }
  });
  stopWatching = () => {
    unsubscribe();
    stopWatching = null;
  };
}

/** Registers this browser for push and ends that registration when the session ends. */
export async function startPushSession(): Promise<void> {
  const accessToken = authStorage.get().accessToken;
  if (!accessToken) return;
  const endpoint = await subscribeToPush();
  if (!endpoint) return;
  registered = { endpoint, accessToken: authStorage.get().accessToken ?? accessToken };
  watchForSessionEnd();
}

/** Test seam: forget the module state between cases. */
export function resetPushSession() {
  registered = null;
  stopWatching?.();
}
