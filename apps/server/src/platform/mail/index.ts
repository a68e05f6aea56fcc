export { createMailer, type MailerOptions } from './mailer.ts';
export { readOutbox } from './outbox.ts';
export type { MailTransport } from './smtp.ts';
export { type TokenMailInput, tokenMail } from './token-mail.ts';
export type { Mailer, MailMessage } from './types.ts';
export { emailFromUnsubscribeToken, unsubscribeToken } from './unsubscribe.ts';
