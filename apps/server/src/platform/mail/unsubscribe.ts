import { signValue, verifySignedValue } from '../crypto/tokens.ts';

const PURPOSE = 'unsubscribe';

/** The token of the unsubscribe link in every mail: the address, signed; it does not expire. */
export function unsubscribeToken(secret: string, email: string): string {
  return signValue(secret, PURPOSE, email.toLowerCase());
}

export function emailFromUnsubscribeToken(secret: string, token: string): string | null {
  return verifySignedValue(secret, PURPOSE, token);
}
