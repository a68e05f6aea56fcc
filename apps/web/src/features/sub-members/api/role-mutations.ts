import type { RoleBody } from '@booster/contracts';
import { roleRoutes } from '@booster/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { roleKeys } from './sub-member-keys.ts';

export function useCreateRole() {
  return useRefreshingMutation((body: RoleBody) => callApi(roleRoutes.create, { body }), [roleKeys.lists()]);
}

export function useUpdateRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleBody) => callApi(roleRoutes.update, { params: { id }, body }),
    onSuccess: (role) => {
      queryClient.setQueryData(roleKeys.detail(id), role);
      return queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(roleRoutes.remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}
