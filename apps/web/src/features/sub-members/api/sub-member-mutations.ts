import type { inviteSubMemberBodySchema } from '@booster/contracts';
import { subMemberRoutes } from '@booster/contracts/routes';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { roleKeys, subMemberKeys } from './sub-member-keys.ts';

export type InviteSubMemberBody = z.infer<typeof inviteSubMemberBodySchema>;

/** Member changes move role member counts too, so both lists are refreshed. */
const MEMBER_AREAS = [subMemberKeys.lists(), roleKeys.lists()];

export function useInviteSubMember() {
  return useRefreshingMutation(
    (body: InviteSubMemberBody) => callApi(subMemberRoutes.invite, { body }),
    MEMBER_AREAS,
  );
}

export function useChangeSubMemberRole() {
  return useRefreshingMutation(
    ({ id, roleId }: { id: string; roleId: string }) =>
      callApi(subMemberRoutes.update, { params: { id }, body: { roleId } }),
    MEMBER_AREAS,
  );
}

export function useRemoveSubMember() {
  return useRefreshingMutation(
    (id: string) => callApi(subMemberRoutes.remove, { params: { id } }),
    MEMBER_AREAS,
  );
}
