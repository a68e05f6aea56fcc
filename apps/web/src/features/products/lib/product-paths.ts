import type { BulkEditKind, Marketplace } from '@booster/domain';
import { paths, withIds } from '../../../lib/paths.ts';

/** Links inside the marketplace products area. */
export const productPaths = {
  list: (marketplace: Marketplace) => paths.product.mp(marketplace),
  create: (marketplace: Marketplace) => paths.product.create(marketplace),
  edit: (marketplace: Marketplace, id: string) => paths.product.edit(marketplace, id),
};

/** A bulk edit over the given products (`?ids=a,b,c`); without ids the page lets the seller pick. */
export function bulkEditPath(
  marketplace: Marketplace,
  kind: BulkEditKind,
  ids: readonly string[] = [],
): string {
  return withIds(paths.product.bulk(marketplace, kind), ids);
}
