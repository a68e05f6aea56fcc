import { ADMIN_TRANSFER_PROOF_PATH, type AdminOrderQuery, type BankAccountInput } from '@booster/contracts';
import { adminBankAccountRoutes, adminOrderRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const adminOrderKeys = keysFor('admin-orders');
export const bankAccountKeys = keysFor('admin-bank-accounts');

export function adminOrdersQueryOptions(query: AdminOrderQuery) {
  return queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => callApi(adminOrderRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const approveTransfer = (id: string) => callApi(adminOrderRoutes.approveTransfer, { params: { id } });
export const rejectTransfer = (id: string, reason: string) =>
  callApi(adminOrderRoutes.rejectTransfer, { params: { id }, body: { reason } });
export const markRefunded = (id: string, reason: string) =>
  callApi(adminOrderRoutes.refund, { params: { id }, body: { reason } });

/** The proof file as an object URL and its type (images are shown in a dialog, PDFs in a new tab). */
export async function loadTransferProof(id: string) {
  const blob = await callPath<Blob>('GET', ADMIN_TRANSFER_PROOF_PATH, { params: { id }, as: 'blob' });
  return { url: URL.createObjectURL(blob), type: blob.type };
}

export function bankAccountsQueryOptions() {
  return queryOptions({
    queryKey: bankAccountKeys.all,
    queryFn: ({ signal }) => callApi(adminBankAccountRoutes.list, { signal }),
  });
}
export const createBankAccount = (body: BankAccountInput) => callApi(adminBankAccountRoutes.create, { body });
export const updateBankAccount = (id: string, body: BankAccountInput) =>
  callApi(adminBankAccountRoutes.update, { params: { id }, body });
export const removeBankAccount = (id: string) => callApi(adminBankAccountRoutes.remove, { params: { id } });
