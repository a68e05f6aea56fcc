import type { StockDetail, StockPush, stockListQuerySchema } from '@booster/contracts';
import { stockRoutes } from '@booster/contracts/routes';
import type { StockChangeReason } from '@booster/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { pushKeys, stockKeys } from './stock-keys.ts';

export const STOCK_PAGE_SIZE = 20;
/** How often a screen re-reads push states while any push is still pending. */
export const PUSH_POLL_MS = 3000;

export type StockFilterTab = z.infer<typeof stockListQuerySchema>['filter'];
export type StockListFilter = {
  page: number;
  search: string;
  filter: StockFilterTab;
  /** The previous page's `nextCursor`, to seek to this page (lib/page-cursors.ts). */
  cursor?: string;
};

/** `GET /api/app/stock`: one page of master SKUs with their central stock. */
export function stockListQueryOptions(filter: StockListFilter) {
  return queryOptions({
    queryKey: stockKeys.list(filter),
    queryFn: ({ signal }) =>
      callApi(stockRoutes.list, {
        query: {
          page: filter.page,
          cursor: filter.cursor,
          limit: STOCK_PAGE_SIZE,
          search: filter.search || undefined,
          filter: filter.filter,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function hasPendingPush(detail: StockDetail | undefined): boolean {
  return detail?.links.some((link) => link.pushStatus === 'pending') ?? false;
}

/** `GET /api/app/stock/:id`, re-read every few seconds while a push to a linked listing is pending. */
export function stockDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: stockKeys.detail(id),
    queryFn: ({ signal }) => callApi(stockRoutes.detail, { params: { id }, signal }),
    refetchInterval: (query) => (hasPendingPush(query.state.data) ? PUSH_POLL_MS : false),
  });
}

export function stockSettingQueryOptions() {
  return queryOptions({
    queryKey: stockKeys.custom('setting'),
    queryFn: ({ signal }) => callApi(stockRoutes.setting, { signal }),
  });
}

export type StockLogFilter = {
  page: number;
  search: string;
  reason: StockChangeReason | null;
  /** ISO instants (Jakarta day bounds), or null for an open end. */
  from: string | null;
  to: string | null;
  /** The previous page's `nextCursor`, to seek to this page (lib/page-cursors.ts). */
  cursor?: string;
};

export function stockLogQueryOptions(filter: StockLogFilter) {
  return queryOptions({
    queryKey: stockKeys.custom('log', filter),
    queryFn: ({ signal }) =>
      callApi(stockRoutes.log, {
        query: {
          page: filter.page,
          cursor: filter.cursor,
          limit: STOCK_PAGE_SIZE,
          search: filter.search || undefined,
          reason: filter.reason ?? undefined,
          from: filter.from ?? undefined,
          to: filter.to ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type PushStatusFilter = StockPush['status'];

/** One page of pushes in one state (the caller decides when to poll). */
export function pushesQueryOptions(status: PushStatusFilter, page: number) {
  return queryOptions({
    queryKey: pushKeys.list({ status, page }),
    queryFn: ({ signal }) =>
      callApi(stockRoutes.pushes, { query: { status, page, limit: STOCK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
