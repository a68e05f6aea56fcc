import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex');
}

export function sha256Hex(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests, case-insensitive; false for anything malformed. */
export function hexDigestsEqual(expected: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-fA-F]+$/.test(received) || received.length !== expected.length) return false;
  return timingSafeEqual(
    Buffer.from(expected.toLowerCase(), 'hex'),
    Buffer.from(received.toLowerCase(), 'hex'),
  );
}

/** Header lookup that ignores case, as HTTP does. */
export function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
