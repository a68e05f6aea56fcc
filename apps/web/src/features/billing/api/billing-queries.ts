import { INVOICE_PDF_PATH, type PlanChoice, type packageSchema } from '@booster/contracts';
import { billingRoutes, contentRoutes, danaRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type CataloguePackage = z.infer<typeof packageSchema>;

export const billingKeys = keysFor('billing');

/** The package catalogue with its prices, as the server states them (`GET /api/guest/packages`). */
export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.custom('catalogue'),
    queryFn: ({ signal }) => callApi(contentRoutes.packages, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The server's price and period for a choice (`POST /api/billing/quote`). */
export function quoteQueryOptions(choice: PlanChoice) {
  return queryOptions({
    queryKey: billingKeys.custom('quote', choice),
    queryFn: ({ signal }) => callApi(billingRoutes.quote, { body: choice, signal }),
    retry: false,
  });
}

export function invoicesQueryOptions(page: number) {
  return queryOptions({
    queryKey: billingKeys.list({ page }),
    queryFn: ({ signal }) => callApi(billingRoutes.invoices, { query: { page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: billingKeys.detail(id),
    queryFn: ({ signal }) => callApi(billingRoutes.invoice, { params: { id }, signal }),
    retry: false,
  });
}

/** The invoice of a gateway payment as the server knows it; polls while the payment is still open. */
export function paymentFinishQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: billingKeys.custom('finish', orderId),
    queryFn: ({ signal }) => callApi(billingRoutes.paymentFinish, { query: { order_id: orderId }, signal }),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'unpaid' || status === 'pending' ? 5000 : false;
    },
  });
}

export const createInvoice = (choice: PlanChoice) => callApi(billingRoutes.createInvoice, { body: choice });
export const payWithMidtrans = (id: string) => callApi(billingRoutes.payWithMidtrans, { params: { id } });
export const payWithDana = (id: string) => callApi(danaRoutes.payWithDana, { params: { id } });

/** Saves the invoice PDF (a bearer-authorised download, so fetched as a blob). */
export async function downloadInvoicePdf(id: string, number: string) {
  saveBlob(await callPath<Blob>('GET', INVOICE_PDF_PATH, { params: { id }, as: 'blob' }), `${number}.pdf`);
}
