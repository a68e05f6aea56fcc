import type { ChatMonitorQuery, ChatReportQuery } from '@booster/contracts';
import { chatReportRoutes } from '@booster/contracts/routes';
import type { ChatMarketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const chatReportKeys = {
  all: ['chat-reports'] as const,
  report: (marketplace: ChatMarketplace, query: ChatReportQuery) =>
    [...chatReportKeys.all, 'report', marketplace, query] as const,
  monitor: (query: ChatMonitorQuery) => [...chatReportKeys.all, 'monitor', query] as const,
};

export function chatReportQueryOptions(marketplace: ChatMarketplace, query: ChatReportQuery) {
  return queryOptions({
    queryKey: chatReportKeys.report(marketplace, query),
    queryFn: ({ signal }) => callApi(chatReportRoutes.report, { params: { marketplace }, query, signal }),
  });
}

/** Refetched on every chat event (the page listens) and once a minute besides. */
export function chatMonitorQueryOptions(query: ChatMonitorQuery) {
  return queryOptions({
    queryKey: chatReportKeys.monitor(query),
    queryFn: ({ signal }) => callApi(chatReportRoutes.monitor, { query, signal }),
    refetchInterval: 60_000,
  });
}
