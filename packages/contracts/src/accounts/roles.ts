import { z } from 'zod';
import { emailSchema, nameSchema } from '../auth/auth.ts';
import { menuPermissionSchema, personSchema } from '../auth/user.ts';
import { idParams, requiredText } from '../common/fields.ts';
import { defineRoute, messageSchema } from '../common/route.ts';

export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  menu: z.array(menuPermissionSchema),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleBodySchema = z.object({
  name: requiredText({ required: 'validation.roleNameRequired', tooLong: 'validation.roleNameTooLong' }, 60),
  menu: z.array(menuPermissionSchema),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

export const subMemberSchema = personSchema.extend({
  roleId: z.string(),
  roleName: z.string(),
  status: z.enum(['invited', 'active']),
  createdAt: z.string(),
});
export type SubMember = z.infer<typeof subMemberSchema>;

export const inviteSubMemberBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  roleId: z.string().uuid({ error: 'validation.roleRequired' }),
});
export const updateSubMemberBodySchema = z.object({
  roleId: z.string().uuid({ error: 'validation.roleRequired' }),
});

export const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/auth/role',
    summary: 'Roles of the owner',
    tags: ['sub-members'],
    response: z.array(roleSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/auth/role',
    summary: 'Create a role',
    tags: ['sub-members'],
    body: roleBodySchema,
    response: roleSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/auth/role/:id',
    summary: 'One role',
    tags: ['sub-members'],
    params: idParams,
    response: roleSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/auth/role/:id',
    summary: 'Update a role',
    tags: ['sub-members'],
    params: idParams,
    body: roleBodySchema,
    response: roleSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/auth/role/:id',
    summary: 'Delete a role without members',
    tags: ['sub-members'],
    params: idParams,
    response: messageSchema,
  }),
} as const;

export const subMemberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/auth/sub-member',
    summary: 'Sub-members of the owner',
    tags: ['sub-members'],
    response: z.array(subMemberSchema),
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/auth/sub-member',
    summary: 'Invite a sub-member by e-mail',
    tags: ['sub-members'],
    body: inviteSubMemberBodySchema,
    response: subMemberSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/auth/sub-member/:id',
    summary: 'Change a sub-member role',
    tags: ['sub-members'],
    params: idParams,
    body: updateSubMemberBodySchema,
    response: subMemberSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/auth/sub-member/:id',
    summary: 'Remove a sub-member',
    tags: ['sub-members'],
    params: idParams,
    response: messageSchema,
  }),
} as const;
