import type { PackageName } from '@booster/domain';
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { users } from './tables.ts';

export type MailAudienceFilter = {
  packages: readonly PackageName[];
  paid: boolean | null;
  verified: boolean | null;
};

export type MailAudienceMember = {
  id: string;
  email: string;
  name: string;
  subscriptionPackage: PackageName;
  expiredAt: Date | null;
  unsubscribedAt: Date | null;
};

/**
 * What a mail to a member needs of the users row: the address, the name to greet and the package the
 * mail speaks of. Each mailing selects these and what else it needs (the blasts the unsubscribe mark,
 * the expiry reminders the locale).
 */
export const MAIL_RECIPIENT_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  subscriptionPackage: users.subscriptionPackage,
  expiredAt: users.expiredAt,
};

/** Members (owners, not sub-members, admins or the suspended) an admin mails, for the e-mail blasts. */
export function createMailAudience(db: Db) {
  return {
    /** Every member the filter matches, the unsubscribed included (their `unsubscribedAt` set). */
    async members(filter: MailAudienceFilter, ex: Executor = db): Promise<MailAudienceMember[]> {
      const conditions: (SQL | undefined)[] = [
        isNull(users.parentId),
        eq(users.isAdmin, false),
        // Suspended members are not mailed.
        isNull(users.suspendedAt),
        filter.packages.length > 0 ? inArray(users.subscriptionPackage, [...filter.packages]) : undefined,
        filter.paid === null ? undefined : eq(users.status, filter.paid),
        filter.verified === null
          ? undefined
          : filter.verified
            ? isNotNull(users.emailVerifiedAt)
            : isNull(users.emailVerifiedAt),
      ];
      return ex
        .select({ ...MAIL_RECIPIENT_COLUMNS, unsubscribedAt: users.unsubscribedAt })
        .from(users)
        .where(and(...conditions))
        .orderBy(users.id);
    },

    /** When each of these users unsubscribed; users still subscribed are absent. */
    async unsubscribedAmong(ids: readonly string[], ex: Executor = db): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await ex
        .select({ id: users.id, at: users.unsubscribedAt })
        .from(users)
        .where(and(inArray(users.id, [...ids]), isNotNull(users.unsubscribedAt)));
      return new Map(rows.flatMap((r) => (r.at ? [[r.id, r.at] as const] : [])));
    },
  };
}

export type MailAudience = ReturnType<typeof createMailAudience>;
