import type { Executor } from '../db/client.ts';
import { t } from '../i18n/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { storeInOutbox } from './outbox.ts';
import { createMailSendJob, createSmtpTransport, type MailTransport } from './smtp.ts';
import type { Mailer, MailMessage } from './types.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export type MailerOptions = {
  /** Where the outbox is kept when no SMTP server is configured (`deliver`). */
  db?: Executor;
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
    const { db } = options;
    return {
      transport: 'outbox',
      send: (tx, message) => storeInOutbox(tx, withFooter(message)),
      deliver: async (message) => {
        if (!db) throw new Error('mailer: the outbox needs a database');
        await storeInOutbox(db, withFooter(message));
      },
    };
  }
  const job = createMailSendJob(transport, options.from);
  options.jobs.register(job);
  return {
    transport: 'smtp',
    send: (tx, message) => options.jobs.enqueue(job, withFooter(message), { tx }),
    deliver: async (message) => {
      await transport.sendMail({ ...withFooter(message), from: options.from });
    },
  };
}
