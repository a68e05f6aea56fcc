import { TRANSFER_PROOF_PATH, type TransferProofInput } from '@booster/contracts';
import { transferRoutes } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';

/**
 * The invoice's bank transfer: opening it is idempotent (the same unique amount every time), so the
 * page reads it like a query.
 */
export function transferQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: billingKeys.custom('transfer', invoiceId),
    queryFn: ({ signal }) => callApi(transferRoutes.open, { params: { id: invoiceId }, signal }),
    retry: false,
  });
}

export const sendTransferProof = (invoiceId: string, body: TransferProofInput) =>
  callApi(transferRoutes.submitProof, { params: { id: invoiceId }, body });

/** The member's own proof, opened in a new tab (a bearer-authorised download, so fetched as a blob). */
export async function openTransferProof(invoiceId: string) {
  const blob = await callPath<Blob>('GET', TRANSFER_PROOF_PATH, { params: { id: invoiceId }, as: 'blob' });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file's bytes as base64 (without the data-URL prefix), for a JSON body. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
