import {
  type ListingListQuery,
  listingSortSchema,
  listingTabSchema,
  stockFilterSchema,
} from '@booster/contracts';
import type { z } from 'zod';
import { pageParam, pickParam, useUrlFilters } from '../../../lib/url-filters.ts';

export type ListingTab = z.infer<typeof listingTabSchema>;
export type StockFilter = z.infer<typeof stockFilterSchema>;
export type ListingSort = z.infer<typeof listingSortSchema>;

export type ListingFilters = {
  shopId: string | null;
  search: string;
  tab: ListingTab;
  stock: StockFilter;
  sort: ListingSort;
  page: number;
  limit: number;
};

/** Rows per page the seller can choose (bulk edits often start from 50 or 100 products). */
export const LISTING_PAGE_SIZES = [20, 50, 100] as const;
export const LISTING_PAGE_SIZE = LISTING_PAGE_SIZES[0];

const DEFAULTS: ListingFilters = {
  shopId: null,
  search: '',
  tab: 'all',
  stock: 'all',
  sort: 'updated_desc',
  page: 1,
  limit: LISTING_PAGE_SIZE,
};

/** Reads the list filters from the query string; unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  return {
    shopId: params.get('shop') || null,
    search: params.get('q') ?? '',
    tab: pickParam(listingTabSchema, params.get('tab'), DEFAULTS.tab),
    stock: pickParam(stockFilterSchema, params.get('stock'), DEFAULTS.stock),
    sort: pickParam(listingSortSchema, params.get('sort'), DEFAULTS.sort),
    page: pageParam(params),
    limit: (LISTING_PAGE_SIZES as readonly number[]).includes(limit) ? limit : LISTING_PAGE_SIZE,
  };
}

/** The query string for the filters, leaving defaults out so links stay short. */
export function paramsFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.shopId) params.set('shop', filters.shopId);
  if (filters.search) params.set('q', filters.search);
  if (filters.tab !== DEFAULTS.tab) params.set('tab', filters.tab);
  if (filters.stock !== DEFAULTS.stock) params.set('stock', filters.stock);
  if (filters.sort !== DEFAULTS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULTS.limit) params.set('limit', String(filters.limit));
  return params;
}

export function listQueryOf(filters: ListingFilters): ListingListQuery {
  return {
    page: filters.page,
    limit: filters.limit,
    shopId: filters.shopId ?? undefined,
    search: filters.search || undefined,
    tab: filters.tab,
    stock: filters.stock,
    sort: filters.sort,
  };
}

/** The list filters kept in the URL; any change but the page goes back to page 1. */
export function useListingFilters() {
  return useUrlFilters(filtersFromParams, paramsFromFilters);
}
