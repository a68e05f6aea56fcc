import { queryOptions } from '@tanstack/react-query';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';

/** Names of the account's product shops, optionally of one marketplace, for the shop filter. */
export function shopNamesQueryOptions(marketplace: string | undefined) {
  return queryOptions({
    ...allShopsQueryOptions({ appCategory: 'app' }),
    select: (page) => [
      ...new Set(
        page.docs
          .filter((shop) => !marketplace || shop.marketplace === marketplace)
          .map((shop) => shop.shopname),
      ),
    ],
    staleTime: 60_000,
  });
}
