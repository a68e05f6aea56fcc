import { type OrderListQuery, orderListQuerySchema, orderTabSchema } from '@booster/contracts';
import type { z } from 'zod';
import { pageParam, pickParam, useUrlFilters } from '../../../lib/url-filters.ts';
import { type DateFilter, dateFilterFromParams, dateQueryOf, writeDateFilter } from '../lib/date-filter.ts';

export type OrderTab = z.infer<typeof orderTabSchema>;
const sortSchema = orderListQuerySchema.shape.sort.unwrap();
export type OrderSort = z.infer<typeof sortSchema>;
export const ORDER_SORTS = sortSchema.options;

export type OrderFilters = {
  shopId: string | null;
  search: string;
  tab: OrderTab;
  date: DateFilter;
  sort: OrderSort;
  page: number;
};

/** Rows per page of the order list. */
export const ORDER_PAGE_SIZE = 20;

const DEFAULT_SORT: OrderSort = 'created_desc';

/** Reads the filters from the query string; unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  return {
    shopId: params.get('shop') || null,
    search: params.get('q') ?? '',
    tab: pickParam(orderTabSchema, params.get('tab'), 'all'),
    date: dateFilterFromParams(params),
    sort: pickParam(sortSchema, params.get('sort'), DEFAULT_SORT),
    page: pageParam(params),
  };
}

/** The query string for the filters, defaults left out. */
export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.shopId) params.set('shop', filters.shopId);
  if (filters.search) params.set('q', filters.search);
  if (filters.tab !== 'all') params.set('tab', filters.tab);
  writeDateFilter(params, filters.date);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function listQueryOf(filters: OrderFilters): OrderListQuery {
  return {
    page: filters.page,
    limit: ORDER_PAGE_SIZE,
    shopId: filters.shopId ?? undefined,
    search: filters.search || undefined,
    tab: filters.tab,
    sort: filters.sort,
    ...dateQueryOf(filters.date),
  };
}

/** The list filters kept in the URL; any change but the page goes back to page 1. */
export function useOrderFilters() {
  return useUrlFilters(filtersFromParams, paramsFromFilters);
}
