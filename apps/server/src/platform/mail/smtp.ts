import nodemailer from 'nodemailer';
import { z } from 'zod';
import { defineJob } from '../jobs/index.ts';

export const mailPayloadSchema = z.object({ to: z.string(), subject: z.string(), text: z.string() });
export type MailPayload = z.infer<typeof mailPayloadSchema>;
export type MailTransport = { sendMail(mail: MailPayload & { from: string }): Promise<unknown> };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** Sends one mail; SMTP hiccups are retried with backoff for about an hour. */
export function createMailSendJob(transport: MailTransport, from: string) {
  return defineJob({
    name: 'mail.send.v1',
    schema: mailPayloadSchema,
    retry: { limit: 6, delaySeconds: 30, backoff: true },
    handle: async (mail) => {
      await transport.sendMail({ ...mail, from });
    },
  });
}
