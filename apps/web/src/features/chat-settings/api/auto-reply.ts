import type { AutoReplySettingsBody } from '@booster/contracts';
import { autoReplyRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { autoReplyKeys } from './chat-settings-keys.ts';

export const autoReplyQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: autoReplyKeys.detail(shopId),
    queryFn: ({ signal }) => callApi(autoReplyRoutes.get, { params: { shopId }, signal }),
  });

export const autoReplyLogQueryOptions = (shopId: string, page: number) =>
  queryOptions({
    queryKey: autoReplyKeys.custom('log', shopId, page),
    queryFn: ({ signal }) => callApi(autoReplyRoutes.log, { params: { shopId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveAutoReply(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoReplySettingsBody) => callApi(autoReplyRoutes.save, { params: { shopId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(autoReplyKeys.detail(shopId), saved),
  });
}
