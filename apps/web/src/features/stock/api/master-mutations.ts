import type { MasterProductForm, publishBodySchema } from '@booster/contracts';
import { masterRoutes } from '@booster/contracts/routes';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { masterKeys, stockKeys } from './stock-keys.ts';

export type PublishBody = z.input<typeof publishBodySchema>;

/** Master products own the SKUs of the stock list, so both areas are refreshed after a change. */
const MASTER_AREAS = [masterKeys.all, stockKeys.all];

export function useSaveMaster(id: string | null) {
  return useRefreshingMutation(
    (body: MasterProductForm) =>
      id ? callApi(masterRoutes.update, { params: { id }, body }) : callApi(masterRoutes.create, { body }),
    MASTER_AREAS,
  );
}

export function useRemoveMaster() {
  return useRefreshingMutation(
    (id: string) => callApi(masterRoutes.remove, { params: { id } }),
    MASTER_AREAS,
  );
}

export function useCreateFromListings() {
  return useRefreshingMutation(
    (listingIds: string[]) => callApi(masterRoutes.fromListings, { body: { listingIds } }),
    MASTER_AREAS,
  );
}

export function useLinkListings() {
  return useRefreshingMutation(
    (links: { variantId: string; masterSkuId: string }[]) => callApi(masterRoutes.link, { body: { links } }),
    MASTER_AREAS,
  );
}

export function useUnlinkListing() {
  return useRefreshingMutation(
    (variantId: string) => callApi(masterRoutes.unlink, { params: { variantId } }),
    MASTER_AREAS,
  );
}

export function usePublishMaster(id: string) {
  return useRefreshingMutation(
    (body: PublishBody) => callApi(masterRoutes.publish, { params: { id }, body }),
    MASTER_AREAS,
  );
}
