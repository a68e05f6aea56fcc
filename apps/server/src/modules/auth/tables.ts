import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, tz } from '../../platform/db/columns.ts';
import { userIdReference } from '../accounts/index.ts';

/**
 * Opaque refresh tokens, stored hashed. A login starts a family; each refresh replaces the
 * presented token with a new one of the same family. Presenting a replaced token again means it
 * was stolen: the whole family is revoked.
 */
export const refreshTokens = Pg.pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    userId: belongsTo('user_id', userIdReference),
    familyId: Pg.uuid('family_id').notNull(),
    tokenHash: Pg.text('token_hash').notNull(),
    expiresAt: Pg.timestamp('expires_at', tz).notNull(),
    revokedAt: Pg.timestamp('revoked_at', tz),
    replacedById: Pg.uuid('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    Pg.index('refresh_tokens_family_id_idx').on(t.familyId),
    Pg.index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);
