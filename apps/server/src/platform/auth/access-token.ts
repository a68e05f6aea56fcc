import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors/index.ts';

const ISSUER = 'booster';
const AUDIENCE = 'booster-api';

export type AccessTokens = {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token; throws 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<string>;
};

/** Tokens whose signature was already checked; cleared whole when full (tokens live minutes). */
const MAX_VERIFIED = 10_000;

/**
 * Short-lived HS256 JWTs; `sub` is the user id. A token checked once is remembered with its expiry
 * until then: every API call presents the same token (the rate limit and the access check each ask),
 * and the signature covers the exact string, so the same string needs no second HMAC.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // A KeyObject made once: given raw bytes, jose imports the key again on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, { userId: string; expiresAtMs: number }>();
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.userId;
        verified.delete(token);
        throw new AppError('TOKEN_EXPIRED');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (!payload.sub) throw new AppError('UNAUTHENTICATED');
        if (payload.exp !== undefined) {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { userId: payload.sub, expiresAtMs: payload.exp * 1000 });
        }
        return payload.sub;
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', { cause: err });
        throw new AppError('UNAUTHENTICATED', { cause: err });
      }
    },
  };
}
