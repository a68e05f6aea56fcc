import type { AdminMemberListQuery, AuditLogQuery } from '@booster/contracts';
import { adminAuditRoutes, adminMemberRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { keysFor } from '../../lib/query-keys.ts';

export const memberKeys = keysFor('admin-members');
export const auditKeys = keysFor('admin-audit-log');

export const memberListQuery = (query: AdminMemberListQuery) =>
  queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => callApi(adminMemberRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const memberDetailQuery = (id: string) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => callApi(adminMemberRoutes.get, { params: { id }, signal }),
  });

export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callApi(adminAuditRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
