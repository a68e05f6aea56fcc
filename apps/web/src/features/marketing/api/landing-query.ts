import type { LandingPageName } from '@booster/contracts';
import { landingRoutes } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const landingKeys = keysFor('landing');

/** How long a page waits for its saved sections before it draws the defaults instead. */
export const LANDING_WAIT_MS = 1500;

/** The saved sections of `/` or `/affiliate` (`GET /api/guest/landing/:page`; the browser revalidates by ETag). */
export function landingQueryOptions(page: LandingPageName) {
  return queryOptions({
    queryKey: landingKeys.detail(page),
    queryFn: ({ signal }) => callApi(landingRoutes.get, { params: { page }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The route loader's part: the page is drawn once its sections are here, so nothing moves when
 * they arrive. A slow or failing answer does not hold the page back: it draws the defaults.
 */
export async function preloadLanding(page: LandingPageName): Promise<null> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, LANDING_WAIT_MS));
  await Promise.race([queryClient.ensureQueryData(landingQueryOptions(page)).catch(() => undefined), wait]);
  return null;
}
