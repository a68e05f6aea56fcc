import {
  PROFIT_CSV_PATH,
  type ProfitOrdersQuery,
  type ProfitQuery,
  type SetCostPricesBody,
} from '@booster/contracts';
import { profitRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export const profitKeys = keysFor('profit');
export const costPriceKeys = keysFor('cost-prices');

export function profitReportQueryOptions(query: ProfitQuery) {
  return queryOptions({
    queryKey: profitKeys.custom('report', query),
    queryFn: ({ signal }) => callApi(profitRoutes.report, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function profitOrdersQueryOptions(query: ProfitOrdersQuery) {
  return queryOptions({
    queryKey: profitKeys.custom('orders', query),
    queryFn: ({ signal }) => callApi(profitRoutes.orders, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The report's orders as CSV, saved under the server's name. */
export async function downloadProfitCsv(query: ProfitQuery) {
  const blob = await callPath<Blob>('GET', PROFIT_CSV_PATH, { query, as: 'blob' });
  saveBlob(blob, `laba-${query.from}-${query.to}.csv`);
}

export type CostPriceListQuery = { page: number; limit: number; search?: string; missing?: 'true' };

export function costPricesQueryOptions(query: CostPriceListQuery) {
  return queryOptions({
    queryKey: costPriceKeys.list(query),
    queryFn: ({ signal }) => callApi(profitRoutes.costPrices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function costHistoryQueryOptions(masterSkuId: string) {
  return queryOptions({
    queryKey: costPriceKeys.detail(masterSkuId),
    queryFn: ({ signal }) => callApi(profitRoutes.history, { params: { masterSkuId }, signal }),
  });
}

export const saveCostPrices = (body: SetCostPricesBody) => callApi(profitRoutes.setCostPrices, { body });

export const removeCostEntry = (id: string) => callApi(profitRoutes.removeEntry, { params: { id } });
