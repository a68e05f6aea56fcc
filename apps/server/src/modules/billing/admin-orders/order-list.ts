import type { AdminOrder, Transfer } from '@booster/contracts';
import { fromJakarta } from '@booster/domain';
import { type AnyColumn, and, count, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/index.ts';
import { escapeLike } from '../../../platform/db/index.ts';
import { afterCursorPlaceholders, keysetOrder, type SortKey } from '../../../platform/db/keyset.ts';
import { type KeysetPageQuery, keysetPage, walkValues } from '../../../platform/db/keyset-page.ts';
import {
  buildStatement,
  isoTime,
  isoTimeOrNull,
  limitToWalk,
  literalCount,
  pageWalkKeyed,
  runStatement,
  statementCache,
  type WalkRows,
} from '../../../platform/db/statement.ts';
import { memberNames } from '../../accounts/joins.ts';
import type { InvoiceMethod, InvoiceStatus } from '../invoice-view.ts';
import { billingGatewayEvents, billingInvoices, billingPayments } from '../tables.ts';
import { billingTransfers } from '../transfer/tables.ts';
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
 * What another part of billing knows about an invoice (the commission earned), as an SQL expression over
 * the invoice id that the page's statement selects: JSON of the cell, or null. Affiliates register theirs;
 * until then the column is null. The coupon is the invoice's own.
 */
export type OrderColumnProvider = (invoiceId: AnyColumn) => SQL;
export type CommissionCell = NonNullable<AdminOrder['commission']>;

const NEWEST: SortKey = { column: billingInvoices.createdAt, direction: 'desc', cast: 'timestamptz' };

/** The first instant of a Jakarta day (`2026-11-24`), `plusDays` later. */
function jakartaDay(isoDay: string, plusDays = 0) {
  const [y, m, d] = isoDay.split('-').map(Number);
  return fromJakarta(y, m, d + plusDays);
}

/**
 * The filters' condition but the search (`searchMatches`), their values `sql.placeholder`s named as
 * `valuesOf` names them: a statement is built once per shape of the filters.
 */
function filterWhere(f: AdminOrderFilter): SQL | undefined {
  const p = sql.placeholder;
  return and(
    f.status ? eq(billingInvoices.status, p('status')) : undefined,
    f.method ? eq(billingInvoices.method, p('method')) : undefined,
    f.packageName ? eq(billingInvoices.packageName, p('packageName')) : undefined,
    f.awaitingReview === undefined
      ? undefined
      : f.awaitingReview
        ? eq(billingTransfers.status, 'submitted')
        : sql`${billingTransfers.status} is distinct from 'submitted'`,
    f.from ? gte(billingInvoices.createdAt, p('from')) : undefined,
    f.to ? lt(billingInvoices.createdAt, p('to')) : undefined,
  );
}

const valuesOf = (f: AdminOrderFilter) => ({
  status: f.status,
  method: f.method,
  packageName: f.packageName,
  from: f.from ? jakartaDay(f.from).toISOString() : undefined,
  to: f.to ? jakartaDay(f.to, 1).toISOString() : undefined,
});

/** Which filters a request has (not their values): one prepared statement per shape. */
const shapeKey = (f: AdminOrderFilter) =>
  `${f.status ? 's' : '-'}${f.method ? 'm' : '-'}${f.packageName ? 'p' : '-'}${f.from ? 'f' : '-'}${f.to ? 't' : '-'}${f.awaitingReview ?? '-'}`;

/**
 * `/admin/order`: every invoice newest first, by keyset (`(created_at, id)`, indexed, also per status
 * and method), with its member, transfer, refund and commission; the total is counted as far as the
 * page buttons need (docs/performance.md) unless `exactTotal`.
 *
 * The page is one statement (platform/db/statement.ts) selecting only the columns the answer shows, the
 * commission beside them (a subquery the affiliates module provides), its rows read as arrays and mapped
 * by `toOrder`. The page and the count are built once per filter shape: named without a search (planned
 * once per connection), unnamed with one (planned for its term, the `like` placeholder).
 */
export function createOrderList() {
  const query = new QueryBuilder();
  let commission: SQL = sql`null::json`;
  /** Statements by shape; a provider registered later starts new ones (new names: the text changed). */
  const cachesOf = (generation: number) => ({
    pages: statementCache(`admin_orders_page${generation}`),
    totals: statementCache(`admin_orders_total${generation}`),
    one: statementCache(`admin_orders_one${generation}`),
    // Unnamed (planned for each term: a common one walks the index, a rare one goes through trigrams).
    searchPages: statementCache(`admin_orders_search_page${generation}`),
    searchTotals: statementCache(`admin_orders_search_total${generation}`),
  });
  let generation = 0;
  let caches = cachesOf(generation);

  /** The answer's columns in the order `toOrder` reads them. */
  const columns = () => ({
    id: billingInvoices.id,
    number: billingInvoices.number,
    accountId: billingInvoices.accountId,
    email: memberNames.email,
    name: memberNames.name,
    packageName: billingInvoices.packageName,
    months: billingInvoices.months,
    kind: billingInvoices.kind,
    method: billingInvoices.method,
    status: billingInvoices.status,
    amount: billingInvoices.amount,
    createdAt: billingInvoices.createdAt,
    paidAt: billingInvoices.paidAt,
    couponCode: billingInvoices.couponCode,
    couponDiscount: billingInvoices.couponDiscount,
    commission,
    transferId: billingTransfers.id,
    transferInvoiceId: billingTransfers.invoiceId,
    transferAmount: billingTransfers.amount,
    uniqueCode: billingTransfers.uniqueCode,
    transferStatus: billingTransfers.status,
    bankAccountId: billingTransfers.bankAccountId,
    bankLabel: billingTransfers.bankLabel,
    senderName: billingTransfers.senderName,
    proofType: billingTransfers.proofType,
    proofSize: billingTransfers.proofSize,
    submittedAt: billingTransfers.submittedAt,
    reviewedAt: billingTransfers.reviewedAt,
    rejectReason: billingTransfers.rejectReason,
    refundReason: billingRefunds.reason,
    refundAt: billingRefunds.createdAt,
    // A page holds at most 100 invoices: a correlated lookup per row over the events' (method, external id) index.
    refusedPaymentAt: sql`(
      select max(${billingGatewayEvents.receivedAt}) from ${billingGatewayEvents}
      join ${billingPayments} on ${billingPayments.method} = ${billingGatewayEvents.method}
        and ${billingPayments.externalId} = ${billingGatewayEvents.externalId}
      where ${billingPayments.invoiceId} = ${billingInvoices.id} and ${billingGatewayEvents.outcome} = 'refused'
    )`,
  });
  /** Where `created_at` is among the columns, as PostgreSQL printed it: the next cursor's value. */
  const CREATED_AT = 11;

  const selectRows = () =>
    query
      .select(columns())
      .from(billingInvoices)
      .innerJoin(memberNames, eq(memberNames.id, billingInvoices.accountId))
      .leftJoin(billingTransfers, eq(billingTransfers.invoiceId, billingInvoices.id))
      .leftJoin(billingRefunds, eq(billingRefunds.invoiceId, billingInvoices.id));

  /**
   * The ids of the invoices a search finds, as two selects each served by its own trigram index: the
   * member's e-mail (`users_email_trgm_idx`, then those members' invoices through `(account_id,
   * created_at)`) and the number (`billing_invoices_number_trgm_idx`). An `or` of the two in one walk
   * cannot use either index, so a rare term read every invoice. Each select has the other filters (and the
   * seek past the cursor row); a page's keeps the first `limit + offset` rows newest first, a count's
   * stops at the `cap` placeholder. The term is the `like` placeholder. PostgreSQL plans each for the term: a common one walks the `(created_at, id)`
   * index and stops, a rare one sorts the few rows its index finds.
   */
  function searchMatches(
    f: AdminOrderFilter,
    how: { walked: WalkRows; byCursor: boolean } | { cap: boolean },
  ) {
    const like = sql.placeholder('like');
    const members = query
      .select({ id: memberNames.id })
      .from(memberNames)
      .where(ilike(memberNames.email, like));
    const branch = (found: SQL) => {
      let select = query.select({ id: billingInvoices.id }).from(billingInvoices).$dynamic();
      if (f.awaitingReview !== undefined)
        select = select.leftJoin(billingTransfers, eq(billingTransfers.invoiceId, billingInvoices.id));
      const seek =
        'walked' in how && how.byCursor ? afterCursorPlaceholders(NEWEST, billingInvoices.id) : undefined;
      select = select.where(and(filterWhere(f), found, seek));
      if ('walked' in how) {
        const { walked } = how;
        const keep = walked
          ? literalCount(walked.limit + walked.offset)
          : (sql`cast(${sql.placeholder('limit')} as bigint) + cast(${sql.placeholder('offset')} as bigint)` as unknown as number);
        return select.orderBy(...keysetOrder(NEWEST, billingInvoices.id)).limit(keep);
      }
      return how.cap ? select.limit(sql.placeholder('cap')) : select;
    };
    const byEmail = branch(inArray(billingInvoices.accountId, members));
    const byNumber = branch(ilike(billingInvoices.number, like));
    // `union`: an invoice found by both is one match (the number may hold the term and the e-mail too).
    return sql`(${byEmail}) union (${byNumber})`;
  }

  /**
   * How many invoices match, up to the `cap` placeholder when capped, with only the joins the filters
   * need: the transfer for "awaiting review" (an inner join costs a lookup per counted row even when no
   * filter reads it). A search counts the union of its two branches, each stopped at the cap.
   */
  function buildTotal(f: AdminOrderFilter, capped: boolean, name?: string) {
    if (f.search) {
      const matches = searchMatches(f, { cap: capped });
      const counted = capped
        ? sql`select 1 from (${matches}) found limit ${sql.placeholder('cap')}`
        : matches;
      return buildStatement(query.select({ n: count() }).from(sql`(${counted}) matches`), name);
    }
    let matches = query
      .select({ one: sql`1`.as('one') })
      .from(billingInvoices)
      .where(filterWhere(f))
      .$dynamic();
    if (f.awaitingReview !== undefined)
      matches = matches.leftJoin(billingTransfers, eq(billingTransfers.invoiceId, billingInvoices.id));
    const counted = capped ? matches.limit(sql.placeholder('cap')) : matches;
    return buildStatement(query.select({ n: count() }).from(counted.as('matches')), name);
  }

  /** The page's statement: `limit`/`offset` written into its text when given (literalCount), else placeholders. */
  function buildPage(f: AdminOrderFilter, byCursor: boolean, walked: WalkRows, name?: string) {
    const where = filterWhere(f);
    return buildStatement(
      limitToWalk(
        selectRows()
          .where(byCursor ? and(where, afterCursorPlaceholders(NEWEST, billingInvoices.id)) : where)
          .orderBy(...keysetOrder(NEWEST, billingInvoices.id)),
        walked,
      ),
      name,
    );
  }

  /**
   * A search's page: the invoices among the first `limit + offset` of each branch (`searchMatches`),
   * newest first, `offset` skipped; the numbers in the text as for the other pages (`literalWalk`).
   */
  function buildSearchPage(f: AdminOrderFilter, byCursor: boolean, walked: WalkRows) {
    const matches = searchMatches(f, { walked, byCursor });
    return buildStatement(
      limitToWalk(
        selectRows()
          .where(sql`${billingInvoices.id} in (${matches})`)
          .orderBy(...keysetOrder(NEWEST, billingInvoices.id)),
        walked,
      ),
    );
  }

  function toOrder(r: unknown[]): AdminOrder {
    const couponCode = r[13] as string | null;
    const transferAmount = r[18] === null ? null : Number(r[18]);
    const uniqueCode = r[19] as number;
    const refundReason = r[29] as string | null;
    return {
      _id: r[0] as string,
      number: r[1] as string,
      member: { _id: r[2] as string, email: r[3] as string, name: r[4] as string },
      packageName: r[5] as AdminOrder['packageName'],
      months: r[6] as number,
      kind: r[7] as AdminOrder['kind'],
      method: r[8] as AdminOrder['method'],
      status: r[9] as AdminOrder['status'],
      // bigint arrives as text.
      amount: Number(r[10]),
      createdAt: isoTime(r[11]),
      paidAt: isoTimeOrNull(r[12]),
      coupon: couponCode ? { code: couponCode, discount: Number(r[14] ?? 0) } : null,
      commission: (r[15] as CommissionCell | null) ?? null,
      transfer:
        r[16] === null || transferAmount === null
          ? null
          : {
              _id: r[16] as string,
              invoiceId: r[17] as string,
              invoiceAmount: transferAmount - uniqueCode,
              uniqueCode,
              amount: transferAmount,
              status: r[20] as Transfer['status'],
              bankAccountId: r[21] as Transfer['bankAccountId'],
              bankLabel: r[22] as Transfer['bankLabel'],
              senderName: r[23] as Transfer['senderName'],
              proofType: r[24] as Transfer['proofType'],
              proofSize: r[25] as Transfer['proofSize'],
              submittedAt: isoTimeOrNull(r[26]),
              reviewedAt: isoTimeOrNull(r[27]),
              rejectReason: r[28] as Transfer['rejectReason'],
            },
      refund: refundReason && r[30] !== null ? { reason: refundReason, at: isoTime(r[30]) } : null,
      refusedPaymentAt: isoTimeOrNull(r[31]),
    };
  }

  return {
    /** Affiliates: the commission earned on each invoice of a referred member. */
    provideCommissions(provider: OrderColumnProvider) {
      commission = provider(billingInvoices.id);
      generation += 1;
      caches = cachesOf(generation);
    },

    async list(db: Db, q: AdminOrderFilter & KeysetPageQuery) {
      const values = { ...valuesOf(q), like: q.search ? `%${escapeLike(q.search)}%` : undefined };
      const cursor = Boolean(q.cursor);
      const shape = shapeKey(q);
      /** A search's first page, once asked: if it holds every match, that is the total. */
      let firstSearchPage: Promise<unknown[][]> | undefined;
      const { rows, ...page } = await keysetPage(q, {
        key: NEWEST,
        id: billingInvoices.id,
        where: undefined,
        rows: (walk) => {
          const { rows: walked, key } = pageWalkKeyed(shape, cursor, q.page, walk.limit, walk.offset);
          const statement = q.search
            ? caches.searchPages(key, false, () => buildSearchPage(q, cursor, walked))
            : caches.pages(key, true, (name) => buildPage(q, cursor, walked, name));
          const found = runStatement(db, statement, { ...values, ...walkValues(walk) });
          if (q.search && !cursor && q.page === 1) firstSearchPage = found;
          return found;
        },
        count: async (cap) => {
          // Most searches look for one invoice or one member's: when page 1 shows every match (no row
          // past the limit), the total is counted without a second pass through the trigram indexes.
          const shown = await firstSearchPage;
          if (shown && shown.length <= q.limit) return shown.length;
          const key = `${shape}:${cap === null ? 'all' : 'cap'}`;
          const statement = q.search
            ? caches.searchTotals(key, false, () => buildTotal(q, cap !== null))
            : caches.totals(key, true, (name) => buildTotal(q, cap !== null, name));
          const [counted] = await runStatement(db, statement, { ...values, cap });
          return Number(counted?.[0] ?? 0);
        },
        cursorOf: (row) => [row[CREATED_AT] as string, row[0] as string],
      });
      return { docs: rows.map(toOrder), ...page };
    },

    /** One invoice as the list shows it (after an admin action). */
    async one(db: Db, invoiceId: string): Promise<AdminOrder> {
      const statement = caches.one('id', true, (name) =>
        buildStatement(selectRows().where(eq(billingInvoices.id, sql.placeholder('id'))), name),
      );
      const [row] = await runStatement(db, statement, { id: invoiceId });
      return toOrder(row);
    },
  };
}

export type OrderList = ReturnType<typeof createOrderList>;
