import { type ConnectAccount, isPaid } from './connect-permission.ts';
import type { PackageName } from './packages.ts';

/**
 * Facebook accounts and pages per package. The spec names a 402 "about the limit (pages or
 * accounts)" without numbers; these follow the chat limits of section 9 for accounts (free and
 * shopeeOptimization get one account) and give each account a page allowance. Not-paid or expired
 * accounts get the free limits.
 */
export const FACEBOOK_LIMITS: Readonly<Record<PackageName, { accounts: number; pagesPerAccount: number }>> = {
  free: { accounts: 1, pagesPerAccount: 1 },
  shopeeOptimization: { accounts: 1, pagesPerAccount: 3 },
  premium: { accounts: 3, pagesPerAccount: 10 },
  medium: { accounts: 15, pagesPerAccount: 50 },
  platinum: { accounts: 100, pagesPerAccount: 100 },
};

export function facebookLimitsOf(account: ConnectAccount, now: Date) {
  return FACEBOOK_LIMITS[isPaid(account, now) ? account.subscriptionPackage : 'free'];
}

/** One more Facebook account may be connected when the accounts already connected are below the limit. */
export function canConnectFacebookAccount(account: ConnectAccount, connected: number, now: Date): boolean {
  return connected < facebookLimitsOf(account, now).accounts;
}

/** The pages an account may keep selected. */
export function canSaveFacebookPages(account: ConnectAccount, pages: number, now: Date): boolean {
  return pages <= facebookLimitsOf(account, now).pagesPerAccount;
}
