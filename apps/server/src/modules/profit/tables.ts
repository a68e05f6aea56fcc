import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, moneyColumn, primaryId } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';
import { masterSkuKey } from '../stock/schema-refs.ts';

/**
 * Cost prices of master SKUs with their history: each entry counts from its Jakarta day until the next
 * entry's day, so an order is costed at the price in force on the day it was placed. One entry per SKU
 * and day (a second save for the same day replaces it).
 */
export const costPrices = Pg.pgTable(
  'cost_prices',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    masterSkuId: Pg.uuid('master_sku_id').notNull().references(masterSkuKey, { onDelete: 'cascade' }),
    effectiveFrom: Pg.date('effective_from', { mode: 'string' }).notNull(),
    cost: moneyColumn('cost'),
    createdBy: Pg.uuid('created_by').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('cost_prices_sku_day_key').on(t.masterSkuId, t.effectiveFrom),
    Pg.index('cost_prices_account_sku_idx').on(t.accountId, t.masterSkuId, t.effectiveFrom),
    Pg.check('cost_prices_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);
