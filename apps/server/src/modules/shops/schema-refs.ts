// The shops table's key, for foreign keys in other modules' tables.ts: they reference a shop without
// importing the shops table (docs/decisions/007-module-owned-tables.md).
import { shops } from './tables.ts';

/** `.references(shopKey, { onDelete: 'cascade' })` */
export const shopKey = () => shops.id;
