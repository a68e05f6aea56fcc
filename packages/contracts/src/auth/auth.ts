import { z } from 'zod';
import { requiredText, text } from '../common/fields.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { userSchema } from './user.ts';

// Messages are i18n keys of the `validation` namespace; the server renders them (id first).
export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .toLowerCase()
  .email({ error: 'validation.emailInvalid' })
  .max(254, { error: 'validation.emailInvalid' });
export const passwordSchema = text({ error: 'validation.passwordRequired' })
  .min(8, { error: 'validation.passwordTooShort' })
  .max(200, { error: 'validation.passwordTooLong' });
export const nameSchema = requiredText(
  { required: 'validation.nameRequired', tooLong: 'validation.nameTooLong' },
  100,
);

export const sessionSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  referral: text().trim().max(64).optional().nullable(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: text().min(1) });
export const tokenBodySchema = z.object({ token: text().min(1, { error: 'validation.tokenRequired' }) });
export const emailBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: text().min(1), password: passwordSchema });
export const acceptInvitationBodySchema = z.object({
  token: text().min(1),
  name: nameSchema.optional(),
  password: passwordSchema,
});

export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Register a free member',
    tags: ['auth'],
    body: registerBodySchema,
    response: messageSchema,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Member login',
    tags: ['auth'],
    body: loginBodySchema,
    response: sessionSchema,
  }),
  adminLogin: defineRoute({
    method: 'POST',
    path: '/api/authadmin/login',
    summary: 'Admin login',
    tags: ['auth'],
    body: loginBodySchema,
    response: sessionSchema,
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The logged-in member',
    tags: ['auth'],
    response: userSchema,
  }),
  adminUser: defineRoute({
    method: 'GET',
    path: '/api/authadmin/user',
    summary: 'The logged-in admin',
    tags: ['auth'],
    response: userSchema,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/auth/refresh-token',
    summary: 'Rotate the token pair',
    tags: ['auth'],
    body: refreshBodySchema,
    response: tokenPairSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revoke a refresh token',
    tags: ['auth'],
    body: refreshBodySchema,
    response: messageSchema,
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: 'Confirm an e-mail address with the mailed token',
    tags: ['auth'],
    body: tokenBodySchema,
    response: messageSchema,
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    summary: 'Mail a new verification link to the logged-in member',
    tags: ['auth'],
    response: messageSchema,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password/request',
    summary: 'Mail a password reset link',
    tags: ['auth'],
    body: emailBodySchema,
    response: messageSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the mailed token',
    tags: ['auth'],
    body: resetPasswordBodySchema,
    response: messageSchema,
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/auth/unsubscribe',
    summary: 'Stop marketing mail for the address in the token',
    tags: ['auth'],
    body: tokenBodySchema,
    response: messageSchema,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-invitation',
    summary: 'A sub-member sets a password from the invitation',
    tags: ['auth'],
    body: acceptInvitationBodySchema,
    response: sessionSchema,
  }),
} as const;
