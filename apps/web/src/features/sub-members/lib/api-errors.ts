import { useEffect } from 'react';
import { ApiClientError } from '../../../lib/api-client.ts';
import { notify, openBlockedFeatureDialog } from '../../../ui/index.ts';

/** 403 FEATURE_BLOCKED: the owner's package does not include Kelola Admin. */
export function isFeatureBlocked(error: unknown): boolean {
  return error instanceof ApiClientError && error.code === 'FEATURE_BLOCKED';
}

/** Opens the blocked-feature dialog once when a query of this area is refused by the package gate. */
export function useBlockedFeatureDialog(errors: readonly unknown[]) {
  const isBlocked = errors.some(isFeatureBlocked);
  useEffect(() => {
    if (isBlocked) openBlockedFeatureDialog('manageAdmin');
  }, [isBlocked]);
  return isBlocked;
}

/** A failed action: the package gate dialog, or a toast with the server's message. */
export function reportActionError(error: unknown, fallback: string) {
  if (isFeatureBlocked(error)) {
    openBlockedFeatureDialog('manageAdmin');
    return;
  }
  notify.error(error instanceof ApiClientError && error.message ? error.message : fallback);
}

/** Field messages of a 400 answer (`details.fields`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiClientError ? error.fieldErrors : {};
}
