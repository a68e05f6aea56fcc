import { type BlastValues, fillBlastTemplate, formatDate } from '@booster/domain';
import type { MailMessage } from '../../platform/mail/index.ts';

export type BlastPerson = {
  email: string;
  name: string;
  subscriptionPackage: string;
  expiredAt: Date | null;
};

export const valuesOf = (p: BlastPerson): BlastValues => ({
  name: p.name,
  email: p.email,
  package: p.subscriptionPackage,
  expiredAt: p.expiredAt ? formatDate(p.expiredAt) : '-',
});

/** The blast's subject and text filled with one member's values; the mailer adds the unsubscribe link. */
export function blastMail(content: { subject: string; text: string }, person: BlastPerson): MailMessage {
  const values = valuesOf(person);
  return {
    to: person.email,
    subject: fillBlastTemplate(content.subject, values),
    text: fillBlastTemplate(content.text, values),
  };
}
