// What other modules may read of the stock tables in their own SQL, as read-only subqueries to join by
// id. The tables stay the stock module's (docs/decisions/007-module-owned-tables.md).
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { masterProducts, masterSkus } from './tables.ts';

const query = new QueryBuilder();

/** Every master SKU with its product's name: `.innerJoin(masterSkuNames, eq(masterSkuNames.id, …))`. */
export const masterSkuNames = query
  .select({
    id: masterSkus.id,
    accountId: masterSkus.accountId,
    masterProductId: masterSkus.masterProductId,
    sku: masterSkus.sku,
    name: masterSkus.name,
    position: masterSkus.position,
    // Aliased: both tables have a `name` column.
    productName: sql<string>`${masterProducts.name}`.as('product_name'),
  })
  .from(masterSkus)
  .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
  .as('master_sku_names');
