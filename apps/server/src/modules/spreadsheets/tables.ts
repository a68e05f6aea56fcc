import type { SheetChange, SheetImportKind } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';

/** What a confirmed import applies: a listing's variants with their new price and stock, or a SKU's count. */
export type StoredChange =
  | { listingId: string; variants: { variantId: string; price?: number; stock?: number }[] }
  | { masterSkuId: string; stock: number };

/**
 * A previewed import, kept until it is confirmed or expires: the confirm applies exactly these changes
 * (never the file read again), once — `confirmed_at` is claimed by one statement.
 */
export const sheetImports = Pg.pgTable(
  'sheet_imports',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    kind: Pg.text('kind').$type<SheetImportKind>().notNull(),
    marketplace: Pg.text('marketplace').$type<Marketplace>(),
    fileName: Pg.text('file_name').notNull(),
    /** What the preview showed, change by change. */
    shown: Pg.jsonb('shown').$type<SheetChange[]>().notNull(),
    apply: Pg.jsonb('apply').$type<StoredChange[]>().notNull(),
    createdBy: Pg.uuid('created_by').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: Pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: Pg.timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [Pg.index('sheet_imports_account_idx').on(t.accountId, t.createdAt)],
);
