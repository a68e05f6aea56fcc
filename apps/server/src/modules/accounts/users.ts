import type { PackageName } from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | null> {
  const [row] = await ex.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(ex: Executor, id: string, lock = false): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const select = ex.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
}

export type NewUser = {
  email: string;
  name: string;
  passwordHash: string | null;
  referral?: string | null;
  subscriptionPackage?: PackageName;
  status?: boolean;
  expiredAt?: Date | null;
  isAdmin?: boolean;
  emailVerifiedAt?: Date | null;
  parentId?: string | null;
  roleId?: string | null;
  locale?: Locale;
};

/** Inserts a user; a taken e-mail answers 400 EMAIL_TAKEN on the field `email`. */
export async function insertUser(tx: Executor, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await tx
      .insert(users)
      .values({ ...user, email: user.email.trim().toLowerCase() })
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
    throw err;
  }
}

export function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });
}

export async function updateUser(
  tx: Executor,
  id: string,
  changes: Partial<Omit<NewUser, 'email'>> & { unsubscribedAt?: Date },
) {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
