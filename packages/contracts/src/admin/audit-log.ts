import { z } from 'zod';
import { personSchema } from '../auth/user.ts';
import { idSchema, searchQuery, text } from '../common/fields.ts';
import { keysetPagedSchema, keysetPageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';

/** One admin action as the audit log keeps it: who did what to whom, why, and what changed. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  actor: personSchema,
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The member the action concerns, when it concerns one. */
  member: personSchema.nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  ...keysetPageFields(100, 20),
  /** Matches the action name or the target's id. */
  search: searchQuery.optional(),
  action: text().trim().max(100, { error: 'validation.auditActionInvalid' }).optional(),
  memberId: idSchema.optional(),
  actorId: idSchema.optional(),
});

export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const adminAuditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Admin: every admin action, newest first',
    tags: ['admin'],
    query: auditLogQuerySchema,
    response: keysetPagedSchema(auditEntrySchema),
  }),
} as const;
