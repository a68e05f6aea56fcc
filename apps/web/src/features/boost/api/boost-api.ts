import type { BoostQueue, BoostQueueBody } from '@booster/contracts';
import { boostRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of boost: the shops list, each shop's queue, its history and its product options. */
export const boostKeys = keysFor('boost');

/** Queues run on whole minutes: the pages read them again each minute to show the latest run. */
const EVERY_MINUTE = 60_000;

export const boostShopsQueryOptions = () =>
  queryOptions({
    queryKey: boostKeys.list(),
    queryFn: ({ signal }) => callApi(boostRoutes.list, { signal }),
    refetchInterval: EVERY_MINUTE,
  });

export const boostQueueQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: boostKeys.detail(shopId),
    queryFn: ({ signal }) => callApi(boostRoutes.get, { params: { shopId }, signal }),
    refetchInterval: EVERY_MINUTE,
  });

export const boostHistoryQueryOptions = (shopId: string, page: number, listingId: string | null) =>
  queryOptions({
    queryKey: boostKeys.custom('history', shopId, page, listingId),
    queryFn: ({ signal }) =>
      callApi(boostRoutes.history, {
        params: { shopId },
        query: listingId ? { page, listingId } : { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: EVERY_MINUTE,
  });

export const boostProductsQueryOptions = (shopId: string, search: string) =>
  queryOptions({
    queryKey: boostKeys.custom('products', shopId, search),
    queryFn: ({ signal }) =>
      callApi(boostRoutes.products, { params: { shopId }, query: search ? { search } : {}, signal }),
    placeholderData: keepPreviousData,
  });

/** Save, pause, resume and delete of one shop's queue; each refreshes the queue and the shops list. */
export function useBoostActions(shopId: string) {
  const queryClient = useQueryClient();
  const settle = (queue: BoostQueue) => {
    queryClient.setQueryData(boostKeys.detail(shopId), queue);
    void queryClient.invalidateQueries({ queryKey: boostKeys.lists() });
  };
  return {
    save: useMutation({
      mutationFn: (body: BoostQueueBody) => callApi(boostRoutes.save, { params: { shopId }, body }),
      onSuccess: settle,
    }),
    pause: useMutation({
      mutationFn: () => callApi(boostRoutes.pause, { params: { shopId } }),
      onSuccess: settle,
    }),
    resume: useMutation({
      mutationFn: () => callApi(boostRoutes.resume, { params: { shopId } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: () => callApi(boostRoutes.remove, { params: { shopId } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: boostKeys.all }),
    }),
  };
}
