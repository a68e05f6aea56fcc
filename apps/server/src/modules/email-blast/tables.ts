import type { BlastAudience, BlastStatus } from '@booster/contracts';
import type { PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, tz } from '../../platform/db/columns.ts';
import { userIdReference } from '../accounts/index.ts';

/** An admin's e-mail to an audience of members, sent in throttled batches from `scheduled_at` on. */
export const emailBlasts = pgTable(
  'email_blasts',
  {
    id: primaryId(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    audience: jsonb('audience').$type<BlastAudience>().notNull(),
    status: text('status').$type<BlastStatus>().notNull(),
    scheduledAt: timestamp('scheduled_at', tz).notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    /** When the next batch may be taken: the throttle. */
    nextBatchAt: timestamp('next_batch_at', tz).notNull(),
    createdBy: belongsTo('created_by', userIdReference),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [
    check('email_blasts_status_known', sql`${t.status} in ('scheduled', 'sending', 'done', 'cancelled')`),
    index('email_blasts_due_idx').on(t.nextBatchAt).where(sql`${t.status} in ('scheduled', 'sending')`),
    index('email_blasts_created_at_idx').on(t.createdAt),
  ],
);

export type RecipientStatus = 'pending' | 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One member of a blast's audience, with the values its variables are filled from. `pending` waits
 * for a batch, `queued` is in a batch's job, `sending` is being handed to the mail server (never
 * sent twice), `skipped` had unsubscribed.
 */
export const emailBlastRecipients = pgTable(
  'email_blast_recipients',
  {
    id: primaryId(),
    blastId: belongsTo('blast_id', () => emailBlasts.id),
    userId: belongsTo('user_id', userIdReference),
    email: text('email').notNull(),
    name: text('name').notNull(),
    subscriptionPackage: text('subscription_package').$type<PackageName>().notNull(),
    expiredAt: timestamp('expired_at', tz),
    status: text('status').$type<RecipientStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', tz),
  },
  (t) => [
    uniqueIndex('email_blast_recipients_blast_user_key').on(t.blastId, t.userId),
    index('email_blast_recipients_blast_status_idx').on(t.blastId, t.status),
    check(
      'email_blast_recipients_status_known',
      sql`${t.status} in ('pending', 'queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);
