import { z } from 'zod';
import { text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';

export const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

/** Public runtime configuration the web reads at start (the route guard's maintenance window, links). */
export const guestConfigSchema = z.object({
  maintenance: z.object({ start: z.string(), end: z.string() }),
  marketplaceMode: z.enum(['sandbox', 'live']),
  appUrl: z.string(),
});
export type GuestConfig = z.infer<typeof guestConfigSchema>;

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Database reachable',
    tags: ['system'],
    response: z.object({ status: z.literal('ok') }),
  }),
  mailbox: defineRoute({
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'Outbox mail, newest first (outbox transport only)',
    tags: ['system'],
    query: z.object({ to: text() }),
    response: z.array(mailSchema),
  }),
  guestConfig: defineRoute({
    method: 'GET',
    path: '/api/guest/config',
    summary: 'Public configuration for the web app',
    tags: ['system'],
    response: guestConfigSchema,
  }),
} as const;
