import { subMemberRoutes } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { subMemberKeys } from './sub-member-keys.ts';

/** The owner's sub-members with role and status (`GET /api/auth/sub-member`). */
export function subMembersQueryOptions() {
  return queryOptions({
    queryKey: subMemberKeys.lists(),
    queryFn: ({ signal }) => callApi(subMemberRoutes.list, { signal }),
  });
}
