import type { Marketplace } from './packages.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When a shop's access token should be refreshed (issue 3): before it expires, early enough
 * that a failed attempt can be retried. Shopee access tokens live 4 hours and its refresh token
 * is single-use, so it refreshes at 7/8 of the lifetime (3.5 h of 4 h); the others refresh an
 * eighth of their lifetime ahead, at most one day ahead (TikTok 7 d → 21 h, Lazada 30 d → 1 d).
 */
export function refreshDueAt(marketplace: Marketplace, issuedAt: Date, expiresAt: Date): Date {
  const lifetime = Math.max(0, expiresAt.getTime() - issuedAt.getTime());
  const lead = marketplace === 'shopee' ? lifetime / 8 : Math.min(lifetime / 8, DAY);
  return new Date(expiresAt.getTime() - lead);
}
