import { MARKETPLACE_CAPABILITIES } from './marketplace-capabilities.ts';
import type { Marketplace } from './packages.ts';

/** Bulk edits of spec section 2 and the marketplaces that offer each. */
export const BULK_EDIT_KINDS = [
  'name-description',
  'category-attribute',
  'stock-price',
  'logistic',
  'supplier',
  'edit-images',
] as const;
export type BulkEditKind = (typeof BULK_EDIT_KINDS)[number];

/** Category-attribute edits need the capability; every other bulk edit is offered everywhere. */
export function bulkEditAvailable(kind: BulkEditKind, marketplace: Marketplace): boolean {
  return kind !== 'category-attribute' || MARKETPLACE_CAPABILITIES[marketplace].categoryAttributes;
}
