import { type BlockedFeature, openBlockedFeatureDialog } from '../ui/dialogs.tsx';
import { notify } from '../ui/notify.ts';
import { ApiClientError } from './api-client.ts';

const BLOCKED_FEATURES: readonly BlockedFeature[] = ['masterProduct', 'cloneShop', 'manageAdmin'];

/** 403 FEATURE_BLOCKED: the owner's package lacks the feature; `details.feature` names it. */
export function isFeatureBlocked(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.code === 'FEATURE_BLOCKED';
}

/** The feature a FEATURE_BLOCKED answer names in its details, null for anything else. */
export function blockedFeatureOf(error: unknown): BlockedFeature | null {
  if (!isFeatureBlocked(error)) return null;
  const feature = (error.details as { feature?: unknown } | undefined)?.feature;
  return BLOCKED_FEATURES.find((known) => known === feature) ?? null;
}

/** Whether one of a page's queries was refused by the package gate (the dialog opens from the query client). */
export function hasBlockedFeature(errors: readonly unknown[]): boolean {
  return errors.some(isFeatureBlocked);
}

/** A shop whose tokens no longer work (SHOP_DISCONNECTED): `details` names the shop when the server knows it. */
export function disconnectedShopOf(error: unknown): { shopId?: string; marketplace?: string } | null {
  if (!(error instanceof ApiClientError) || error.code !== 'SHOP_DISCONNECTED') return null;
  const details = (error.details ?? {}) as { shopId?: unknown; marketplace?: unknown };
  return {
    shopId: typeof details.shopId === 'string' ? details.shopId : undefined,
    marketplace: typeof details.marketplace === 'string' ? details.marketplace : undefined,
  };
}

/** Opens the upgrade dialog of a FEATURE_BLOCKED answer; true when it did. */
export function openBlockedDialogFor(error: unknown): boolean {
  const feature = blockedFeatureOf(error);
  if (!feature) return false;
  openBlockedFeatureDialog(feature);
  return true;
}

/** A failed action: the package gate dialog, or a toast with the server's message. */
export function reportActionError(error: unknown, fallback: string) {
  if (openBlockedDialogFor(error)) return;
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
