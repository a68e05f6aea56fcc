import { formatDate } from '@booster/domain';
import type { Executor } from '../../../platform/db/index.ts';
import { type Locale, t } from '../../../platform/i18n/index.ts';
import type { Mailer } from '../../../platform/mail/index.ts';
import type { NotifyInput } from '../../notifications/index.ts';
import type { InvoiceRow } from '../invoice-settlement.ts';

/** The product's own marketplace key: the bell opens the payment-information page for it (spec 2). */
const OWN_MARKETPLACE = 'booster';

/** "shopeeOptimization" → "Shopee Optimization". */
const packageLabel = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The member told: mail and bell are in the language they use the app in. */
type Member = { email: string; name: string; locale: Locale };
export type TransferDecision =
  | { kind: 'approved'; invoice: InvoiceRow; amount: number; until: Date | null }
  | { kind: 'rejected'; invoice: InvoiceRow; reason: string };

/**
 * Tells the member how the admin decided: a mail queued in the decision's transaction (sent only if
 * it commits) and, after the commit, a bell notification (once per transfer and decision).
 */
export function createTransferNotices(deps: {
  mailer: Mailer;
  notifications: { notify(accountId: string, input: NotifyInput): Promise<unknown> };
  appUrl: string;
}) {
  const link = `${deps.appUrl}/panel/payment-information`;
  const params = (d: TransferDecision, member: Member) => ({
    name: member.name,
    number: d.invoice.number,
    package: packageLabel(d.invoice.packageName),
    link,
    ...(d.kind === 'approved'
      ? { amount: d.amount, until: d.until ? formatDate(d.until) : '-' }
      : { reason: d.reason }),
  });

  return {
    async mail(tx: Executor, d: TransferDecision, member: Member) {
      const p = params(d, member);
      const approved = d.kind === 'approved';
      await deps.mailer.send(tx, {
        to: member.email,
        locale: member.locale,
        subject: t(
          member.locale,
          approved ? 'billing.transferApprovedSubject' : 'billing.transferRejectedSubject',
          p,
        ),
        text: t(member.locale, approved ? 'billing.transferApprovedText' : 'billing.transferRejectedText', p),
      });
    },

    async bell(transferId: string, d: TransferDecision, member: Member) {
      const p = params(d, member);
      const approved = d.kind === 'approved';
      await deps.notifications.notify(d.invoice.accountId, {
        type: 'order',
        marketplace: OWN_MARKETPLACE,
        title: t(
          member.locale,
          approved ? 'billing.transferApprovedTitle' : 'billing.transferRejectedTitle',
          p,
        ),
        description: t(
          member.locale,
          approved ? 'billing.transferApprovedNote' : 'billing.transferRejectedNote',
          p,
        ),
        dedupeKey: `billing-transfer:${transferId}:${d.kind}`,
      });
    },
  };
}

export type TransferNotices = ReturnType<typeof createTransferNotices>;
