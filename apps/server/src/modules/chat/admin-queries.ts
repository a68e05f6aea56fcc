import { and, count, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { chatMessages } from './tables.ts';

/** Read-only questions the admin area asks about chat across accounts. */
export function createChatAdminQueries(db: Db) {
  return {
    /** Messages sent to buyers through Booster (sellers and automation) in [from, to). */
    async sentThroughBooster(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            ne(chatMessages.source, 'platform'),
            gte(chatMessages.sentAt, from),
            lt(chatMessages.sentAt, to),
          ),
        );
      return row.n;
    },
  };
}
