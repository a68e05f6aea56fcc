// The products tables' keys, for foreign keys in other modules' tables.ts: they reference a listing variant
// without importing the products tables (docs/decisions/007-module-owned-tables.md).
import { listingVariants } from './tables.ts';

/** `.references(listingVariantKey, { onDelete: 'cascade' })` */
export const listingVariantKey = () => listingVariants.id;
