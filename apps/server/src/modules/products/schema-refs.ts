// The products tables' keys, for foreign keys in other modules' tables.ts: they reference a listing variant
// without importing the products tables (docs/decisions/007-module-owned-tables.md).
import { listings, listingVariants } from './tables.ts';

/** `.references(listingVariantKey, { onDelete: 'cascade' })` */
export const listingVariantKey = () => listingVariants.id;

/** `.references(listingKey, { onDelete: 'cascade' })` */
export const listingKey = () => listings.id;
