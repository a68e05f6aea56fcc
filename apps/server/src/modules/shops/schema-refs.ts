// The shops table's key, for foreign keys in other modules' tables.ts: they reference a shop without
// importing the shops table (docs/decisions/007-module-owned-tables.md).
import { belongsTo } from '../../platform/db/columns.ts';
import { shops } from './tables.ts';

/** `.references(shopKey, { onDelete: 'cascade' })` */
export const shopKey = () => shops.id;

/** `shop_id uuid not null`, the shop the row belongs to, deleted with it. */
export const shopIdColumn = () => belongsTo('shop_id', shopKey);
