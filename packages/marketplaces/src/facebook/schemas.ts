import { z } from 'zod';
import { idSchema, optionalString } from '../core/zod.ts';

export const facebookTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: optionalString,
  expires_in: z.number().optional(),
});

export const facebookMeSchema = z.object({ id: idSchema, name: z.string() });

export const facebookAccountsSchema = z.object({
  data: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      category: optionalString,
      access_token: z.string(),
      tasks: z.array(z.string()).default([]),
    }),
  ),
  paging: z
    .object({
      cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

export const facebookPostSchema = z.object({ id: z.string() });

export const facebookErrorSchema = z.object({
  error: z.object({
    message: z.string().default('Facebook error'),
    type: optionalString,
    code: z.number(),
    error_subcode: z.number().optional(),
  }),
});
