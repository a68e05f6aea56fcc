import type { ImpersonationSession } from '@booster/contracts';
import { adminMemberRoutes } from '@booster/contracts/routes';
import { useSyncExternalStore } from 'react';
import { callApi } from './api-client.ts';
import { impersonationStorage } from './impersonation-storage.ts';
import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';
import { queryClient } from './query-client.ts';

/** The admin opens the member's panel as the member (login-user): nothing cached from the admin stays. */
export function startImpersonation(session: ImpersonationSession) {
  queryClient.clear();
  impersonationStorage.begin(session);
  navigateTo(paths.panel.home(), { replace: true });
}

/**
 * Back to the admin: ends the session on the server (recorded in the audit log), restores the admin's
 * login and opens login-user. On expiry the server has ended it already; the call then fails quietly.
 */
export async function endImpersonation() {
  if (!impersonationStorage.get()) return;
  ending = true;
  try {
    await callApi(adminMemberRoutes.endImpersonation).catch(() => undefined);
    queryClient.clear();
    impersonationStorage.finish();
  } finally {
    ending = false;
  }
  navigateTo(paths.admin.child('login-user'), { replace: true });
}

let ending = false;
/** While the member's token is being revoked nothing should open a connection with it (the websocket). */
export function isEndingImpersonation() {
  return ending;
}

/** The current impersonation (who, until when), or null. */
export function useImpersonation() {
  return useSyncExternalStore(
    impersonationStorage.subscribe,
    impersonationStorage.get,
    impersonationStorage.get,
  );
}
