import type { PackageName } from './packages.ts';

/** Pages blocked for some packages, with the feature name used in the blocked-feature dialog (spec 5, 8). */
export type PackageGate = {
  path: string;
  notAllowedPackages: readonly PackageName[];
  /** i18n key suffix of the feature named in 'Upgrade akun anda agar dapat mengakses fitur …!'. */
  feature: 'masterProduct' | 'cloneShop' | 'manageAdmin';
};

export const PACKAGE_GATES: readonly PackageGate[] = [
  { path: '/panel/product/master', notAllowedPackages: ['shopeeOptimization'], feature: 'masterProduct' },
  { path: '/panel/product/stock', notAllowedPackages: ['shopeeOptimization'], feature: 'masterProduct' },
  // Profit needs cost prices, which are kept per master SKU.
  { path: '/panel/order/profit', notAllowedPackages: ['shopeeOptimization'], feature: 'masterProduct' },
  {
    path: '/panel/product/master/stock/setting',
    notAllowedPackages: ['shopeeOptimization'],
    feature: 'masterProduct',
  },
  {
    path: '/panel/product/clone',
    notAllowedPackages: ['free', 'premium', 'shopeeOptimization'],
    feature: 'cloneShop',
  },
  {
    path: '/panel/sub-member',
    notAllowedPackages: ['free', 'premium', 'shopeeOptimization'],
    feature: 'manageAdmin',
  },
];

/** The gate that blocks this package from this path, if any. */
export function blockedGate(path: string, pkg: PackageName): PackageGate | null {
  return (
    PACKAGE_GATES.find(
      (g) => (path === g.path || path.startsWith(`${g.path}/`)) && g.notAllowedPackages.includes(pkg),
    ) ?? null
  );
}

/** Same rule by feature, for the server. */
export function isFeatureBlocked(feature: PackageGate['feature'], pkg: PackageName): boolean {
  return PACKAGE_GATES.some((g) => g.feature === feature && g.notAllowedPackages.includes(pkg));
}
