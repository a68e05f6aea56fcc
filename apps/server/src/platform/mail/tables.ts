import * as Pg from 'drizzle-orm/pg-core';

/** Mail kept instead of sent while no SMTP server is configured (development, tests). */
export const outboxMail = Pg.pgTable(
  'outbox_mail',
  {
    id: Pg.uuid('id').primaryKey().defaultRandom(),
    to: Pg.text('to').notNull(),
    subject: Pg.text('subject').notNull(),
    text: Pg.text('text').notNull(),
    links: Pg.jsonb('links').$type<string[]>().notNull(),
    createdAt: Pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [Pg.index('outbox_mail_to_created_at_idx').on(t.to, t.createdAt)],
);
