import { createHash, createSign, createVerify } from 'node:crypto';

/**
 * DANA's asymmetric transactional signature (SNAP BI): SHA256withRSA over
 * `METHOD:relativePath:lowerhex(SHA-256(minified body)):X-TIMESTAMP`, base64. The host is not signed.
 */
export function danaStringToSign(method: string, path: string, body: string, timestamp: string) {
  const hash = createHash('sha256').update(body).digest('hex');
  return `${method.toUpperCase()}:${path}:${hash}:${timestamp}`;
}

export function danaSign(privateKey: string, method: string, path: string, body: string, timestamp: string) {
  return createSign('RSA-SHA256')
    .update(danaStringToSign(method, path, body, timestamp))
    .sign(privateKey, 'base64');
}

export function danaVerify(
  publicKey: string,
  signature: string,
  request: { method: string; path: string; body: string; timestamp: string },
) {
  try {
    return createVerify('RSA-SHA256')
      .update(danaStringToSign(request.method, request.path, request.body, request.timestamp))
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** "2026-11-24T13:05:09+07:00": DANA's X-TIMESTAMP and body times, always in Jakarta time. */
export function danaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+07:00`;
}

/** "149000.00": DANA's amount.value. */
export const danaAmount = (rupiah: number) => rupiah.toFixed(2);
