import { INCOME_REPORT_EXPORT_PATHS, type IncomeReportQuery } from '@booster/contracts';
import { adminIncomeReportRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export const incomeReportKeys = keysFor('admin-income-report');

export function incomeReportQueryOptions(range: IncomeReportQuery) {
  return queryOptions({
    queryKey: incomeReportKeys.detail(`${range.from}..${range.to}`),
    queryFn: ({ signal }) => callApi(adminIncomeReportRoutes.report, { query: range, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The report as CSV (paid invoices) or Excel (summaries + invoices), saved under the server's name. */
export async function downloadIncomeReport(range: IncomeReportQuery, format: 'csv' | 'xlsx') {
  const blob = await callPath<Blob>('GET', INCOME_REPORT_EXPORT_PATHS[format], { query: range, as: 'blob' });
  saveBlob(blob, `pendapatan-${range.from}-${range.to}.${format}`);
}
