import type { ReminderSettingsBody } from '@booster/contracts';
import { reminderRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { reminderKeys } from './chat-settings-keys.ts';

export const remindersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: reminderKeys.detail(shopId),
    queryFn: ({ signal }) => callApi(reminderRoutes.get, { params: { shopId }, signal }),
  });

export const reminderLogQueryOptions = (shopId: string, page: number) =>
  queryOptions({
    queryKey: reminderKeys.custom('log', shopId, page),
    queryFn: ({ signal }) => callApi(reminderRoutes.log, { params: { shopId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveReminders(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsBody) => callApi(reminderRoutes.save, { params: { shopId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.detail(shopId), saved),
  });
}
