import type { Locale } from '../../platform/i18n/index.ts';
import { type MailMessage, tokenMail } from '../../platform/mail/index.ts';

type LinkMail = { locale: Locale; appUrl: string; to: string; name: string; token: string };

export const verificationMail = (m: LinkMail): MailMessage =>
  tokenMail({ ...m, template: 'verifyEmail', path: '/verify-email', params: { name: m.name } });

export const resetPasswordMail = (m: LinkMail): MailMessage =>
  tokenMail({ ...m, template: 'resetPassword', path: '/reset-password', params: { name: m.name } });
