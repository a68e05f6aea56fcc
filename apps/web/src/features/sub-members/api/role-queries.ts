import { roleRoutes } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { roleKeys } from './sub-member-keys.ts';

/** The owner's roles with their member counts (`GET /api/auth/role`). */
export function rolesQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.lists(),
    queryFn: ({ signal }) => callApi(roleRoutes.list, { signal }),
  });
}

/** One role (`GET /api/auth/role/:id`). */
export function roleQueryOptions(id: string) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => callApi(roleRoutes.get, { params: { id }, signal }),
  });
}
