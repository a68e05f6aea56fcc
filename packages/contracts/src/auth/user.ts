import { PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { text } from '../common/fields.ts';

export const menuFlagSchema = z.object({ key: text(), enabled: z.boolean() });
export const menuPermissionSchema = menuFlagSchema.extend({
  subMenu: z.array(menuFlagSchema),
  features: z.array(menuFlagSchema),
});

export const integrationSchema = z.object({
  marketplace: z.string(),
  appCategory: z.enum(['app', 'product', 'chat']),
});

/** Who a row names (an audit entry's actor, an invoice's member, a recipient): id, e-mail and name. */
export const personSchema = z.object({ _id: z.string(), email: z.string(), name: z.string() });

/** The user object of spec section 3, as `GET /api/auth/user` answers it. */
export const userSchema = personSchema.extend({
  referral: z.string().nullable(),
  marketplaces: z.array(integrationSchema),
  usageMemberFree: z.record(z.string(), z.unknown()),
  subscriptionPackage: z.enum(PACKAGE_NAMES),
  expiredAt: z.string().nullable(),
  status: z.boolean(),
  isAdmin: z.boolean(),
  hasVerifiedEmail: z.boolean(),
  subMember: z.boolean(),
  parentMustUpgrade: z.boolean(),
  menu: z.array(menuPermissionSchema),
});
export type User = z.infer<typeof userSchema>;
