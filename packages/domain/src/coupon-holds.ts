/**
 * How long after its due time an unpaid invoice still holds its coupon's use. The gateways close a
 * payment at the invoice's due time, but the notice of a payment made just before can come later.
 */
export const COUPON_HOLD_GRACE_MS = 15 * 60_000;

export type CouponHolder = {
  status: 'unpaid' | 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';
  method: 'midtrans' | 'dana' | 'manual' | null;
  dueAt: Date;
};

/**
 * Whether an invoice that is not paid holds a use of its coupon now (issue 13). A use is held from
 * confirmation until the invoice is paid (then it counts as used), cancelled, or left unpaid past its
 * due time and the grace; a transfer whose proof came in (pending, manual) holds it until the admin
 * decides. The server's SQL (`couponHoldSql`) says the same.
 */
export function holdsCouponUse(invoice: CouponHolder, now: Date): boolean {
  if (invoice.status === 'pending' && invoice.method === 'manual') return true;
  const open = invoice.status === 'unpaid' || invoice.status === 'pending' || invoice.status === 'expired';
  return open && invoice.dueAt.getTime() + COUPON_HOLD_GRACE_MS > now.getTime();
}
