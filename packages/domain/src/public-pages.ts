import { TRACKING_COURIERS } from './shipment-tracking.ts';

/**
 * The public pages search engines may index (the sitemap lists them); the panel, admin, sign-in
 * returns and the API are not among them (robots.txt refuses those).
 */
export const INDEXABLE_PAGES: readonly string[] = [
  '/',
  '/optimasi-shopee',
  '/pricing',
  '/affiliate',
  '/leaderboard',
  '/cek-resi',
  ...TRACKING_COURIERS.map((courier) => `/cek-resi/${courier}`),
  '/privacy-policy',
  '/register',
  '/login',
];

/** Path prefixes crawlers are asked to stay out of. */
export const CRAWLER_DISALLOWED = [
  '/panel',
  '/admin',
  '/api',
  '/ws',
  '/sandbox',
  '/callback',
  '/account',
] as const;
