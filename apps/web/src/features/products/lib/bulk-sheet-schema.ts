import { type BulkEditBody, bulkEditBodySchema } from '@booster/contracts';
import type { BulkEditKind, Marketplace } from '@booster/domain';
import { z } from 'zod';
import { type BulkRow, bulkBody, rowIssues } from './bulk-rows.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What the bulk sheet's form holds: its rows. */
export type BulkSheetValues<K extends BulkEditKind> = { rows: BulkRow<K>[] };

/**
 * The bulk sheet's resolver: each cell under the platform's own rules (`rowIssues`, the ones create and
 * edit use) at `rows.<i>.<column>`, then the contract's `bulkEditBodySchema` on the body `bulkBody`
 * makes (its messages on the sheet as a whole, `root`). Its output is that body.
 */
export function bulkSheetSchema<K extends BulkEditKind>(
  kind: K,
  marketplace: Marketplace,
  translate: Translate,
): z.ZodType<BulkEditBody, BulkSheetValues<K>> {
  return z
    .custom<BulkSheetValues<K>>()
    .superRefine(({ rows }, ctx) => {
      rows.forEach((row, i) => {
        for (const [cell, issue] of Object.entries(rowIssues(kind, marketplace, row)))
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, cell],
            message: translate(issue.message, issue.params),
          });
      });
    })
    .transform(({ rows }, ctx) => {
      const body = bulkEditBodySchema.safeParse(bulkBody(kind, rows));
      if (body.success) return body.data;
      for (const issue of body.error.issues)
        ctx.addIssue({ code: 'custom', path: ['root'], message: issue.message });
      return z.NEVER;
    });
}

/** How many cells (and sheet-wide messages) the resolver's errors name. */
export function countSheetErrors(errors: { rows?: unknown; root?: unknown }): number {
  const rows = Array.isArray(errors.rows) ? errors.rows : [];
  const cells = rows.reduce((n: number, cells) => n + (cells ? Object.keys(cells).length : 0), 0);
  return cells + (errors.root ? 1 : 0);
}
