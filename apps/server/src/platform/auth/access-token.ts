import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors/index.ts';

const ISSUER = 'booster';
const AUDIENCE = 'booster-api';

/** An admin acting as a member (support): the session's id and the admin's user id. */
export type Impersonation = { sessionId: string; adminId: string };

export type VerifiedToken = { userId: string; impersonation?: Impersonation };

export type AccessTokens = {
  /** A token for the user; an impersonation token carries the session and admin, and its own lifetime. */
  sign(userId: string, options?: { impersonation: Impersonation; ttlSeconds: number }): Promise<string>;
  /** The user id (and impersonation) of a valid token; throws 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<VerifiedToken>;
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
  const verified = new Map<string, VerifiedToken & { expiresAtMs: number }>();
  return {
    sign: (userId, options) =>
      new SignJWT(options ? { imp: options.impersonation.sessionId, act: options.impersonation.adminId } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options?.ttlSeconds ?? ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs)
          return { userId: known.userId, impersonation: known.impersonation };
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
        const impersonation =
          typeof payload.imp === 'string' && typeof payload.act === 'string'
            ? { sessionId: payload.imp, adminId: payload.act }
            : undefined;
        if (payload.exp !== undefined) {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { userId: payload.sub, impersonation, expiresAtMs: payload.exp * 1000 });
        }
        return { userId: payload.sub, impersonation };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', { cause: err });
        throw new AppError('UNAUTHENTICATED', { cause: err });
      }
    },
  };
}
