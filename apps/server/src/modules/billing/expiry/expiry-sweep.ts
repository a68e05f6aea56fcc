import { expiryReminderStage, isExpired, jakartaIsoDate, jakartaParts } from '@booster/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { withTransaction } from '../../../platform/db/index.ts';
import type { Mailer } from '../../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../../platform/realtime/publisher.ts';
import { accountRoom } from '../../../platform/realtime/rooms.ts';
import type { UsersService } from '../../accounts/index.ts';
import type { NotifyInput } from '../../notifications/index.ts';
import type { InvoiceSettlement } from '../invoice-settlement.ts';
import { overdueInvoice } from '../overdue.ts';
import { billingInvoices } from '../tables.ts';
import { expiryMailText, expiryNotice, renewLink } from './expiry-notice.ts';
import { billingExpiryReminders } from './tables.ts';

const DAY_MS = 86_400_000;
/** Rows one run takes per step; the next run (or a retry) continues. */
const BATCH = 500;
/** Reminders go out from 08:00 Jakarta time, not in the night the stage begins. */
const REMINDER_FROM_HOUR = 8;

export type ExpirySweepDeps = {
  db: Db;
  users: UsersService;
  settlement: InvoiceSettlement;
  mailer: Mailer;
  realtime: RealtimePublisher;
  /** The bell (notifications module): a notification whose marketplace is the product's own. */
  notify: (accountId: string, input: NotifyInput) => Promise<unknown>;
  appUrl: string;
};

/**
 * The recurring expiry job's work, at a given moment (tests pass their clock): invoices past due
 * become expired, owners get their 7/3/1/0-day reminders once each (mail + bell), and owners whose
 * package ran out lose the paid flag, which puts them under the downgrade rules (free limits; the
 * route guard sends them to /expired or /downgrade, where they extend or choose what to keep).
 */
export function createExpirySweep(deps: ExpirySweepDeps) {
  const { db, users, settlement } = deps;

  /** Unpaid or pending invoices past their due time, each moved by the shared settlement. */
  async function expireOverdueInvoices(now: Date) {
    const overdue = overdueInvoice(now);
    const due = await db
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .where(overdue)
      .orderBy(billingInvoices.dueAt)
      .limit(BATCH);
    let expired = 0;
    for (const { id } of due) {
      await withTransaction(db, async (tx) => {
        const [invoice] = await tx
          .select()
          .from(billingInvoices)
          .where(and(eq(billingInvoices.id, id), overdue))
          .for('update', { skipLocked: true });
        if (invoice && (await settlement.settle(tx, invoice, 'expired', invoice.method)) === 'applied')
          expired++;
      });
    }
    return expired;
  }

  async function sendReminders(now: Date) {
    if (jakartaParts(now).hour < REMINDER_FROM_HOUR) return 0;
    const owners = await users.paidOwnersEndingBefore(new Date(now.getTime() + 8 * DAY_MS), BATCH);
    const due = owners.flatMap((o) => {
      const stage = o.expiredAt ? expiryReminderStage(o.expiredAt, now) : null;
      return o.expiredAt && stage !== null
        ? [{ ...o, expiredAt: o.expiredAt, stage, expiresOn: jakartaIsoDate(o.expiredAt) }]
        : [];
    });
    if (due.length === 0) return 0;
    const sentRows = await db
      .select()
      .from(billingExpiryReminders)
      .where(inArray(billingExpiryReminders.accountId, [...new Set(due.map((o) => o.id))]));
    const sent = new Set(sentRows.map((r) => `${r.accountId}|${r.expiresOn}|${r.stage}`));
    let mailed = 0;
    for (const owner of due) {
      if (sent.has(`${owner.id}|${owner.expiresOn}|${owner.stage}`)) continue;
      const notice = expiryNotice(owner, owner.stage, now, owner.locale);
      // The bell first (its dedupe key makes a repeat a no-op), then the mail with the row that says
      // "sent": a run cut off between the two sends the mail next time, never a second bell.
      await deps.notify(owner.id, {
        type: 'order',
        marketplace: 'booster',
        title: notice.title,
        description: notice.description,
        dedupeKey: `billing.expiry.${owner.expiresOn}.${owner.stage}`,
      });
      const recorded = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(billingExpiryReminders)
          .values({ accountId: owner.id, expiresOn: owner.expiresOn, stage: owner.stage })
          .onConflictDoNothing()
          .returning();
        if (!row) return false;
        await deps.mailer.send(tx, {
          to: owner.email,
          subject: notice.title,
          text: expiryMailText(
            owner.name,
            notice.description,
            renewLink(deps.appUrl, owner.subscriptionPackage),
            owner.locale,
          ),
          locale: owner.locale,
        });
        return true;
      });
      if (recorded) mailed++;
    }
    return mailed;
  }

  /** Owners past the expiry instant lose the paid flag (package and expiry stay for /expired). */
  async function endExpiredPlans(now: Date) {
    const owners = await users.paidOwnersEndingBefore(new Date(now.getTime() + DAY_MS), BATCH);
    let ended = 0;
    for (const owner of owners) {
      if (!owner.expiredAt || !isExpired({ ...owner }, now)) continue;
      const expiredAt = owner.expiredAt;
      if (!(await withTransaction(db, (tx) => users.markPlanEnded(tx, owner.id, expiredAt)))) continue;
      ended++;
      // Open tabs fetch the user again, so the route guard applies the downgrade rules at once.
      await deps.realtime.publish(accountRoom(owner.id), 'account.user-updated.v1', { userId: owner.id });
    }
    return ended;
  }

  return {
    async run(now: Date = new Date()) {
      const invoicesExpired = await expireOverdueInvoices(now);
      const remindersSent = await sendReminders(now);
      const plansEnded = await endExpiredPlans(now);
      return { invoicesExpired, remindersSent, plansEnded };
    },
  };
}

export type ExpirySweep = ReturnType<typeof createExpirySweep>;
