/**
 * Prices of the membership packages and what a purchase changes (issue 13). The one place prices
 * live: the server charges them, the web shows what the server answers.
 *
 * Prices (IDR, whole rupiah): the monthly price of `PACKAGES` (shopeeOptimization 49.000, premium
 * 149.000, medium 349.000, platinum 749.000) times the months, less the duration discount
 * (3 months 10 %, 6 months 15 %, 12 months 25 %), rounded down to whole thousands.
 */
import { isExpired } from './downgrade.ts';
import { PACKAGE_NAMES, PACKAGES, type PackageDefinition, type PackageName } from './packages.ts';
import { fromJakarta, jakartaIsoDate, jakartaParts } from './time.ts';

export const BILLING_DURATIONS = [1, 3, 6, 12] as const;
export type BillingMonths = (typeof BILLING_DURATIONS)[number];

export const DURATION_DISCOUNT_PERCENT: Readonly<Record<BillingMonths, number>> = {
  1: 0,
  3: 10,
  6: 15,
  12: 25,
};

/** Packages a member can buy (free is never sold). */
export const PAID_PACKAGE_NAMES = PACKAGE_NAMES.filter((p) => p !== 'free') as readonly Exclude<
  PackageName,
  'free'
>[];
export type PaidPackageName = Exclude<PackageName, 'free'>;

export function isPaidPackage(name: PackageName): name is PaidPackageName {
  return name !== 'free';
}

/** Order of the packages: an upgrade goes to a higher rank. */
export const PACKAGE_RANK: Readonly<Record<PackageName, number>> = {
  free: 0,
  shopeeOptimization: 1,
  premium: 2,
  medium: 3,
  platinum: 4,
};

export type DurationPrice = {
  months: BillingMonths;
  /** Monthly price times months, before the discount. */
  listPrice: number;
  discountPercent: number;
  discount: number;
  /** What the duration costs. */
  price: number;
};

export function packagePrice(name: PaidPackageName, months: BillingMonths): DurationPrice {
  const listPrice = PACKAGES[name].monthlyPrice * months;
  const discountPercent = DURATION_DISCOUNT_PERCENT[months];
  const price = Math.floor((listPrice * (100 - discountPercent)) / 100 / 1000) * 1000;
  return { months, listPrice, discountPercent, discount: listPrice - price, price };
}

export type CatalogueEntry = Omit<PackageDefinition, 'marketplaces'> & {
  marketplaces: string[];
  /** Empty for free. */
  prices: DurationPrice[];
};

/** Every package with its limits (spec 9) and its price per duration: what `/pricing` shows. */
export function packageCatalogue(): CatalogueEntry[] {
  return PACKAGE_NAMES.map((name) => {
    const p = PACKAGES[name];
    return {
      ...p,
      marketplaces: [...p.marketplaces],
      prices: isPaidPackage(name) ? BILLING_DURATIONS.map((m) => packagePrice(name, m)) : [],
    };
  });
}

/** Calendar months added on the Jakarta calendar, the day clamped to the month's length. */
export function addMonths(date: Date, months: number): Date {
  const p = jakartaParts(date);
  const monthIndex = p.month - 1 + months;
  const year = p.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return fromJakarta(year, month, Math.min(p.day, lastDay), p.hour, p.minute, p.second);
}

const DAY_MS = 86_400_000;

/** Whole Jakarta days after today up to and including the expiry date (0 when it is today or past). */
export function remainingDays(expiredAt: Date, now: Date): number {
  const days = (Date.parse(jakartaIsoDate(expiredAt)) - Date.parse(jakartaIsoDate(now))) / DAY_MS;
  return Math.max(0, Math.round(days));
}

export type CurrentPlan = {
  subscriptionPackage: PackageName;
  /** Paid flag. */
  status: boolean;
  expiredAt: Date | string | null;
};

/** The current package still runs: paid, not past its expiry instant (hour 23 of the expiry date). */
export function isPlanActive(plan: CurrentPlan, now: Date): boolean {
  return (
    isPaidPackage(plan.subscriptionPackage) &&
    plan.status &&
    !!plan.expiredAt &&
    !isExpired({ subscriptionPackage: plan.subscriptionPackage, expiredAt: plan.expiredAt }, now)
  );
}

/**
 * * `new`: nothing runs (free, unpaid or expired): the package starts at payment.
 * * `extend`: the same package: the months are added to the current expiry.
 * * `upgrade`: a higher package while the current one runs: it starts at payment, and the unused
 *   days of the current package are credited (`upgradeCredit`).
 */
export type PlanChangeKind = 'new' | 'extend' | 'upgrade';

export type PlanRefusal =
  /** Free is not sold. */
  | 'packageNotForSale'
  /** A lower package while the current one runs. */
  | 'lowerPackageWhileActive'
  /** `subscribeType=extend` names another package than the current one. */
  | 'extendOtherPackage'
  /** The credit of an upgrade covers the whole price: choose a longer duration. */
  | 'creditCoversPrice';

export type PlanQuote = {
  kind: PlanChangeKind;
  packageName: PaidPackageName;
  months: BillingMonths;
  listPrice: number;
  discountPercent: number;
  discount: number;
  /** Price of the duration after its discount. */
  price: number;
  /** Unused days of the current package credited on an upgrade (0 otherwise). */
  creditDays: number;
  credit: number;
  /** What the member pays: price less credit. */
  amount: number;
  /** When the new period starts and ends if paid now. */
  startsAt: Date;
  expiresAt: Date;
};

/**
 * Upgrade credit rule (said on /panel/upgrade): the unused days of the current package (whole days
 * after today up to its expiry date) × its daily price on the 12-month duration (that price ÷ 365),
 * rounded down to whole rupiah. The 12-month duration is the cheapest per day, so the credit never
 * exceeds what the member paid for those days, whichever duration they bought (the monthly price
 * would credit a 12-month buyer more than they paid).
 */
export function upgradeCredit(plan: CurrentPlan, now: Date): { days: number; credit: number } {
  if (!isPlanActive(plan, now) || !plan.expiredAt || !isPaidPackage(plan.subscriptionPackage)) {
    return { days: 0, credit: 0 };
  }
  const days = remainingDays(new Date(plan.expiredAt), now);
  const yearPrice = packagePrice(plan.subscriptionPackage, 12).price;
  return { days, credit: Math.floor((days * yearPrice) / 365) };
}

/** The kind of change buying `target` is for this member, or why it is refused. */
export function planChangeKind(
  plan: CurrentPlan,
  target: PackageName,
  now: Date,
  options: { extend?: boolean } = {},
): PlanChangeKind | PlanRefusal {
  if (!isPaidPackage(target)) return 'packageNotForSale';
  const same = target === plan.subscriptionPackage;
  if (options.extend && !same) return 'extendOtherPackage';
  // Nothing runs (expired or unpaid): even "extend" buys a period that starts at payment.
  if (!isPlanActive(plan, now)) return 'new';
  if (same) return 'extend';
  return PACKAGE_RANK[target] > PACKAGE_RANK[plan.subscriptionPackage]
    ? 'upgrade'
    : 'lowerPackageWhileActive';
}

/** When a paid change runs: extending adds to the current expiry (or now, when it has passed). */
export function activationPeriod(
  plan: CurrentPlan,
  kind: PlanChangeKind,
  months: number,
  now: Date,
): { startsAt: Date; expiresAt: Date } {
  const current = plan.expiredAt ? new Date(plan.expiredAt) : null;
  const startsAt = kind === 'extend' && current && isPlanActive(plan, now) ? current : now;
  return { startsAt, expiresAt: addMonths(startsAt, months) };
}

/** The server's quote for buying `target` for `months` now. */
export function quotePlanChange(
  plan: CurrentPlan,
  target: PackageName,
  months: BillingMonths,
  now: Date,
  options: { extend?: boolean } = {},
): { ok: true; quote: PlanQuote } | { ok: false; reason: PlanRefusal } {
  const kind = planChangeKind(plan, target, now, options);
  if (kind !== 'new' && kind !== 'extend' && kind !== 'upgrade') return { ok: false, reason: kind };
  const packageName = target as PaidPackageName;
  const price = packagePrice(packageName, months);
  const { days, credit } = kind === 'upgrade' ? upgradeCredit(plan, now) : { days: 0, credit: 0 };
  if (credit >= price.price) return { ok: false, reason: 'creditCoversPrice' };
  return {
    ok: true,
    quote: {
      kind,
      packageName,
      ...price,
      creditDays: days,
      credit,
      amount: price.price - credit,
      ...activationPeriod(plan, kind, months, now),
    },
  };
}

/**
 * Coupons (issue 13, `/admin/order/coupon`): a percent or a fixed amount off what the member pays
 * (after the duration discount and any upgrade credit), for chosen packages and durations, within a
 * validity window and use limits. The discount never takes the amount below `MIN_PAYABLE`.
 */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The least an invoice with a coupon still costs (a gateway takes no zero amount). */
export const MIN_PAYABLE = 1_000;

export type CouponTerms = {
  kind: CouponKind;
  /** Percent (1–100) or rupiah. */
  value: number;
  packages: readonly string[];
  months: readonly number[];
  /** Valid from this instant (inclusive) until `endsAt` (exclusive). */
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  /** Uses in total and per member; null = no limit. */
  maxUses: number | null;
  maxUsesPerMember: number | null;
};

/** Uses that count against the limits: paid invoices and open invoices that hold the coupon. */
export type CouponUsage = { total: number; byMember: number };

export type CouponRefusal =
  | 'couponNotFound'
  | 'couponNotStarted'
  | 'couponExpired'
  | 'couponNotForPackage'
  | 'couponNotForDuration'
  | 'couponUsedUp'
  | 'couponAlreadyUsed';

/** Rupiah off `amount`: percent rounded down to whole rupiah; never below `MIN_PAYABLE` left to pay. */
export function couponDiscount(kind: CouponKind, value: number, amount: number): number {
  const raw = kind === 'percent' ? Math.floor((amount * value) / 100) : value;
  return Math.max(0, Math.min(raw, amount - MIN_PAYABLE));
}

/** Why this coupon cannot be used on this purchase now, or null when it can. */
export function couponRefusal(
  terms: CouponTerms,
  usage: CouponUsage,
  purchase: { packageName: string; months: number },
  now: Date,
): CouponRefusal | null {
  // An inactive coupon is answered like an unknown one: the code does not exist for members.
  if (!terms.active) return 'couponNotFound';
  if (now.getTime() < terms.startsAt.getTime()) return 'couponNotStarted';
  if (now.getTime() >= terms.endsAt.getTime()) return 'couponExpired';
  if (!terms.packages.includes(purchase.packageName)) return 'couponNotForPackage';
  if (!terms.months.includes(purchase.months)) return 'couponNotForDuration';
  return couponLimitReached(terms, usage);
}

/** Whether one more use would pass the coupon's per-member or total limit. */
export function couponLimitReached(
  terms: Pick<CouponTerms, 'maxUses' | 'maxUsesPerMember'>,
  usage: CouponUsage,
): 'couponUsedUp' | 'couponAlreadyUsed' | null {
  if (terms.maxUsesPerMember !== null && usage.byMember >= terms.maxUsesPerMember) return 'couponAlreadyUsed';
  if (terms.maxUses !== null && usage.total >= terms.maxUses) return 'couponUsedUp';
  return null;
}

/** The quote with the coupon's discount taken off what the member pays. */
export function applyCouponToQuote<Q extends { amount: number }>(
  quote: Q,
  coupon: { code: string; kind: CouponKind; value: number },
): Q & { couponCode: string; couponDiscount: number } {
  const discount = couponDiscount(coupon.kind, coupon.value, quote.amount);
  return { ...quote, amount: quote.amount - discount, couponCode: coupon.code, couponDiscount: discount };
}
