import { randomBytes } from 'node:crypto';

/**
 * Hosted-checkout orders of the emulated merchant. `INIT` until the buyer acts on the cashier page;
 * `SUCCESS` paid; `CLOSED` cancelled by the buyer or past `validUpTo` unpaid.
 */
export type DanaOrderStatus = 'INIT' | 'SUCCESS' | 'CLOSED';

export type DanaOrder = {
  /** DANA's id of the order (referenceNo). */
  referenceNo: string;
  partnerReferenceNo: string;
  merchantId: string;
  /** Whole rupiah. */
  amount: number;
  title: string;
  validUpTo: Date;
  payReturnUrl: string;
  notificationUrl: string | null;
  status: DanaOrderStatus;
  closedReason: string | null;
  payMethod: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** The create request's body, to tell a retry (same data) from an inconsistent request. */
  fingerprint: string;
};

export class DanaStore {
  private byPartnerRef = new Map<string, DanaOrder>();
  private byReference = new Map<string, DanaOrder>();

  /** Idempotency key: merchantId + partnerReferenceNo. */
  find(merchantId: string, partnerReferenceNo: string) {
    return this.byPartnerRef.get(`${merchantId}|${partnerReferenceNo}`);
  }

  byReferenceNo(referenceNo: string) {
    return this.byReference.get(referenceNo);
  }

  add(order: Omit<DanaOrder, 'referenceNo' | 'status' | 'closedReason' | 'payMethod' | 'finishedAt'>) {
    const now = order.createdAt;
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const full: DanaOrder = {
      ...order,
      referenceNo: `${day}111212800110166${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0')}`,
      status: 'INIT',
      closedReason: null,
      payMethod: null,
      finishedAt: null,
    };
    this.byPartnerRef.set(`${order.merchantId}|${order.partnerReferenceNo}`, full);
    this.byReference.set(full.referenceNo, full);
    return full;
  }
}
