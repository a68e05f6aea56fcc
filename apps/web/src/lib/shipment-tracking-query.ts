import { trackingRoutes } from '@booster/contracts/routes';
import type { TrackingCourier } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/** A resi's courier timeline (public `/cek-resi` and the order detail read the same answer). */
export function shipmentTrackingQueryOptions(resi: string, courier?: TrackingCourier) {
  return queryOptions({
    queryKey: ['shipment-tracking', resi, courier ?? 'auto'],
    queryFn: ({ signal }) =>
      callApi(trackingRoutes.track, { query: { resi, ...(courier ? { courier } : {}) }, signal }),
    enabled: resi.length > 0,
    // The server keeps the courier's answer for minutes; asking again sooner gains nothing.
    staleTime: 60_000,
    retry: false,
  });
}
