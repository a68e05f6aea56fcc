import type { PackageName } from '@booster/domain';
import { paths } from '../../../lib/paths.ts';

const SELECT_PACKAGE_PATH = paths.subscription.selectPackage();

/** Extending the current package: the package selection with `subscribeType=extend`. */
export function extendPath(pkg: PackageName): string {
  return `${SELECT_PACKAGE_PATH}?${new URLSearchParams({ packageName: pkg, subscribeType: 'extend' })}`;
}

/** Upgrading: the pricing page, whose buttons lead logged-in members to the package selection. */
export const UPGRADE_PATH = '/pricing';
