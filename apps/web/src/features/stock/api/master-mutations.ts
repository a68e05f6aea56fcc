import type { MasterProductForm, publishBodySchema } from '@booster/contracts';
import { masterRoutes } from '@booster/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { masterKeys, stockKeys } from './stock-keys.ts';

export type PublishBody = z.input<typeof publishBodySchema>;

/** Master products own the SKUs of the stock list, so both areas are refreshed after a change. */
function useInvalidateMasters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: masterKeys.all }),
      queryClient.invalidateQueries({ queryKey: stockKeys.all }),
    ]);
}

export function useSaveMaster(id: string | null) {
  const invalidate = useInvalidateMasters();
  return useMutation({
    mutationFn: (body: MasterProductForm) =>
      id ? callApi(masterRoutes.update, { params: { id }, body }) : callApi(masterRoutes.create, { body }),
    onSuccess: invalidate,
  });
}

export function useRemoveMaster() {
  const invalidate = useInvalidateMasters();
  return useMutation({
    mutationFn: (id: string) => callApi(masterRoutes.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useCreateFromListings() {
  const invalidate = useInvalidateMasters();
  return useMutation({
    mutationFn: (listingIds: string[]) => callApi(masterRoutes.fromListings, { body: { listingIds } }),
    onSuccess: invalidate,
  });
}

export function useLinkListings() {
  const invalidate = useInvalidateMasters();
  return useMutation({
    mutationFn: (links: { variantId: string; masterSkuId: string }[]) =>
      callApi(masterRoutes.link, { body: { links } }),
    onSuccess: invalidate,
  });
}

export function useUnlinkListing() {
  const invalidate = useInvalidateMasters();
  return useMutation({
    mutationFn: (variantId: string) => callApi(masterRoutes.unlink, { params: { variantId } }),
    onSuccess: invalidate,
  });
}

export function usePublishMaster(id: string) {
  const invalidate = useInvalidateMasters();
  return useMutation({
    mutationFn: (body: PublishBody) => callApi(masterRoutes.publish, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
