import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { extractLinks } from './links.ts';
import { outboxMail } from './tables.ts';

export async function storeInOutbox(
  tx: Executor,
  message: { to: string; subject: string; text: string },
): Promise<void> {
  await tx
    .insert(outboxMail)
    .values({ ...message, to: message.to.toLowerCase(), links: extractLinks(message.text) });
}

/** Outbox mail to one address, newest first. */
export async function readOutbox(db: Executor, to: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, to.trim().toLowerCase()))
    .orderBy(desc(outboxMail.createdAt), desc(outboxMail.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: r.links,
    createdAt: r.createdAt.toISOString(),
  }));
}
