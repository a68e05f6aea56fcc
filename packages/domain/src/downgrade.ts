import { PACKAGES, type PackageName } from './packages.ts';
import { fromJakarta, jakartaParts } from './time.ts';

export type Integration = { marketplace: string; appCategory: 'app' | 'product' | 'chat' };

export type AccountForDowngrade = {
  subscriptionPackage: PackageName;
  /** Paid flag. */
  status: boolean;
  expiredAt: Date | string | null;
  marketplaces: readonly Integration[];
};

/** The expiry instant: hour 23 of the expiry date, Jakarta time (spec section 9). */
export function expiryInstant(expiredAt: Date | string): Date {
  const p = jakartaParts(new Date(expiredAt));
  return fromJakarta(p.year, p.month, p.day, 23, 0, 0);
}

export function isExpired(
  account: Pick<AccountForDowngrade, 'subscriptionPackage' | 'expiredAt'>,
  now: Date,
) {
  if (account.subscriptionPackage === 'free' || !account.expiredAt) return false;
  return now.getTime() > expiryInstant(account.expiredAt).getTime();
}

/** Limits that apply now: an inactive or expired account gets the free limits (spec section 9). */
export function activeLimits(account: AccountForDowngrade, now: Date) {
  const inactive = !account.status || isExpired(account, now);
  const pkg = inactive ? PACKAGES.free : PACKAGES[account.subscriptionPackage];
  return { perMarketplace: pkg.integrationLimitPerMarketplace, chat: pkg.chatLimit };
}

/** Integration groups above their limit: app/product per marketplace, and chat across marketplaces. */
export function overLimitGroups(account: AccountForDowngrade, now: Date) {
  const limits = activeLimits(account, now);
  const counts = new Map<string, number>();
  let chat = 0;
  for (const i of account.marketplaces) {
    if (i.appCategory === 'chat') chat++;
    else counts.set(i.marketplace, (counts.get(i.marketplace) ?? 0) + 1);
  }
  const over: { group: string; count: number; limit: number }[] = [];
  for (const [marketplace, count] of counts) {
    if (count > limits.perMarketplace) over.push({ group: marketplace, count, limit: limits.perMarketplace });
  }
  if (chat > limits.chat) over.push({ group: 'chat', count: chat, limit: limits.chat });
  return over;
}

/** Downgrade need (spec section 4): a non-free package past expiry, or integrations above the limit. */
export function needsDowngrade(account: AccountForDowngrade, now: Date): boolean {
  return isExpired(account, now) || overLimitGroups(account, now).length > 0;
}

/** Where the downgrade routing sends the member: above 1 integration /downgrade, below 2 /expired. */
export function downgradePath(account: AccountForDowngrade): '/downgrade' | '/expired' {
  return account.marketplaces.length > 1 ? '/downgrade' : '/expired';
}
