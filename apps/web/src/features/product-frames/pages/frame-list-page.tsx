import type { Frame } from '@booster/contracts';
import { FRAME_MARKETPLACES, type FrameMarketplace } from '@booster/domain';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { EmptyState, ErrorState, notify, openConfirm, PageHeader } from '../../../ui/index.ts';
import { MarketplaceTabs } from '../../../ui/marketplace-tabs.tsx';
import {
  deleteFrame,
  frameKeys,
  frameListingKeys,
  frameListingsQueryOptions,
  framesQueryOptions,
  removeFrames,
} from '../api/frame-api.ts';
import { FrameListingTable } from '../components/frame-listing-table.tsx';
import { FramePreview } from '../components/frame-preview.tsx';
import { FrameRunProgress, useFrameRun } from '../components/frame-run-progress.tsx';
import { framePaths, useFrameMarketplace } from '../lib/frame-paths.ts';

/** /panel/product/frame/:marketplace — the seller's frames and the products that carry one. */
export function Component() {
  const { t } = useTranslation('productFrames');
  const marketplace = useFrameMarketplace();
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button component={Link} to={framePaths.add(marketplace)}>
              {t('add')}
            </Button>
            <Button component={Link} to={framePaths.mass(marketplace)} variant="default">
              {t('addMass')}
            </Button>
          </>
        }
      />
      <MarketplaceTabs
        active={marketplace}
        to={(mp) => framePaths.list(mp as FrameMarketplace)}
        label={t('tabsLabel')}
        marketplaces={FRAME_MARKETPLACES}
      />
      <FrameCards key={`frames-${marketplace}`} marketplace={marketplace} />
      <FramedListings key={`framed-${marketplace}`} marketplace={marketplace} />
    </>
  );
}

function FrameCards({ marketplace }: { marketplace: FrameMarketplace }) {
  const { t } = useTranslation('productFrames');
  const queryClient = useQueryClient();
  const frames = useQuery(framesQueryOptions(marketplace));
  // The seller's own photo under every frame: the first product's cover.
  const sample = useQuery(frameListingsQueryOptions(marketplace, { page: 1, limit: 1 }));
  const first = sample.data?.docs[0];
  const cover = first ? (first.frame?.originalCover ?? first.cover) : null;
  const remove = useMutation({
    mutationFn: (frame: Frame) => deleteFrame(marketplace, frame._id),
    onSuccess: () => {
      notify.success(t('deleted'));
      void queryClient.invalidateQueries({ queryKey: frameKeys.all });
      void queryClient.invalidateQueries({ queryKey: frameListingKeys.all });
    },
    onError: (error) => reportActionError(error, t('deleteFailed')),
  });
  const confirmDelete = (frame: Frame) =>
    openConfirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: frame.name }),
      variant: 'delete',
      onConfirm: () => remove.mutate(frame),
    });

  return (
    <Stack component="section" gap="sm" mb="xl" aria-labelledby="frames-title">
      <Title order={2} size="h4" id="frames-title">
        {t('framesTitle')}
      </Title>
      {frames.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {frames.isError && <ErrorState onRetry={() => void frames.refetch()} />}
      {frames.data?.length === 0 && (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={
            <Button component={Link} to={framePaths.add(marketplace)}>
              {t('add')}
            </Button>
          }
        />
      )}
      {frames.data && frames.data.length > 0 && (
        <SimpleGrid
          component="ul"
          aria-label={t('framesLabel')}
          cols={{ base: 1, xs: 2, md: 3 }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {frames.data.map((frame) => (
            <Card component="li" key={frame._id} withBorder padding="md">
              <Stack gap="xs">
                <FramePreview
                  cover={cover}
                  overlay={frame.imageUrl}
                  alt={t('editor.previewAlt', { name: frame.name })}
                />
                <Text fw={600} lineClamp={1}>
                  {frame.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('framedCount', { count: frame.framedCount })}
                </Text>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={framePaths.edit(marketplace, frame._id)}
                    size="xs"
                    variant="light"
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmDelete(frame)}
                    loading={remove.isPending && remove.variables?._id === frame._id}
                    aria-label={`${t('delete')} ${frame.name}`}
                  >
                    {t('delete')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FramedListings({ marketplace }: { marketplace: FrameMarketplace }) {
  const { t } = useTranslation('productFrames');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const framed = useQuery({
    ...frameListingsQueryOptions(marketplace, { page, limit: 10, filter: 'framed' }),
    placeholderData: keepPreviousData,
  });
  const {
    run,
    start,
    close: closeRun,
  } = useFrameRun(
    (ids: string[]) => removeFrames(marketplace, ids),
    () => setSelected(new Set()),
  );
  const confirmRemove = (ids: string[]) =>
    openConfirm({
      title: t('removeTitle'),
      message: t('removeMessage', { count: ids.length }),
      onConfirm: () => start.mutate(ids),
    });

  return (
    <Stack component="section" gap="sm" aria-labelledby="framed-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="framed-title">
          {t('framedTitle')}
        </Title>
        <Button
          variant="default"
          disabled={selected.size === 0 || run !== null}
          loading={start.isPending}
          onClick={() => confirmRemove([...selected])}
        >
          {t('remove')} {selected.size > 0 ? `(${selected.size})` : ''}
        </Button>
      </Group>
      {run && <FrameRunProgress run={run} onClose={closeRun} />}
      <FrameListingTable
        query={framed}
        label={t('framedLabel')}
        selected={selected}
        onSelectedChange={setSelected}
        onPageChange={setPage}
        empty={{ title: t('framedEmpty') }}
        action={(row) => (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={run !== null}
            onClick={() => confirmRemove([row._id])}
            aria-label={`${t('remove')}: ${row.name}`}
          >
            {t('remove')}
          </Button>
        )}
      />
    </Stack>
  );
}
