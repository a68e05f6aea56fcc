import type { Locale } from '../../platform/i18n/index.ts';
import { t } from '../../platform/i18n/index.ts';
import type { MailMessage } from '../../platform/mail/index.ts';

export function invitationMail(input: {
  locale: Locale;
  appUrl: string;
  to: string;
  name: string;
  owner: string;
  role: string;
  token: string;
}): MailMessage {
  const link = `${input.appUrl}/verify-invitation?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    locale: input.locale,
    subject: t(input.locale, 'mail.invitation.subject'),
    text: t(input.locale, 'mail.invitation.text', {
      name: input.name,
      owner: input.owner,
      role: input.role,
      link,
    }),
  };
}
