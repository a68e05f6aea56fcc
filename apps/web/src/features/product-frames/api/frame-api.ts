import type { FrameBody, FrameRun } from '@booster/contracts';
import { frameRoutes } from '@booster/contracts/routes';
import type { FrameMarketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const frameKeys = keysFor('product-frames');
export const frameListingKeys = keysFor('frame-listings');
export const frameRunKeys = keysFor('frame-runs');

export const RUN_POLL_MS = 1000;

export const framesQueryOptions = (marketplace: FrameMarketplace) =>
  queryOptions({
    queryKey: frameKeys.list({ marketplace }),
    queryFn: ({ signal }) => callApi(frameRoutes.list, { params: { marketplace }, signal }),
  });

export const frameQueryOptions = (marketplace: FrameMarketplace, id: string) =>
  queryOptions({
    queryKey: frameKeys.detail(id),
    queryFn: ({ signal }) => callApi(frameRoutes.detail, { params: { marketplace, id }, signal }),
  });

export type FrameListingQuery = {
  page: number;
  limit?: number;
  search?: string;
  filter?: 'all' | 'framed';
};

export const frameListingsQueryOptions = (marketplace: FrameMarketplace, query: FrameListingQuery) =>
  queryOptions({
    queryKey: frameListingKeys.list({ marketplace, ...query }),
    queryFn: ({ signal }) => callApi(frameRoutes.listings, { params: { marketplace }, query, signal }),
  });

export const saveFrame = (marketplace: FrameMarketplace, body: FrameBody, id?: string) =>
  id
    ? callApi(frameRoutes.update, { params: { marketplace, id }, body })
    : callApi(frameRoutes.create, { params: { marketplace }, body });

export const deleteFrame = (marketplace: FrameMarketplace, id: string) =>
  callApi(frameRoutes.remove, { params: { marketplace, id } });

export const applyFrame = (marketplace: FrameMarketplace, frameId: string, listingIds: string[]) =>
  callApi(frameRoutes.apply, { params: { marketplace }, body: { frameId, listingIds } });

export const removeFrames = (marketplace: FrameMarketplace, listingIds: string[]) =>
  callApi(frameRoutes.unframe, { params: { marketplace }, body: { listingIds } });

/** A run's progress, polled every second until it is done. */
export const frameRunQueryOptions = (run: FrameRun) =>
  queryOptions({
    queryKey: frameRunKeys.detail(run._id),
    queryFn: ({ signal }) =>
      callApi(frameRoutes.run, { params: { marketplace: run.marketplace, id: run._id }, signal }),
    initialData: run,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : RUN_POLL_MS),
  });
