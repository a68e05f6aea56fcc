import type { ChatTemplate, ChatTemplateBody, ChatTemplateListQuery } from '@booster/contracts';
import { chatTemplateRoutes } from '@booster/contracts/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { templateKeys } from './chat-settings-keys.ts';

export function templatesQueryOptions(query: ChatTemplateListQuery = {}) {
  return queryOptions({
    queryKey: templateKeys.list(query),
    queryFn: ({ signal }) => callApi(chatTemplateRoutes.list, { query, signal }),
  });
}

export function useSaveTemplate(id: string | null) {
  return useRefreshingMutation(
    (body: ChatTemplateBody) =>
      id
        ? callApi(chatTemplateRoutes.update, { params: { id }, body })
        : callApi(chatTemplateRoutes.create, { body }),
    [templateKeys.lists()],
  );
}

export function useDeleteTemplate() {
  return useRefreshingMutation(
    (id: string) => callApi(chatTemplateRoutes.remove, { params: { id } }),
    [templateKeys.lists()],
  );
}

/** Saves a new order; the list shows it at once and goes back if the server refuses. */
export function useReorderTemplates() {
  const queryClient = useQueryClient();
  const key = templateKeys.list({});
  return useMutation({
    mutationFn: (ids: string[]) => callApi(chatTemplateRoutes.reorder, { body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ChatTemplate[]>(key);
      if (before) {
        const byId = new Map(before.map((x) => [x._id, x]));
        queryClient.setQueryData(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}
