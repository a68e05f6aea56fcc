import { z } from 'zod';
import { defineRoute } from '../common/route.ts';

const usageSchema = z.object({ usage: z.number().int() });

/** Spec section 3: integrationMarketplace.marketplace.{name}.usage and chat.usage. */
export const detailPackageSchema = z.object({
  integrationMarketplace: z.object({
    marketplace: z.object({
      shopee: usageSchema,
      lazada: usageSchema,
      bukalapak: usageSchema,
      tiktok: usageSchema,
      tokopedia: usageSchema,
    }),
    chat: usageSchema,
  }),
});
export type DetailPackage = z.infer<typeof detailPackageSchema>;

export const dashboardRoutes = {
  detailPackage: defineRoute({
    method: 'GET',
    path: '/api/app/dashboard/detail-package',
    summary: 'Integrations used per marketplace and chat',
    tags: ['dashboard'],
    response: detailPackageSchema,
  }),
} as const;
