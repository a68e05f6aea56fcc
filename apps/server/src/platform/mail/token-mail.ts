import { type Locale, t } from '../i18n/index.ts';
import type { MailMessage } from './types.ts';

export type TokenMailInput = {
  locale: Locale;
  appUrl: string;
  to: string;
  token: string;
  /** The i18n entry under `mail.` holding `subject` and `text`. */
  template: 'verifyEmail' | 'resetPassword' | 'invitation';
  /** The web page that takes `?token=`. */
  path: string;
  /** Values for the text besides `link`. */
  params: Record<string, string>;
};

/** A mail whose text carries one single-use link to `${appUrl}${path}?token=…`. */
export function tokenMail(m: TokenMailInput): MailMessage {
  const link = `${m.appUrl}${m.path}?token=${encodeURIComponent(m.token)}`;
  return {
    to: m.to,
    locale: m.locale,
    subject: t(m.locale, `mail.${m.template}.subject` as const),
    text: t(m.locale, `mail.${m.template}.text` as const, { ...m.params, link }),
  };
}
