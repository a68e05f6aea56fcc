import { t } from '../i18n/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { storeInOutbox } from './outbox.ts';
import { createMailSendJob, createSmtpTransport, type MailTransport } from './smtp.ts';
import type { Mailer, MailMessage } from './types.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export type MailerOptions = {
  appUrl: string;
  from: string;
  smtpUrl?: string;
  secret: string;
  jobs: JobQueue;
  /** Tests pass a fake SMTP transport. */
  transport?: MailTransport;
};

export function createMailer(options: MailerOptions): Mailer {
  const withFooter = ({ to, subject, text, locale = 'id' }: MailMessage) => {
    const link = `${options.appUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(options.secret, to))}`;
    return { to, subject, text: `${text}\n\n--\n${t(locale, 'mail.footer', { link })}` };
  };

  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null);
  if (!transport) {
    return { transport: 'outbox', send: (tx, message) => storeInOutbox(tx, withFooter(message)) };
  }
  const job = createMailSendJob(transport, options.from);
  options.jobs.register(job);
  return { transport: 'smtp', send: (tx, message) => options.jobs.enqueue(job, withFooter(message), { tx }) };
}
