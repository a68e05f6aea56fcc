import type { ListingForm } from '@booster/contracts';
import { listingRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { listingKeys } from './product-keys.ts';

/** Create (no id) or edit a listing on the marketplace; lists and the detail refresh afterwards. */
export function useSaveListing(marketplace: Marketplace, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingForm) =>
      id
        ? callApi(listingRoutes.update, { params: { marketplace, id }, body })
        : callApi(listingRoutes.create, { params: { marketplace }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(listingKeys.detail(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}

export type ImageUpload = {
  fileName: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  data: string;
};

/** Stores an image in Booster; the platform receives it with the listing. */
export function uploadImage(body: ImageUpload) {
  return callApi(listingRoutes.uploadImage, { body });
}
