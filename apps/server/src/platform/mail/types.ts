import type { Executor } from '../db/client.ts';
import type { Locale } from '../i18n/index.ts';

export type MailMessage = {
  to: string;
  subject: string;
  /** Plain text; the mailer appends the unsubscribe footer. */
  text: string;
  /** Language of the footer; Indonesian by default. */
  locale?: Locale;
};

export type Mailer = {
  /** `outbox` keeps mail in the database (no SMTP_URL); `smtp` sends it through a retried job. */
  readonly transport: 'outbox' | 'smtp';
  /** Queues a mail inside the caller's transaction: it goes out only if the transaction commits. */
  send(tx: Executor, message: MailMessage): Promise<void>;
  /**
   * Sends one mail now, outside any job, and throws when the server refuses it: for senders that
   * keep their own per-recipient state and retries (e-mail blasts).
   */
  deliver(message: MailMessage): Promise<void>;
};
