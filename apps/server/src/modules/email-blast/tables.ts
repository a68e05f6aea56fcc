import type { BlastAudience, BlastStatus } from '@booster/contracts';
import type { PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, tz } from '../../platform/db/columns.ts';
import { userIdReference } from '../accounts/index.ts';

/** An admin's e-mail to an audience of members, sent in throttled batches from `scheduled_at` on. */
export const emailBlasts = Pg.pgTable(
  'email_blasts',
  {
    id: primaryId(),
    subject: Pg.text('subject').notNull(),
    text: Pg.text('text').notNull(),
    audience: Pg.jsonb('audience').$type<BlastAudience>().notNull(),
    status: Pg.text('status').$type<BlastStatus>().notNull(),
    scheduledAt: Pg.timestamp('scheduled_at', tz).notNull(),
    ratePerMinute: Pg.integer('rate_per_minute').notNull(),
    /** When the next batch may be taken: the throttle. */
    nextBatchAt: Pg.timestamp('next_batch_at', tz).notNull(),
    createdBy: belongsTo('created_by', userIdReference),
    createdAt: createdAt(),
    finishedAt: Pg.timestamp('finished_at', tz),
  },
  (t) => [
    Pg.check('email_blasts_status_known', sql`${t.status} in ('scheduled', 'sending', 'done', 'cancelled')`),
    Pg.index('email_blasts_due_idx').on(t.nextBatchAt).where(sql`${t.status} in ('scheduled', 'sending')`),
    Pg.index('email_blasts_created_at_idx').on(t.createdAt),
  ],
);

export type RecipientStatus = 'pending' | 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One member of a blast's audience, with the values its variables are filled from. `pending` waits
 * for a batch, `queued` is in a batch's job, `sending` is being handed to the mail server (never
 * sent twice), `skipped` had unsubscribed.
 */
export const emailBlastRecipients = Pg.pgTable(
  'email_blast_recipients',
  {
    id: primaryId(),
    blastId: belongsTo('blast_id', () => emailBlasts.id),
    userId: belongsTo('user_id', userIdReference),
    email: Pg.text('email').notNull(),
    name: Pg.text('name').notNull(),
    subscriptionPackage: Pg.text('subscription_package').$type<PackageName>().notNull(),
    expiredAt: Pg.timestamp('expired_at', tz),
    status: Pg.text('status').$type<RecipientStatus>().notNull(),
    attempts: Pg.integer('attempts').notNull().default(0),
    error: Pg.text('error'),
    sentAt: Pg.timestamp('sent_at', tz),
  },
  (t) => [
    Pg.uniqueIndex('email_blast_recipients_blast_user_key').on(t.blastId, t.userId),
    Pg.index('email_blast_recipients_blast_status_idx').on(t.blastId, t.status),
    Pg.check(
      'email_blast_recipients_status_known',
      sql`${t.status} in ('pending', 'queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);
