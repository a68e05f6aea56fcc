import type { Media } from '@booster/contracts';
import { ActionIcon, Group, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { TrashIcon } from '../../../ui/icons.tsx';
import {
  EmptyState,
  ErrorState,
  notify,
  openConfirm,
  PageHeader,
  Pagination,
  SearchInput,
} from '../../../ui/index.ts';
import { galleryQueryOptions, useDeleteMedia } from '../api/content-queries.ts';
import { MediaCard } from '../components/media-card.tsx';
import { UploadButton } from '../components/upload-button.tsx';

const PAGE_SIZE = 24;

/** /admin/gallery: the media library for landing pages, banners and e-mails. */
export function Component() {
  const { t } = useTranslation('adminContent');
  const { text: search, setText: setSearch, search: debounced, page, setPage } = usePagedSearch();
  const query = useQuery(galleryQueryOptions({ page, limit: PAGE_SIZE, search: debounced || undefined }));
  const remove = useDeleteMedia();

  function confirmDelete(media: Media) {
    openConfirm({
      title: t('gallery.deleteTitle'),
      message: t('gallery.deleteText', { name: media.name }),
      variant: 'delete',
      onConfirm: () => {
        remove.mutateAsync(media._id).then(
          () => notify.success(t('gallery.deleted')),
          (error: unknown) => reportActionError(error, t('gallery.deleteFailed')),
        );
      },
    });
  }

  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('gallery.title')}
        description={t('gallery.description')}
        actions={<UploadButton />}
      />
      <SearchInput
        value={search}
        onChange={setSearch}
        label={t('gallery.search')}
        placeholder={t('gallery.searchPlaceholder')}
      />
      {query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : data && data.docs.length === 0 ? (
        <EmptyState title={t('gallery.emptyTitle')} description={t('gallery.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="md" aria-busy={query.isFetching}>
          {data?.docs.map((media) => {
            const used = media.usedIn.length > 0;
            return (
              <MediaCard
                key={media._id}
                media={media}
                actions={
                  <Tooltip label={used ? t('gallery.inUse') : t('gallery.delete')} withArrow>
                    <ActionIcon
                      variant="light"
                      color="red"
                      disabled={used}
                      onClick={() => confirmDelete(media)}
                      aria-label={t('gallery.deleteOf', { name: media.name })}
                    >
                      <TrashIcon size={16} />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            );
          })}
        </SimpleGrid>
      )}
      {data && data.totalPages > 1 && (
        <Group justify="center">
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
