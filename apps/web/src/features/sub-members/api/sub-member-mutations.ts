import type { inviteSubMemberBodySchema } from '@booster/contracts';
import { subMemberRoutes } from '@booster/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { roleKeys, subMemberKeys } from './sub-member-keys.ts';

export type InviteSubMemberBody = z.infer<typeof inviteSubMemberBodySchema>;

/** Member changes move role member counts too, so both lists are refreshed. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subMemberKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
    ]);
}

export function useInviteSubMember() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: InviteSubMemberBody) => callApi(subMemberRoutes.invite, { body }),
    onSuccess: invalidate,
  });
}

export function useChangeSubMemberRole() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, roleId }: { id: string; roleId: string }) =>
      callApi(subMemberRoutes.update, { params: { id }, body: { roleId } }),
    onSuccess: invalidate,
  });
}

export function useRemoveSubMember() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => callApi(subMemberRoutes.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
