import { and, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { billingInvoices } from './tables.ts';

/**
 * An invoice that can no longer be paid and was not yet marked so: unpaid or pending past its due
 * time. A transfer whose proof came in time (pending, manual) is not overdue: it waits for the admin.
 */
export function overdueInvoice(now: Date | SQL = sql`now()`) {
  const i = billingInvoices;
  return and(
    inArray(i.status, ['unpaid', 'pending']),
    lt(i.dueAt, now),
    sql`not (${i.status} = 'pending' and coalesce(${i.method}, '') = 'manual')`,
  );
}
