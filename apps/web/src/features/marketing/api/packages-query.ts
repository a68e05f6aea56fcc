import type { packageSchema } from '@booster/contracts';
import { contentRoutes } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export type PublicPackage = z.infer<typeof packageSchema>;

export const packageKeys = keysFor('packages');

/** Membership packages for the pricing page (`GET /api/guest/packages`). */
export function packagesQueryOptions() {
  return queryOptions({
    queryKey: packageKeys.lists(),
    queryFn: ({ signal }) => callApi(contentRoutes.packages, { signal }),
    staleTime: 5 * 60_000,
  });
}
