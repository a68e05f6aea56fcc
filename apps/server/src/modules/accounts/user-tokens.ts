import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/crypto/tokens.ts';
import type { Executor } from '../../platform/db/index.ts';
import { type UserTokenPurpose, userTokens } from './tables.ts';

export const TOKEN_TTL_SECONDS: Record<UserTokenPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 3600,
  invitation: 7 * 24 * 3600,
};

/** A new single-use token for a mailed link; earlier unused tokens of the same purpose stop working. */
export async function issueUserToken(
  tx: Executor,
  userId: string,
  purpose: UserTokenPurpose,
): Promise<string> {
  const token = randomToken();
  await tx
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await tx.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/** Uses a token once: the user id when it is valid, unused and not expired, otherwise null. */
export async function consumeUserToken(
  tx: Executor,
  token: string,
  purpose: UserTokenPurpose,
): Promise<string | null> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
