import type { Coupon, CouponInput } from '@booster/contracts';
import { type BillingMonths, fromJakarta, jakartaIsoDate, pageMeta } from '@booster/domain';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  type Db,
  escapeLike,
  isUniqueViolation,
  type Tx,
  withTransaction,
} from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { AuditService } from '../../audit/index.ts';
import { billingInvoices } from '../tables.ts';
import { couponHoldSql } from './coupon-use.ts';
import { billingCoupons, type CouponRow } from './tables.ts';

type Saved = {
  code: string;
  kind: CouponRow['kind'];
  value: number;
  packages: CouponRow['packages'];
  months: number[];
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  maxUsesPerMember: number | null;
  active: boolean;
};

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** validFrom 00:00 Jakarta up to the day after validUntil 00:00 Jakarta (exclusive). */
function window(input: Pick<Saved, 'validFrom' | 'validUntil'>) {
  const [fy, fm, fd] = dayParts(input.validFrom);
  const [uy, um, ud] = dayParts(input.validUntil);
  return { startsAt: fromJakarta(fy, fm, fd), endsAt: fromJakarta(uy, um, ud + 1) };
}

function toCoupon(row: CouponRow, reserved: number): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    packages: row.packages,
    months: row.months,
    validFrom: jakartaIsoDate(row.startsAt),
    validUntil: jakartaIsoDate(new Date(row.endsAt.getTime() - 1)),
    maxUses: row.maxUses,
    maxUsesPerMember: row.maxUsesPerMember,
    active: row.active,
    used: row.used,
    reserved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const codeTaken = () => new AppError('VALIDATION_FAILED', { fields: { code: 'validation.couponCodeTaken' } });

/** `/admin/order/coupon`: every change is one transaction with its audit entry. */
export function createAdminCoupons(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function reservedOf(ids: string[]) {
    if (ids.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ id: billingInvoices.couponId, n: count() })
      .from(billingInvoices)
      .where(and(inArray(billingInvoices.couponId, ids), couponHoldSql(new Date())))
      .groupBy(billingInvoices.couponId);
    return new Map(rows.map((r) => [r.id ?? '', r.n]));
  }

  async function view(row: CouponRow) {
    return toCoupon(row, (await reservedOf([row.id])).get(row.id) ?? 0);
  }

  const values = (input: Saved) => ({
    code: input.code,
    kind: input.kind,
    value: input.value,
    packages: [...new Set(input.packages)],
    months: [...new Set(input.months)].sort((a, b) => a - b) as BillingMonths[],
    ...window(input),
    maxUses: input.maxUses,
    maxUsesPerMember: input.maxUsesPerMember,
    active: input.active,
  });

  async function locked(tx: Tx, id: string) {
    const [row] = await tx.select().from(billingCoupons).where(eq(billingCoupons.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** One change and its audit entry in one transaction (`detail: null`: nothing changed, nothing recorded). */
  async function change(
    actorUserId: string,
    action: string,
    work: (tx: Tx) => Promise<{ row: CouponRow; detail: Record<string, unknown> | null }>,
  ) {
    try {
      const row = await withTransaction(db, async (tx) => {
        const { row, detail } = await work(tx);
        if (detail) {
          await audit.record({ actorUserId, action, targetType: 'coupon', targetId: row.id, detail }, tx);
        }
        return row;
      });
      return view(row);
    } catch (err) {
      if (isUniqueViolation(err, 'billing_coupons_code_key')) throw codeTaken();
      throw err;
    }
  }

  return {
    async list(query: { page: number; limit: number; search?: string; status?: 'active' | 'inactive' }) {
      const where = and(
        query.search ? ilike(billingCoupons.code, `%${escapeLike(query.search)}%`) : undefined,
        query.status ? eq(billingCoupons.active, query.status === 'active') : undefined,
      );
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(billingCoupons).where(where),
        db
          .select()
          .from(billingCoupons)
          .where(where)
          .orderBy(desc(billingCoupons.createdAt), desc(billingCoupons.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      ]);
      const reserved = await reservedOf(rows.map((r) => r.id));
      return {
        docs: rows.map((r) => toCoupon(r, reserved.get(r.id) ?? 0)),
        ...pageMeta(query.page, query.limit, total),
      };
    },

    create: (actorUserId: string, input: Saved) =>
      change(actorUserId, 'coupon.created', async (tx) => {
        const [created] = await tx.insert(billingCoupons).values(values(input)).returning();
        return { row: created, detail: { code: created.code, after: input } };
      }),

    update: (actorUserId: string, id: string, input: Saved) =>
      change(actorUserId, 'coupon.updated', async (tx) => {
        const before = await locked(tx, id);
        const [after] = await tx
          .update(billingCoupons)
          .set({ ...values(input), updatedAt: sql`now()` })
          .where(eq(billingCoupons.id, id))
          .returning();
        return { row: after, detail: { code: after.code, before: toCoupon(before, 0), after: input } };
      }),

    deactivate: (actorUserId: string, id: string) =>
      change(actorUserId, 'coupon.deactivated', async (tx) => {
        const before = await locked(tx, id);
        if (!before.active) return { row: before, detail: null };
        const [after] = await tx
          .update(billingCoupons)
          .set({ active: false, updatedAt: sql`now()` })
          .where(eq(billingCoupons.id, id))
          .returning();
        return { row: after, detail: { code: after.code } };
      }),
  };
}

export type AdminCoupons = ReturnType<typeof createAdminCoupons>;
export type { CouponInput };
