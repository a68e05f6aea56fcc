import { z } from 'zod';
import { defineRoute } from '../common/route.ts';

export const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), createdAt: z.string() });

export const systemRoutes = {
  health: defineRoute({ method: 'GET', path: '/api/health', summary: 'Database reachable', tags: ['system'], response: z.object({ status: z.literal('ok') }) }),
  mailbox: defineRoute({ method: 'GET', path: '/api/dev/mailbox', summary: 'Outbox mail, newest first (outbox transport only)', tags: ['system'], query: z.object({ to: z.string() }), response: z.array(mailSchema) }),
} as const;
