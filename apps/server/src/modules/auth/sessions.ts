import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AccessTokens } from '../../platform/auth/index.ts';
import { randomToken, sha256 } from '../../platform/crypto/tokens.ts';
import { type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import { refreshTokens } from './tables.ts';

export type TokenPair = { accessToken: string; refreshToken: string };

export type Rotation =
  | { status: 'rotated'; userId: string; pair: TokenPair }
  | { status: 'reused'; userId: string }
  | { status: 'invalid' };

/** Access JWTs plus rotating, hashed refresh tokens grouped in families (one per login). */
export function createSessions(deps: { db: Db; tokens: AccessTokens; refreshTtlSeconds: number }) {
  const { db } = deps;

  async function insertRefresh(ex: Executor, userId: string, familyId: string) {
    const token = randomToken();
    const [row] = await ex
      .insert(refreshTokens)
      .values({
        userId,
        familyId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
      })
      .returning({ id: refreshTokens.id });
    return { id: row.id, token };
  }

  const revokeFamily = (ex: Executor, familyId: string) =>
    ex
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

  return {
    /** A new session (a new family). */
    async start(userId: string, ex: Executor = db): Promise<TokenPair> {
      const refresh = await insertRefresh(ex, userId, randomUUID());
      return { accessToken: await deps.tokens.sign(userId), refreshToken: refresh.token };
    },

    /**
     * Swaps a refresh token for a new pair. A token that was already swapped is a stolen copy
     * (or a replay): its whole family is revoked and stays revoked.
     */
    async rotate(refreshToken: string): Promise<Rotation> {
      const result = await withTransaction(db, async (tx) => {
        // The row lock makes two concurrent uses of one token a reuse, not two sessions.
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
          .for('update');
        if (!row) return { status: 'invalid' } as const;
        if (row.revokedAt) {
          if (!row.replacedById) return { status: 'invalid' } as const;
          await revokeFamily(tx, row.familyId);
          return { status: 'reused', userId: row.userId } as const;
        }
        if (row.expiresAt.getTime() <= Date.now()) return { status: 'invalid' } as const;
        const next = await insertRefresh(tx, row.userId, row.familyId);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(), replacedById: next.id })
          .where(eq(refreshTokens.id, row.id));
        return { status: 'rotated', userId: row.userId, refreshToken: next.token } as const;
      });
      if (result.status !== 'rotated') return result;
      const accessToken = await deps.tokens.sign(result.userId);
      return {
        status: 'rotated',
        userId: result.userId,
        pair: { accessToken, refreshToken: result.refreshToken },
      };
    },

    /** Ends the session the token belongs to; unknown or already revoked tokens are fine. */
    async end(refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
      if (row) await revokeFamily(db, row.familyId);
    },

    /** Every session of the user (password reset). */
    async endAll(ex: Executor, userId: string): Promise<void> {
      await ex
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
