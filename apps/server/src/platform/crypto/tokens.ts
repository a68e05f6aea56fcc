import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for links and refresh tokens (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak usable tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A value signed with HMAC-SHA256: `<base64url value>.<base64url signature>`. */
export function signValue(secret: string, purpose: string, value: string): string {
  const mac = createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return `${Buffer.from(value, 'utf8').toString('base64url')}.${mac}`;
}

/** The value of a token made by `signValue`, or null when it is forged or malformed. */
export function verifySignedValue(secret: string, purpose: string, token: string): string | null {
  const [encoded, mac] = token.split('.');
  if (!encoded || !mac) return null;
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url'),
  );
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
