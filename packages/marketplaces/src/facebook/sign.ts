import { hmacSha256Hex } from '../core/crypto.ts';

/** appsecret_proof = lowercase hex HMAC-SHA256(key = app secret, message = access token) (reference 6). */
export function appSecretProof(appSecret: string, accessToken: string): string {
  return hmacSha256Hex(appSecret, accessToken);
}
