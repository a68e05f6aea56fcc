import { type AccountForDowngrade, isExpired, overLimitGroups } from './downgrade.ts';
import { MARKETPLACE_CAPABILITIES } from './marketplace-capabilities.ts';
import { type Marketplace, PACKAGES, type PackageName } from './packages.ts';

/** What a connection is for: products (the spec's app/product category) or chat. */
export type ConnectCategory = 'app' | 'chat';

export type ConnectAccount = {
  subscriptionPackage: PackageName;
  /** Paid flag. */
  status: boolean;
  expiredAt: Date | string | null;
};

export type ConnectRequest = {
  marketplace: Marketplace;
  category: ConnectCategory;
  /**
   * Accounts already connected, before the new one: for a product connection the product
   * accounts of this marketplace, for chat the chat accounts of every marketplace.
   * `null` when the lookup failed: it then counts as 1000 (spec section 5), so nothing is allowed.
   */
  usage: number | null;
};

export type ConnectDecision =
  | { allowed: true }
  | { allowed: false; reason: 'limit' }
  /** The platform offers no such connection (Bukalapak and TikTok chat). */
  | { allowed: false; reason: 'unsupported' };

/** Usage taken when the lookup fails (spec section 5). */
export const FAILED_USAGE_LOOKUP = 1000;

/** Paid = the paid flag is on and the package has not expired (hour 23 of the expiry date, Jakarta). */
export function isPaid(account: ConnectAccount, now: Date): boolean {
  return account.status && !isExpired(account, now);
}

/**
 * The permission to connect one more account (spec section 5), with the usage counted BEFORE the
 * new account. Decisions, so that a connection never puts the account over the limits of
 * section 9 (which would send the member straight to /downgrade):
 * - shopeeOptimization Shopee product: "allowed when usage is 10 or fewer" is read together with
 *   the section 9 constant "Shopee product accounts, shopeeOptimization: 10 or fewer" — the total
 *   after connecting is at most 10, so the usage before must be below 10.
 * - paid product connections ("always allowed") stop at the package's per-marketplace limit of
 *   section 9 (premium 30, medium 150, platinum 300).
 * - free (or not paid) product connections only when usage is 0.
 * - chat: never for free, shopeeOptimization or not-paid accounts; otherwise below the package
 *   chat limit (premium 3, medium 15, platinum 100); Bukalapak and TikTok chat never. The same rule
 *   covers Tokopedia chat ("below the package chat limit").
 */
export function connectPermission(
  account: ConnectAccount,
  request: ConnectRequest,
  now: Date,
): ConnectDecision {
  const usage = request.usage ?? FAILED_USAGE_LOOKUP;
  if (request.category === 'chat' && MARKETPLACE_CAPABILITIES[request.marketplace].connect.chat === null) {
    return { allowed: false, reason: 'unsupported' };
  }
  const paid = isPaid(account, now);
  const pkg = PACKAGES[paid ? account.subscriptionPackage : 'free'];
  if (request.category === 'chat') {
    return usage < pkg.chatLimit ? { allowed: true } : { allowed: false, reason: 'limit' };
  }
  if (!paid) return usage === 0 ? { allowed: true } : { allowed: false, reason: 'limit' };
  if (!pkg.marketplaces.includes(request.marketplace)) return { allowed: false, reason: 'limit' };
  const limit =
    request.marketplace === 'shopee' && pkg.shopeeProductLimit !== null
      ? pkg.shopeeProductLimit
      : pkg.integrationLimitPerMarketplace;
  return usage < limit ? { allowed: true } : { allowed: false, reason: 'limit' };
}

/** The chat accounts the account may have now (free limits when not paid). */
export function chatLimitOf(account: ConnectAccount, now: Date): number {
  return PACKAGES[isPaid(account, now) ? account.subscriptionPackage : 'free'].chatLimit;
}

/**
 * Whether the integrations a member keeps when downgrading fit the free package (spec sections 4
 * and 9): at most 1 product account per marketplace and no chat account.
 */
export function fitsFreeLimits(kept: AccountForDowngrade['marketplaces']): boolean {
  const freeAccount: AccountForDowngrade = {
    subscriptionPackage: 'free',
    status: false,
    expiredAt: null,
    marketplaces: kept,
  };
  return overLimitGroups(freeAccount, new Date(0)).length === 0;
}
