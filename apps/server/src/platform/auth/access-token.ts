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

/** Short-lived HS256 JWTs; `sub` is the user id. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // A KeyObject made once: given raw bytes, jose imports the key again on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (!payload.sub) throw new AppError('UNAUTHENTICATED');
        return payload.sub;
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', { cause: err });
        throw new AppError('UNAUTHENTICATED', { cause: err });
      }
    },
  };
}
