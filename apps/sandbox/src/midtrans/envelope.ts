import { grossAmountText, midtransSignature } from './signature.ts';
import type { SnapStatus, SnapTransaction } from './store.ts';

/** "2026-11-24 10:15:00" in GMT+7, as Midtrans writes times. */
export function midtransTime(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** status_code of a notification per transaction status (200 success, 201 pending, 202 deny/cancel/expire). */
const NOTIFICATION_STATUS_CODE: Record<Exclude<SnapStatus, 'created'>, string> = {
  settlement: '200',
  pending: '201',
  cancel: '202',
  deny: '202',
  expire: '202',
};

/** The transaction as Midtrans reports it, signed with the merchant's server key. */
function transactionBody(tx: SnapTransaction, statusCode: string, statusMessage: string, serverKey: string) {
  const status = tx.status as Exclude<SnapStatus, 'created'>;
  const gross = grossAmountText(tx.grossAmount);
  return {
    transaction_time: midtransTime(tx.transactionTime ?? tx.createdAt),
    transaction_status: status,
    transaction_id: tx.transactionId,
    status_message: statusMessage,
    status_code: statusCode,
    signature_key: midtransSignature(tx.orderId, statusCode, gross, serverKey),
    payment_type: tx.paymentType ?? 'bank_transfer',
    order_id: tx.orderId,
    merchant_id: 'G000000001',
    gross_amount: gross,
    fraud_status: 'accept',
    currency: 'IDR',
    expiry_time: midtransTime(tx.expiresAt),
    ...(tx.paymentType === 'bank_transfer' ? { va_numbers: [{ bank: 'bca', va_number: vaNumber(tx) }] } : {}),
    ...(tx.settlementTime ? { settlement_time: midtransTime(tx.settlementTime) } : {}),
    ...tx.customFields,
  };
}

function vaNumber(tx: SnapTransaction) {
  return `12345${tx.transactionId.replace(/\D/g, '').padEnd(10, '0').slice(0, 10)}`;
}

/** Body of the HTTP notification for the transaction's current status. */
export function notificationBody(tx: SnapTransaction, serverKey: string) {
  const code = NOTIFICATION_STATUS_CODE[tx.status as Exclude<SnapStatus, 'created'>];
  return transactionBody(tx, code, 'midtrans payment notification', serverKey);
}

/** Answer of GET /v2/{id}/status: 407 for an expired transaction (as the Core API does). */
export function statusBody(tx: SnapTransaction, serverKey: string) {
  const code =
    tx.status === 'expire' ? '407' : NOTIFICATION_STATUS_CODE[tx.status as Exclude<SnapStatus, 'created'>];
  const message =
    tx.status === 'expire' ? 'Success, transaction has expired' : 'Success, transaction is found';
  return transactionBody(tx, code, message, serverKey);
}

export const notFoundBody = (id: string) => ({
  status_code: '404',
  status_message: "Transaction doesn't exist.",
  id,
});
