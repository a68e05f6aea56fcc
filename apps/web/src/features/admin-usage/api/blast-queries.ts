import type { Blast, BlastAudience } from '@booster/contracts';
import { adminEmailBlastRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const blastKeys = keysFor('admin-email-blasts');
const PAGE_SIZE = 10;

const isRunning = (b: Blast) => b.status === 'sending' || b.status === 'scheduled';

/** The blasts, refreshed every few seconds while one is sending (the progress bars). */
export const blastListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: blastKeys.list({ page }),
    queryFn: ({ signal }) =>
      callApi(adminEmailBlastRoutes.list, { query: { page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.docs.some(isRunning) ? 3000 : false),
  });

export const audienceQueryOptions = (audience: BlastAudience) =>
  queryOptions({
    queryKey: blastKeys.custom('audience', audience),
    queryFn: ({ signal }) => callApi(adminEmailBlastRoutes.audience, { body: audience, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
