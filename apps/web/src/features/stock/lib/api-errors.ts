import { useEffect } from 'react';
import { ApiClientError } from '../../../lib/api-client.ts';
import { notify, openBlockedFeatureDialog } from '../../../ui/index.ts';

/** 403 FEATURE_BLOCKED: the owner's package has no master product or stock pages. */
export function isFeatureBlocked(error: unknown): boolean {
  return error instanceof ApiClientError && error.code === 'FEATURE_BLOCKED';
}

/** Opens the blocked-feature dialog when a query of this area is refused by the package gate. */
export function useBlockedFeatureDialog(errors: readonly unknown[]) {
  const isBlocked = errors.some(isFeatureBlocked);
  useEffect(() => {
    if (isBlocked) openBlockedFeatureDialog('masterProduct');
  }, [isBlocked]);
  return isBlocked;
}

/** A failed action: the package gate dialog, or a toast with the server's message. */
export function reportActionError(error: unknown, fallback: string) {
  if (isFeatureBlocked(error)) {
    openBlockedFeatureDialog('masterProduct');
    return;
  }
  notify.error(error instanceof ApiClientError && error.message ? error.message : fallback);
}

/** Field messages of a 400 answer (`details.fields`), keyed by path such as `skus.2.sku`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiClientError ? error.fieldErrors : {};
}

/** A 404 (or a malformed id the server refuses with 400): the record is not there for this seller. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiClientError && (error.statusCode === 404 || error.statusCode === 400);
}
