import { createHash, createSign, createVerify } from 'node:crypto';

/** `METHOD:relativePath:lowerhex(SHA-256(minified body)):X-TIMESTAMP`, DANA's asymmetric string to sign. */
function stringToSign(method: string, path: string, body: string, timestamp: string) {
  return `${method}:${path}:${createHash('sha256').update(body).digest('hex')}:${timestamp}`;
}

/** X-SIGNATURE of a request to DANA: base64 SHA256withRSA with the merchant's private key. */
export function signDanaRequest(privateKey: string, path: string, body: string, timestamp: string) {
  return createSign('RSA-SHA256')
    .update(stringToSign('POST', path, body, timestamp))
    .sign(privateKey, 'base64');
}

/** Whether DANA's X-SIGNATURE over a notify it posted to `path` is good (DANA's public key). */
export function verifyDanaNotify(
  publicKey: string,
  notify: { path: string; body: string; timestamp: string; signature: string },
) {
  try {
    return createVerify('RSA-SHA256')
      .update(stringToSign('POST', notify.path, notify.body, notify.timestamp))
      .verify(publicKey, notify.signature, 'base64');
  } catch {
    return false;
  }
}

/** "2026-11-24T13:05:09+07:00": DANA's timestamps are Jakarta time with the offset written out. */
export function danaTimestamp(date: Date) {
  return `${new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

/** "149000.00" equals 149000 rupiah; anything else does not. */
export function sameDanaAmount(value: unknown, currency: unknown, rupiah: number) {
  return (
    currency === 'IDR' &&
    typeof value === 'string' &&
    /^\d+\.\d{2}$/.test(value) &&
    Math.round(Number(value) * 100) === rupiah * 100
  );
}
