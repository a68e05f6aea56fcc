/** Membership packages and their limits (spec sections 1, 5 and 9). Data, not code paths. */
export const PACKAGE_NAMES = ['free', 'shopeeOptimization', 'premium', 'medium', 'platinum'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

export const MARKETPLACES = ['shopee', 'tokopedia', 'lazada', 'tiktok', 'bukalapak'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export type PackageDefinition = {
  name: PackageName;
  /** Price per month in IDR; 0 for free. */
  monthlyPrice: number;
  /** Chat accounts that may be connected. */
  chatLimit: number;
  /** Product (app) integrations per marketplace before the account is over the limit. */
  integrationLimitPerMarketplace: number;
  /** Shopee product accounts allowed for shopeeOptimization; null elsewhere. */
  shopeeProductLimit: number | null;
  /** Marketplaces offered in the integration modal. */
  marketplaces: readonly Marketplace[];
  /** Owner may create sub-members. */
  canManageSubMembers: boolean;
  /** Master product and central stock pages. */
  hasMasterProduct: boolean;
  /** Clone shop tool. */
  hasCloneShop: boolean;
};

export const PACKAGES: Readonly<Record<PackageName, PackageDefinition>> = {
  free: {
    name: 'free',
    monthlyPrice: 0,
    chatLimit: 0,
    integrationLimitPerMarketplace: 1,
    shopeeProductLimit: null,
    marketplaces: MARKETPLACES,
    canManageSubMembers: false,
    hasMasterProduct: true,
    hasCloneShop: false,
  },
  shopeeOptimization: {
    name: 'shopeeOptimization',
    monthlyPrice: 49_000,
    chatLimit: 0,
    integrationLimitPerMarketplace: 10,
    shopeeProductLimit: 10,
    marketplaces: ['shopee'],
    canManageSubMembers: false,
    hasMasterProduct: false,
    hasCloneShop: false,
  },
  premium: {
    name: 'premium',
    monthlyPrice: 149_000,
    chatLimit: 3,
    integrationLimitPerMarketplace: 30,
    shopeeProductLimit: null,
    marketplaces: MARKETPLACES,
    canManageSubMembers: false,
    hasMasterProduct: true,
    hasCloneShop: false,
  },
  medium: {
    name: 'medium',
    monthlyPrice: 349_000,
    chatLimit: 15,
    integrationLimitPerMarketplace: 150,
    shopeeProductLimit: null,
    marketplaces: MARKETPLACES,
    canManageSubMembers: true,
    hasMasterProduct: true,
    hasCloneShop: true,
  },
  platinum: {
    name: 'platinum',
    monthlyPrice: 749_000,
    chatLimit: 100,
    integrationLimitPerMarketplace: 300,
    shopeeProductLimit: null,
    marketplaces: MARKETPLACES,
    canManageSubMembers: true,
    hasMasterProduct: true,
    hasCloneShop: true,
  },
};

export function isPackageName(value: unknown): value is PackageName {
  return typeof value === 'string' && (PACKAGE_NAMES as readonly string[]).includes(value);
}

/** Upgrade shows unless platinum; extend shows unless free or shopeeOptimization (spec section 2). */
export function membershipActions(pkg: PackageName): { canUpgrade: boolean; canExtend: boolean } {
  return {
    canUpgrade: pkg !== 'platinum',
    canExtend: pkg !== 'free' && pkg !== 'shopeeOptimization',
  };
}
