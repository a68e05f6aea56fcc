import { randomUUID } from 'node:crypto';

/**
 * Snap transactions of the emulated merchant. `created`: the Snap page is open but no method is
 * chosen yet (the status API answers 404 then, as Midtrans does).
 */
export type SnapStatus = 'created' | 'pending' | 'settlement' | 'cancel' | 'expire' | 'deny';

export type SnapTransaction = {
  token: string;
  orderId: string;
  transactionId: string;
  grossAmount: number;
  status: SnapStatus;
  paymentType: string | null;
  createdAt: Date;
  /** When an unpaid transaction expires. */
  expiresAt: Date;
  transactionTime: Date | null;
  settlementTime: Date | null;
  finishUrl: string | null;
  /** Notification URLs: X-Override-Notification, else the dashboard's, plus X-Append-Notification. */
  notificationUrls: string[];
  customFields: Record<string, string>;
  itemNames: string[];
};

export class SnapStore {
  private byToken = new Map<string, SnapTransaction>();
  private byOrder = new Map<string, SnapTransaction>();
  private byTransactionId = new Map<string, SnapTransaction>();

  hasOrder(orderId: string) {
    return this.byOrder.has(orderId);
  }

  add(
    tx: Omit<
      SnapTransaction,
      'token' | 'transactionId' | 'status' | 'paymentType' | 'transactionTime' | 'settlementTime'
    >,
  ) {
    const full: SnapTransaction = {
      ...tx,
      token: randomUUID(),
      transactionId: randomUUID(),
      status: 'created',
      paymentType: null,
      transactionTime: null,
      settlementTime: null,
    };
    this.byToken.set(full.token, full);
    this.byOrder.set(full.orderId, full);
    this.byTransactionId.set(full.transactionId, full);
    return full;
  }

  byTokenId(token: string) {
    return this.byToken.get(token);
  }

  /** Core API paths take the order_id or the transaction_id. */
  find(id: string) {
    return this.byOrder.get(id) ?? this.byTransactionId.get(id);
  }
}
