import { randomInt } from 'node:crypto';
import { UNIQUE_CODE_MAX } from '@booster/contracts';
import { and, between, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { InvoiceRow } from '../invoice-settlement.ts';
import { billingInvoices } from '../tables.ts';
import { billingTransfers } from './tables.ts';

const OPEN = ['awaiting', 'submitted'] as const;

/**
 * A transfer still waiting for its proof whose invoice can no longer be paid this way (past due, or
 * paid or cancelled through another method) gives its amount back.
 */
async function closeStale(tx: Tx) {
  await tx.execute(sql`
    update ${billingTransfers} set status = 'expired', updated_at = now()
    from ${billingInvoices}
    where ${billingInvoices.id} = ${billingTransfers.invoiceId}
      and ${billingTransfers.status} = 'awaiting'
      and (${billingInvoices.status} <> 'unpaid' or ${billingInvoices.dueAt} < now())`);
}

/**
 * Opens the invoice's transfer with an amount no other open transfer has: the invoice amount plus a
 * code from 1 to 999 picked at random among the free ones. The partial unique index on open amounts
 * settles a race between two members: the loser picks again.
 */
export async function openWithUniqueAmount(tx: Tx, invoice: InvoiceRow) {
  await closeStale(tx);
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await tx
      .select({ amount: billingTransfers.amount })
      .from(billingTransfers)
      .where(
        and(
          inArray(billingTransfers.status, [...OPEN]),
          between(billingTransfers.amount, invoice.amount + 1, invoice.amount + UNIQUE_CODE_MAX),
        ),
      );
    const used = new Set(taken.map((t) => t.amount - invoice.amount));
    const free: number[] = [];
    for (let code = 1; code <= UNIQUE_CODE_MAX; code++) if (!used.has(code)) free.push(code);
    if (free.length === 0) throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'billing.noUniqueCode' });
    const code = free[randomInt(free.length)];
    const [row] = await tx
      .insert(billingTransfers)
      .values({
        invoiceId: invoice.id,
        accountId: invoice.accountId,
        uniqueCode: code,
        amount: invoice.amount + code,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'billing.noUniqueCode' });
}
