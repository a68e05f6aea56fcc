import { createHash } from 'node:crypto';

/** Midtrans `signature_key`: lower-hex SHA-512 of order_id + status_code + gross_amount + server key. */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
) {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** "149000.00": how Midtrans writes gross_amount in notifications and status answers. */
export function grossAmountText(amount: number): string {
  return amount.toFixed(2);
}
