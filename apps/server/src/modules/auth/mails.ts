import { type Locale, t } from '../../platform/i18n/index.ts';
import type { MailMessage } from '../../platform/mail/index.ts';

type LinkMail = { locale: Locale; appUrl: string; to: string; name: string; token: string };

const link = (appUrl: string, path: string, token: string) =>
  `${appUrl}${path}?token=${encodeURIComponent(token)}`;

export function verificationMail(m: LinkMail): MailMessage {
  return {
    to: m.to,
    locale: m.locale,
    subject: t(m.locale, 'mail.verifyEmail.subject'),
    text: t(m.locale, 'mail.verifyEmail.text', {
      name: m.name,
      link: link(m.appUrl, '/verify-email', m.token),
    }),
  };
}

export function resetPasswordMail(m: LinkMail): MailMessage {
  return {
    to: m.to,
    locale: m.locale,
    subject: t(m.locale, 'mail.resetPassword.subject'),
    text: t(m.locale, 'mail.resetPassword.text', {
      name: m.name,
      link: link(m.appUrl, '/reset-password', m.token),
    }),
  };
}
