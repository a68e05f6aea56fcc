import { randomBytes } from 'node:crypto';
import type { Invoice, PlanChoice, PlanQuoteView } from '@booster/contracts';
import { type BillingMonths, isPlanActive, jakartaIsoDate, quotePlanChange } from '@booster/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { UsersService } from '../accounts/index.ts';
import type { CouponedQuote, CouponPricing } from './coupons/index.ts';
import type { GatewayIntake } from './gateway-intake.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { toInvoice } from './invoice-view.ts';
import type { MidtransGateway } from './midtrans-gateway.ts';
import { overdueInvoice } from './overdue.ts';
import { billingInvoices, billingPayments } from './tables.ts';

/** An invoice can be paid for 24 hours; then it expires and a new one is made. */
export const INVOICE_TTL_MS = 24 * 3_600_000;

export type BillingDeps = {
  db: Db;
  users: UsersService;
  midtrans: MidtransGateway;
  intake: GatewayIntake;
  coupons: CouponPricing;
  appUrl: string;
  /** Status checks of the other gateways (DANA) for an invoice still open on the finish page. */
  gatewayChecks?: ((invoiceId: string) => Promise<void>)[];
};

type Choice = {
  packageName: PlanChoice['packageName'];
  months: BillingMonths;
  subscribeType?: 'extend';
  couponCode?: string;
};

/** INV-20261124-7K2QF9: the Jakarta day and six random characters. */
function invoiceNumber(now: Date) {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `INV-${jakartaIsoDate(now).replaceAll('-', '')}-${random}`;
}

export function createBillingService(deps: BillingDeps) {
  const { db, users, midtrans, intake, coupons } = deps;

  async function owner(accountId: string) {
    const user = await users.findById(accountId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  async function quoteFor(accountId: string, choice: Choice, now: Date) {
    const user = await owner(accountId);
    const plan = {
      subscriptionPackage: user.subscriptionPackage,
      status: user.status,
      expiredAt: user.expiredAt,
    };
    const result = quotePlanChange(plan, choice.packageName, choice.months, now, {
      extend: choice.subscribeType === 'extend',
    });
    if (!result.ok) {
      const field = result.reason === 'creditCoversPrice' ? 'months' : 'packageName';
      throw new AppError('VALIDATION_FAILED', { fields: { [field]: `validation.${result.reason}` } });
    }
    return { user, plan, quote: result.quote };
  }

  /**
   * Invoices of the account past their due time that were never paid become expired; a transfer
   * whose proof was sent in time (pending, manual) waits for the admin instead.
   */
  async function expireOverdue(accountId: string) {
    await db
      .update(billingInvoices)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(billingInvoices.accountId, accountId), overdueInvoice()));
  }

  async function ownInvoice(accountId: string, id: string) {
    const [row] = await db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.id, id), eq(billingInvoices.accountId, accountId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** A pending Midtrans payment whose notification has not come: ask the status API. */
  async function checkGateway(invoiceId: string) {
    const payments = await db
      .select({ externalId: billingPayments.externalId })
      .from(billingPayments)
      .where(and(eq(billingPayments.invoiceId, invoiceId), eq(billingPayments.method, 'midtrans')));
    for (const p of payments) {
      const answer = await midtrans.status(p.externalId);
      if (!answer) continue;
      await intake.apply('status', answer as never).catch((error: unknown) => {
        // A status answer that fails verification changes nothing; the member sees the stored status.
        if (!(error instanceof AppError)) throw error;
      });
    }
    for (const check of deps.gatewayChecks ?? []) await check(invoiceId);
  }

  return {
    async quote(ctx: RequestContext, choice: Choice): Promise<PlanQuoteView> {
      const now = new Date();
      const { plan, quote } = await quoteFor(ctx.accountId, choice, now);
      const priced = await coupons.quote(ctx.accountId, quote, choice.couponCode, now);
      return {
        ...quoteView(priced),
        current: {
          subscriptionPackage: plan.subscriptionPackage,
          expiredAt: plan.expiredAt ? plan.expiredAt.toISOString() : null,
          active: isPlanActive(plan, now),
        },
      };
    },

    async createInvoice(ctx: RequestContext, choice: Choice): Promise<Invoice> {
      const now = new Date();
      const { quote: planQuote } = await quoteFor(ctx.accountId, choice, now);
      // The coupon's use is held by this invoice: checked and inserted under the coupon's row lock.
      const row = await withTransaction(db, async (tx) => {
        const quote = await coupons.reserve(tx, ctx.accountId, planQuote, choice.couponCode, now);
        const [inserted] = await tx
          .insert(billingInvoices)
          .values({
            accountId: ctx.accountId,
            number: invoiceNumber(now),
            packageName: quote.packageName,
            months: quote.months,
            kind: quote.kind,
            listPrice: quote.listPrice,
            discountPercent: quote.discountPercent,
            discount: quote.discount,
            price: quote.price,
            creditDays: quote.creditDays,
            credit: quote.credit,
            couponId: quote.couponId,
            couponCode: quote.couponCode,
            couponDiscount: quote.couponDiscount,
            amount: quote.amount,
            dueAt: new Date(now.getTime() + INVOICE_TTL_MS),
          })
          .returning();
        return inserted;
      });
      return toInvoice(row);
    },

    async list(ctx: RequestContext, query: { page: number; limit: number }) {
      await expireOverdue(ctx.accountId);
      const where = eq(billingInvoices.accountId, ctx.accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(billingInvoices)
          .where(where)
          .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(billingInvoices).where(where),
      ]);
      const totalPages = Math.max(1, Math.ceil(total.n / query.limit));
      return {
        docs: rows.map(toInvoice),
        totalDocs: total.n,
        totalPages,
        page: query.page,
        limit: query.limit,
        prevPage: query.page > 1 ? query.page - 1 : null,
        nextPage: query.page < totalPages ? query.page + 1 : null,
      };
    },

    async get(ctx: RequestContext, id: string): Promise<Invoice> {
      await expireOverdue(ctx.accountId);
      return toInvoice(await ownInvoice(ctx.accountId, id));
    },

    async pdf(ctx: RequestContext, id: string) {
      const invoice = await ownInvoice(ctx.accountId, id);
      const member = await owner(ctx.accountId);
      return { number: invoice.number, bytes: await invoicePdf(invoice, member) };
    },

    /** A Snap page for the invoice: the open one again, or a new transaction. */
    async payWithMidtrans(ctx: RequestContext, id: string) {
      await expireOverdue(ctx.accountId);
      const invoice = await ownInvoice(ctx.accountId, id);
      if (invoice.status !== 'unpaid' && invoice.status !== 'pending') {
        throw new AppError('INVALID_STATE', { messageKey: 'billing.invoiceNotPayable' });
      }
      const [open] = await db
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.invoiceId, invoice.id), eq(billingPayments.method, 'midtrans')))
        .orderBy(desc(billingPayments.createdAt))
        .limit(1);
      if (
        open?.token &&
        open.redirectUrl &&
        (open.gatewayStatus === null || open.gatewayStatus === 'pending')
      ) {
        return { token: open.token, redirectUrl: open.redirectUrl };
      }
      const user = await owner(ctx.accountId);
      const attempt = await db
        .select({ n: count() })
        .from(billingPayments)
        .where(eq(billingPayments.invoiceId, invoice.id));
      const orderId = attempt[0].n === 0 ? invoice.number : `${invoice.number}-${attempt[0].n + 1}`;
      const checkout = await midtrans.createTransaction({
        orderId,
        grossAmount: invoice.amount,
        itemName: `Booster ${invoice.packageName} ${invoice.months} bulan`,
        customer: { name: user.name, email: user.email },
        finishUrl: `${deps.appUrl}/subscription-payment/finish`,
        expiresAt: invoice.dueAt,
      });
      await db.insert(billingPayments).values({
        invoiceId: invoice.id,
        accountId: ctx.accountId,
        method: 'midtrans',
        externalId: orderId,
        amount: invoice.amount,
        token: checkout.token,
        redirectUrl: checkout.redirectUrl,
      });
      return checkout;
    },

    /** The finish page: the invoice of the payment named by order_id, checked at the gateway when still open. */
    async paymentFinish(ctx: RequestContext, orderId: string): Promise<Invoice> {
      const [payment] = await db
        .select({ invoiceId: billingPayments.invoiceId })
        .from(billingPayments)
        .where(and(eq(billingPayments.externalId, orderId), eq(billingPayments.accountId, ctx.accountId)));
      if (!payment) throw new AppError('NOT_FOUND');
      let invoice = await ownInvoice(ctx.accountId, payment.invoiceId);
      if (invoice.status === 'unpaid' || invoice.status === 'pending') {
        await checkGateway(invoice.id);
        await expireOverdue(ctx.accountId);
        invoice = await ownInvoice(ctx.accountId, payment.invoiceId);
      }
      return toInvoice(invoice);
    },
  };
}

function quoteView(q: CouponedQuote) {
  return {
    packageName: q.packageName,
    months: q.months,
    kind: q.kind,
    listPrice: q.listPrice,
    discountPercent: q.discountPercent,
    discount: q.discount,
    price: q.price,
    creditDays: q.creditDays,
    credit: q.credit,
    couponCode: q.couponCode,
    couponDiscount: q.couponDiscount,
    amount: q.amount,
    startsAt: q.startsAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
