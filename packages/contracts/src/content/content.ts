import { PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { durationPriceSchema } from '../billing/billing.ts';
import { defineRoute } from '../common/route.ts';

export const topbarSchema = z.object({
  data: z
    .object({
      theme: z.number().int().min(1).max(4),
      redirectUrl: z.string(),
      content: z.string(),
      status: z.boolean(),
    })
    .nullable(),
});
export type Topbar = z.infer<typeof topbarSchema>;

export const popupBannerSchema = z
  .object({ _id: z.string(), urlImage: z.string(), link: z.string() })
  .nullable();
export type PopupBanner = z.infer<typeof popupBannerSchema>;

export const packageSchema = z.object({
  name: z.enum(PACKAGE_NAMES),
  monthlyPrice: z.number(),
  chatLimit: z.number(),
  integrationLimitPerMarketplace: z.number(),
  marketplaces: z.array(z.string()),
  canManageSubMembers: z.boolean(),
  hasMasterProduct: z.boolean(),
  hasCloneShop: z.boolean(),
  /** Price per duration (1, 3, 6, 12 months) from the billing catalogue; empty for free. */
  prices: z.array(durationPriceSchema),
});

export const contentRoutes = {
  page: defineRoute({
    method: 'GET',
    path: '/api/guest/page',
    summary: 'Public page content (top bar)',
    tags: ['content'],
    query: z.object({ type: z.enum(['topbar']) }),
    response: topbarSchema,
  }),
  popupBanner: defineRoute({
    method: 'GET',
    path: '/api/app/popup-banner',
    summary: 'Popup banner for a package',
    tags: ['content'],
    query: z.object({ subscriptionPackage: z.enum([...PACKAGE_NAMES, 'guest']).default('guest') }),
    response: popupBannerSchema,
  }),
  packages: defineRoute({
    method: 'GET',
    path: '/api/guest/packages',
    summary: 'Membership packages for the pricing page',
    tags: ['content'],
    response: z.array(packageSchema),
  }),
} as const;
