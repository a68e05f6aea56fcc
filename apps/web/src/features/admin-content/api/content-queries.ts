import type {
  AnnouncementInput,
  LandingContent,
  LandingPageName,
  PopupBannerInput,
  TopbarInput,
} from '@booster/contracts';
import { adminContentRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

export const contentAdminKeys = keysFor('admin-content');
const topbarKey = contentAdminKeys.custom('topbar');
const bannersKey = contentAdminKeys.custom('banners');
const galleryKey = contentAdminKeys.custom('gallery');
const landingKey = (page: LandingPageName) => contentAdminKeys.custom('landing', page);

export const topbarQueryOptions = () =>
  queryOptions({
    queryKey: topbarKey,
    queryFn: ({ signal }) => callApi(adminContentRoutes.topbar, { signal }),
  });

export function useSaveTopbar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopbarInput) => callApi(adminContentRoutes.saveTopbar, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(topbarKey, saved);
      // The shell's own bar (keysFor('content')) reads it again.
      return queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersKey,
    queryFn: ({ signal }) => callApi(adminContentRoutes.banners, { signal }),
  });

export function useSaveBanner(id: string | null) {
  return useRefreshingMutation(
    (body: PopupBannerInput) =>
      id
        ? callApi(adminContentRoutes.updateBanner, { params: { id }, body })
        : callApi(adminContentRoutes.createBanner, { body }),
    [bannersKey],
  );
}

export function useDeleteBanner() {
  return useRefreshingMutation(
    (id: string) => callApi(adminContentRoutes.deleteBanner, { params: { id } }),
    [bannersKey],
  );
}

export const landingQueryOptions = (page: LandingPageName) =>
  queryOptions({
    queryKey: landingKey(page),
    queryFn: ({ signal }) => callApi(adminContentRoutes.landing, { params: { page }, signal }),
  });

export function useSaveLanding(page: LandingPageName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LandingContent) => callApi(adminContentRoutes.saveLanding, { params: { page }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(landingKey(page), saved);
      return queryClient.invalidateQueries({ queryKey: ['landing'] });
    },
  });
}

export type GalleryFilter = { page: number; search?: string; limit?: number };

export const galleryQueryOptions = (filter: GalleryFilter) =>
  queryOptions({
    queryKey: [...galleryKey, filter],
    queryFn: ({ signal }) => callApi(adminContentRoutes.gallery, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export function useUploadMedia() {
  return useRefreshingMutation(
    (body: { fileName: string; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; data: string }) =>
      callApi(adminContentRoutes.upload, { body }),
    [galleryKey],
  );
}

export function useDeleteMedia() {
  return useRefreshingMutation(
    (id: string) => callApi(adminContentRoutes.deleteMedia, { params: { id } }),
    [galleryKey],
  );
}

export const recipientsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: contentAdminKeys.custom('recipients', search),
    queryFn: ({ signal }) =>
      callApi(adminContentRoutes.recipients, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAnnounce() {
  return useMutation({
    mutationFn: (body: AnnouncementInput) => callApi(adminContentRoutes.announce, { body }),
  });
}
