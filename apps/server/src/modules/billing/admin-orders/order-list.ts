import type { AdminOrder } from '@booster/contracts';
import { fromJakarta } from '@booster/domain';
import { and, count, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.ts';
import { escapeLike } from '../../../platform/db/index.ts';
import {
  afterCursorPlaceholders,
  keysetOrder,
  type SortKey,
  sortValueText,
} from '../../../platform/db/keyset.ts';
import { type KeysetPageQuery, keysetPage } from '../../../platform/db/keyset-page.ts';
import { memberNames } from '../../accounts/joins.ts';
import type { InvoiceMethod, InvoiceStatus } from '../invoice-view.ts';
import { billingGatewayEvents, billingInvoices, billingPayments } from '../tables.ts';
import { billingTransfers } from '../transfer/tables.ts';
import { toTransfer } from '../transfer/transfer-view.ts';
import { billingRefunds } from './tables.ts';

export type AdminOrderFilter = {
  status?: InvoiceStatus;
  method?: InvoiceMethod;
  packageName?: AdminOrder['packageName'];
  awaitingReview?: boolean;
  from?: string;
  to?: string;
  search?: string;
};

/**
 * What another part of billing knows about a page of invoices (the commission earned), keyed by
 * invoice id. Affiliates register theirs; until then the column is null. The coupon is the invoice's own.
 */
export type OrderColumnProvider<T> = (ex: Executor, invoiceIds: string[]) => Promise<Map<string, T>>;
export type CommissionCell = NonNullable<AdminOrder['commission']>;

const NEWEST: SortKey = { column: billingInvoices.createdAt, direction: 'desc', cast: 'timestamptz' };

/** The first instant of a Jakarta day (`2026-11-24`), `plusDays` later. */
function jakartaDay(isoDay: string, plusDays = 0) {
  const [y, m, d] = isoDay.split('-').map(Number);
  return fromJakarta(y, m, d + plusDays);
}

/**
 * The filters' condition. With `placeholders` the values are `sql.placeholder`s named as `valuesOf`
 * names them (a statement prepared once per shape); a search is never prepared.
 */
function filterWhere(f: AdminOrderFilter, placeholders = false): SQL | undefined {
  const p = placeholders ? sql.placeholder : null;
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return and(
    f.status ? eq(billingInvoices.status, p ? p('status') : f.status) : undefined,
    f.method ? eq(billingInvoices.method, p ? p('method') : f.method) : undefined,
    f.packageName ? eq(billingInvoices.packageName, p ? p('packageName') : f.packageName) : undefined,
    f.awaitingReview === undefined
      ? undefined
      : f.awaitingReview
        ? eq(billingTransfers.status, 'submitted')
        : sql`${billingTransfers.status} is distinct from 'submitted'`,
    f.from ? gte(billingInvoices.createdAt, p ? p('from') : jakartaDay(f.from)) : undefined,
    f.to ? lt(billingInvoices.createdAt, p ? p('to') : jakartaDay(f.to, 1)) : undefined,
    like ? or(ilike(memberNames.email, like), ilike(billingInvoices.number, like)) : undefined,
  );
}

const valuesOf = (f: AdminOrderFilter) => ({
  status: f.status,
  method: f.method,
  packageName: f.packageName,
  from: f.from ? jakartaDay(f.from) : undefined,
  to: f.to ? jakartaDay(f.to, 1) : undefined,
});

/** Which filters a request has (not their values): one prepared statement per shape. */
const shapeKey = (f: AdminOrderFilter) =>
  `${f.status ? 's' : '-'}${f.method ? 'm' : '-'}${f.packageName ? 'p' : '-'}${f.from ? 'f' : '-'}${f.to ? 't' : '-'}${f.awaitingReview ?? '-'}`;

/**
 * `/admin/order`: every invoice newest first, by keyset (`(created_at, id)`, indexed, also per status
 * and method), with its member, transfer and refund; the total is counted as far as the page buttons
 * need (docs/performance.md) unless `exactTotal`.
 */
export function createOrderList() {
  let commissions: OrderColumnProvider<CommissionCell> | null = null;

  const fields = {
    invoice: billingInvoices,
    email: memberNames.email,
    name: memberNames.name,
    transfer: billingTransfers,
    refundReason: billingRefunds.reason,
    refundAt: billingRefunds.createdAt,
    // A page holds at most 50 invoices: a correlated lookup per row over the events' (method, external id) index.
    refusedPaymentAt: sql<Date | null>`(
      select max(${billingGatewayEvents.receivedAt}) from ${billingGatewayEvents}
      join ${billingPayments} on ${billingPayments.method} = ${billingGatewayEvents.method}
        and ${billingPayments.externalId} = ${billingGatewayEvents.externalId}
      where ${billingPayments.invoiceId} = ${billingInvoices.id} and ${billingGatewayEvents.outcome} = 'refused'
    )`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    sortValue: sortValueText(NEWEST),
  };
  const selectRows = (ex: Executor) =>
    ex
      .select(fields)
      .from(billingInvoices)
      .innerJoin(memberNames, eq(memberNames.id, billingInvoices.accountId))
      .leftJoin(billingTransfers, eq(billingTransfers.invoiceId, billingInvoices.id))
      .leftJoin(billingRefunds, eq(billingRefunds.invoiceId, billingInvoices.id));
  type Row = Awaited<ReturnType<typeof selectRows>>[number];

  /**
   * How many invoices match, stopping at `cap`, with only the joins the filters need: the member's
   * e-mail for a search, the transfer for "awaiting review" (an inner join costs a lookup per counted
   * row even when no filter reads it).
   */
  function countQuery(ex: Executor, f: AdminOrderFilter, placeholders: boolean) {
    let matches = ex
      .select({ one: sql`1`.as('one') })
      .from(billingInvoices)
      .where(filterWhere(f, placeholders))
      .$dynamic();
    if (f.search) matches = matches.innerJoin(memberNames, eq(memberNames.id, billingInvoices.accountId));
    if (f.awaitingReview !== undefined)
      matches = matches.leftJoin(billingTransfers, eq(billingTransfers.invoiceId, billingInvoices.id));
    return matches;
  }

  async function countMatches(ex: Executor, f: AdminOrderFilter, cap: number | null) {
    const matches = countQuery(ex, f, false);
    const [{ n }] = await ex
      .select({ n: count() })
      .from((cap === null ? matches : matches.limit(cap)).as('matches'));
    return n;
  }

  /**
   * Without a search, the page and the count as named prepared statements, one per filter shape, seek
   * or page number and capped or not: PostgreSQL parses and plans each once per connection, and drizzle
   * does not build them again per request.
   */
  const prepared = new WeakMap<Executor, Map<string, ReturnType<typeof prepareShape>>>();
  let preparedCount = 0;
  function prepareShape(ex: Executor, f: AdminOrderFilter, byCursor: boolean, capped: boolean) {
    const n = preparedCount++;
    const where = filterWhere(f, true);
    const rows = selectRows(ex)
      .where(byCursor ? and(where, afterCursorPlaceholders(NEWEST, billingInvoices.id)) : where)
      .orderBy(...keysetOrder(NEWEST, billingInvoices.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`admin_orders_page_${n}`);
    const matches = countQuery(ex, f, true);
    const total = ex
      .select({ n: count() })
      .from((capped ? matches.limit(sql.placeholder('cap')) : matches).as('matches'))
      .prepare(`admin_orders_total_${n}`);
    return { rows, total };
  }
  function preparedFor(ex: Executor, f: AdminOrderFilter, byCursor: boolean, capped: boolean) {
    let shapes = prepared.get(ex);
    if (!shapes) {
      shapes = new Map();
      prepared.set(ex, shapes);
    }
    const key = `${shapeKey(f)}:${byCursor ? 'c' : 'p'}:${capped ? 'cap' : 'all'}`;
    let statements = shapes.get(key);
    if (!statements) {
      statements = prepareShape(ex, f, byCursor, capped);
      shapes.set(key, statements);
    }
    return statements;
  }

  async function toOrders(ex: Executor, rows: Row[]): Promise<AdminOrder[]> {
    const ids = rows.map((r) => r.invoice.id);
    const commissionOf =
      commissions && ids.length ? await commissions(ex, ids) : new Map<string, CommissionCell>();
    return rows.map(({ invoice: i, ...r }) => ({
      _id: i.id,
      number: i.number,
      member: { _id: i.accountId, email: r.email, name: r.name },
      packageName: i.packageName,
      months: i.months,
      kind: i.kind,
      method: i.method,
      status: i.status,
      amount: i.amount,
      createdAt: i.createdAt.toISOString(),
      paidAt: i.paidAt ? i.paidAt.toISOString() : null,
      coupon: i.couponCode ? { code: i.couponCode, discount: i.couponDiscount ?? 0 } : null,
      commission: commissionOf.get(i.id) ?? null,
      transfer: r.transfer ? toTransfer(r.transfer) : null,
      refund: r.refundReason && r.refundAt ? { reason: r.refundReason, at: r.refundAt.toISOString() } : null,
      refusedPaymentAt: r.refusedPaymentAt ? r.refusedPaymentAt.toISOString() : null,
    }));
  }

  async function listPrepared(ex: Executor, q: AdminOrderFilter & KeysetPageQuery) {
    const values = valuesOf(q);
    const statements = preparedFor(ex, q, Boolean(q.cursor), !q.exactTotal);
    const { rows, ...page } = await keysetPage(q, {
      key: NEWEST,
      id: billingInvoices.id,
      where: undefined,
      rows: (walk) =>
        statements.rows.execute({
          ...values,
          cursorValue: walk.after?.value,
          cursorId: walk.after?.id,
          limit: walk.limit,
          offset: walk.offset,
        }),
      count: async (cap) => (await statements.total.execute({ ...values, cap }))[0].n,
      cursorOf: (row) => [row.sortValue, row.invoice.id],
    });
    return { docs: await toOrders(ex, rows), ...page };
  }

  return {
    /** Affiliates: the commission earned on each invoice of a referred member. */
    provideCommissions(provider: OrderColumnProvider<CommissionCell>) {
      commissions = provider;
    },

    async list(ex: Executor, q: AdminOrderFilter & KeysetPageQuery) {
      if (!q.search) return listPrepared(ex, q);
      const { rows, ...page } = await keysetPage(q, {
        key: NEWEST,
        id: billingInvoices.id,
        where: filterWhere(q),
        rows: (walk) =>
          selectRows(ex)
            .where(walk.where)
            .orderBy(...walk.orderBy)
            .limit(walk.limit)
            .offset(walk.offset),
        count: (cap) => countMatches(ex, q, cap),
        cursorOf: (row) => [row.sortValue, row.invoice.id],
      });
      return { docs: await toOrders(ex, rows), ...page };
    },

    /** One invoice as the list shows it (after an admin action). */
    async one(ex: Executor, invoiceId: string): Promise<AdminOrder> {
      const rows = await selectRows(ex).where(eq(billingInvoices.id, invoiceId));
      const [order] = await toOrders(ex, rows);
      return order;
    },
  };
}

export type OrderList = ReturnType<typeof createOrderList>;
