import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';
import { userSchema } from './user.ts';

/** The integrations (shop ids) the member keeps on the free package; the rest are deleted. */
export const downgradeBodySchema = z.object({
  keep: z.array(idSchema).max(50).default([]),
});
export type DowngradeBody = z.input<typeof downgradeBodySchema>;

export const downgradeRoutes = {
  downgrade: defineRoute({
    method: 'PUT',
    path: '/api/auth/downgrade',
    summary: 'Move to the free package keeping the chosen integrations',
    tags: ['auth'],
    body: downgradeBodySchema,
    response: z.object({ message: z.string(), user: userSchema }),
  }),
} as const;
