import { PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { userSchema } from '../auth/user.ts';
import { invoiceSchema } from '../billing/billing.ts';
import { dateTime, idParams, requiredText, searchQuery } from '../common/fields.ts';
import { keysetPagedSchema, keysetPageFields } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { shopSchema } from '../shops/shops.ts';
import { auditEntrySchema } from './audit-log.ts';

/** One member (an account owner) as the admin list shows it. */
export const adminMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subscriptionPackage: z.enum(PACKAGE_NAMES),
  expiredAt: z.string().nullable(),
  /** Paid flag of the user object. */
  status: z.boolean(),
  hasVerifiedEmail: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

const flag = z.enum(['true', 'false']);

export const adminMemberListQuerySchema = z.object({
  ...keysetPageFields(100, 20),
  /** Name, e-mail or the name of one of the member's shops. */
  search: searchQuery.optional(),
  subscriptionPackage: z.enum(PACKAGE_NAMES).optional(),
  /** `active` or `suspended`. */
  state: z.enum(['active', 'suspended']).optional(),
  verified: flag.optional(),
  /** `expired`: already past; `7d` / `30d`: ends within that many days; `none`: no expiry date. */
  expiry: z.enum(['expired', '7d', '30d', 'none']).optional(),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuerySchema>;

export const adminSubMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  roleName: z.string(),
  status: z.enum(['active', 'invited']),
});

/** A member's page: package and expiry, shops, sub-members, invoices and the admin actions on them. */
export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema.extend({ referral: z.string().nullable(), suspendedAt: z.string().nullable() }),
  shops: z.array(shopSchema),
  subMembers: z.array(adminSubMemberSchema),
  invoices: z.array(invoiceSchema),
  activity: z.array(auditEntrySchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

const reason = requiredText({ required: 'validation.required', tooLong: 'validation.invalid' }, 500);

export const memberPackageChangeSchema = z.object({
  subscriptionPackage: z.enum(PACKAGE_NAMES),
  /** DD/MM/YYYY is how it is shown; the API takes an ISO date-time, or null for no expiry. */
  expiredAt: dateTime().nullable(),
  reason,
});
export type MemberPackageChange = z.infer<typeof memberPackageChangeSchema>;

export const memberReasonSchema = z.object({ reason });

/** What an admin receives to open a member's panel as that member: no refresh token, it ends at `expiresAt`. */
export const impersonationSessionSchema = z.object({
  sessionId: z.string(),
  user: userSchema,
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type ImpersonationSession = z.infer<typeof impersonationSessionSchema>;

export const adminMemberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/members',
    summary: 'Admin: members (owners) with search and filters',
    tags: ['admin'],
    query: adminMemberListQuerySchema,
    response: keysetPagedSchema(adminMemberSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/members/:id',
    summary: "Admin: a member's package, shops, sub-members, invoices and recent admin actions",
    tags: ['admin'],
    params: idParams,
    response: adminMemberDetailSchema,
  }),
  changePackage: defineRoute({
    method: 'PUT',
    path: '/api/admin/members/:id/package',
    summary: "Admin: change a member's package or expiry, with a reason",
    tags: ['admin'],
    params: idParams,
    body: memberPackageChangeSchema,
    response: adminMemberSchema,
  }),
  suspend: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:id/suspend',
    summary: 'Admin: suspend a member (no login, no refresh, sessions ended)',
    tags: ['admin'],
    params: idParams,
    body: memberReasonSchema,
    response: adminMemberSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:id/restore',
    summary: 'Admin: restore a suspended member',
    tags: ['admin'],
    params: idParams,
    body: memberReasonSchema,
    response: adminMemberSchema,
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:id/resend-verification',
    summary: 'Admin: mail the member a new verification link',
    tags: ['admin'],
    params: idParams,
    response: messageSchema,
  }),
  sendPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:id/password-reset',
    summary: 'Admin: mail the member a password-reset link',
    tags: ['admin'],
    params: idParams,
    response: messageSchema,
  }),
  impersonate: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:id/impersonate',
    summary: "Admin: open the member's panel as the member for support (30 minutes)",
    tags: ['admin'],
    params: idParams,
    body: memberReasonSchema,
    response: impersonationSessionSchema,
  }),
  endImpersonation: defineRoute({
    method: 'POST',
    path: '/api/auth/impersonation/end',
    summary: 'Ends the impersonation session the presented token belongs to',
    tags: ['auth'],
    response: messageSchema,
  }),
} as const;
