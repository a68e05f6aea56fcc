// The stock tables' keys, for foreign keys in other modules' tables.ts: they reference a master SKU
// without importing the stock tables (docs/decisions/007-module-owned-tables.md).
import { masterSkus } from './tables.ts';

/** `.references(masterSkuKey, { onDelete: 'cascade' })` */
export const masterSkuKey = () => masterSkus.id;
