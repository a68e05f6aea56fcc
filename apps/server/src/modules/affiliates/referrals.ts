import { createHash, randomBytes } from 'node:crypto';
import { jakartaIsoDate } from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { affiliateClicks, affiliateReferrals, affiliates } from './tables.ts';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

function newCode() {
  return [...randomBytes(CODE_LENGTH)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Codes are shown in capitals; a code typed in small letters still counts. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * Referral codes, the clicks on referral links and who brought whom. A member's code is made the
 * first time it is asked for (the affiliate page) and never changes.
 */
export function createReferrals(deps: { db: Db; secret: string }) {
  const { db } = deps;

  async function codeOf(accountId: string): Promise<string> {
    const [found] = await db.select().from(affiliates).where(eq(affiliates.accountId, accountId));
    if (found) return found.code;
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await db
        .insert(affiliates)
        .values({ accountId, code: newCode() })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) return inserted[0].code;
      // Either another request made this member's row meanwhile, or the code was taken: look again.
      const [again] = await db.select().from(affiliates).where(eq(affiliates.accountId, accountId));
      if (again) return again.code;
    }
    throw new Error('could not make a unique referral code');
  }

  async function ownerOfCode(code: string, ex: Executor = db): Promise<string | null> {
    const [row] = await ex
      .select({ accountId: affiliates.accountId })
      .from(affiliates)
      .where(eq(affiliates.code, normalizeCode(code)));
    return row?.accountId ?? null;
  }

  return {
    codeOf,
    ownerOfCode,

    /**
     * Binds a new member to the owner of `code`, once: an unknown code, the member's own code or a
     * member already bound changes nothing. Answers the referrer bound now, or null.
     */
    async bind(tx: Executor, referredAccountId: string, code: string): Promise<string | null> {
      const referrer = await ownerOfCode(code, tx);
      if (!referrer || referrer === referredAccountId) return null;
      const rows = await tx
        .insert(affiliateReferrals)
        .values({ referredAccountId, referrerAccountId: referrer })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0 ? referrer : null;
    },

    /** The referrer of a member, if one brought them. */
    async referrerOf(referredAccountId: string, ex: Executor = db): Promise<string | null> {
      const [row] = await ex
        .select({ referrer: affiliateReferrals.referrerAccountId })
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.referredAccountId, referredAccountId));
      return row?.referrer ?? null;
    },

    /**
     * A visit through a referral link: one statement, counted once per visitor and Jakarta day. The
     * visitor is a keyed hash of address and browser, so no address is stored.
     */
    async click(
      code: string,
      visitor: { ip: string; userAgent: string },
      now = new Date(),
    ): Promise<boolean> {
      const hash = createHash('sha256')
        .update(`${deps.secret}\u0000${visitor.ip}\u0000${visitor.userAgent}`)
        .digest('base64url');
      const day = jakartaIsoDate(now);
      const result = await db.execute(sql`
        insert into ${affiliateClicks} (account_id, day, visitor)
        select ${affiliates.accountId}, ${day}::date, ${hash} from ${affiliates}
        where ${affiliates.code} = ${normalizeCode(code)}
        on conflict do nothing`);
      return (result.rowCount ?? 0) > 0;
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
