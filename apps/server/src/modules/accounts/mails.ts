import type { Locale } from '../../platform/i18n/index.ts';
import { type MailMessage, tokenMail } from '../../platform/mail/index.ts';

export function invitationMail(input: {
  locale: Locale;
  appUrl: string;
  to: string;
  name: string;
  owner: string;
  role: string;
  token: string;
}): MailMessage {
  const { name, owner, role } = input;
  return tokenMail({
    ...input,
    template: 'invitation',
    path: '/verify-invitation',
    params: { name, owner, role },
  });
}
