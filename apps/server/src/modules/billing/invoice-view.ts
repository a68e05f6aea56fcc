import type { Invoice } from '@booster/contracts';
import type { billingInvoices } from './tables.ts';

export type InvoiceRow = typeof billingInvoices.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: row.number,
    packageName: row.packageName,
    months: row.months,
    kind: row.kind,
    listPrice: row.listPrice,
    discountPercent: row.discountPercent,
    discount: row.discount,
    price: row.price,
    creditDays: row.creditDays,
    credit: row.credit,
    couponCode: row.couponCode,
    couponDiscount: row.couponDiscount,
    amount: row.amount,
    status: row.status,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: iso(row.paidAt),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
  };
}

export type InvoiceStatus = InvoiceRow['status'];
export type InvoiceMethod = NonNullable<InvoiceRow['method']>;
