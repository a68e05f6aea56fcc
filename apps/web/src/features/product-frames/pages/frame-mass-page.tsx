import { type FrameMarketplace, marketplaceLabel } from '@booster/domain';
import { Button, Card, Grid, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ErrorState, openConfirm, PageHeader, SearchInput } from '../../../ui/index.ts';
import { applyFrame, frameListingsQueryOptions, framesQueryOptions } from '../api/frame-api.ts';
import { FrameListingTable } from '../components/frame-listing-table.tsx';
import { FramePreview } from '../components/frame-preview.tsx';
import { FrameRunProgress, useFrameRun } from '../components/frame-run-progress.tsx';
import { framePaths, useFrameMarketplace } from '../lib/frame-paths.ts';

/** /panel/product/frame/:marketplace/add/mass — one frame on many covers, as one run. */
export function Component() {
  const { t } = useTranslation('productFrames');
  const marketplace = useFrameMarketplace();
  return (
    <>
      <BackLink to={framePaths.list(marketplace)} label={t('title')} />
      <PageHeader title={t('addMass')} description={t('mass.description')} />
      <MassApply key={marketplace} marketplace={marketplace} />
    </>
  );
}

function MassApply({ marketplace }: { marketplace: FrameMarketplace }) {
  const { t } = useTranslation('productFrames');
  const [params] = useSearchParams();
  const frames = useQuery(framesQueryOptions(marketplace));
  const [frameId, setFrameId] = useState<string | null>(params.get('frame'));
  const frame = frames.data?.find((f) => f._id === frameId) ?? frames.data?.[0] ?? null;
  const { text: search, setText: setSearch, search: debounced } = useSearchText('', 400);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const listings = useQuery({
    ...frameListingsQueryOptions(marketplace, { page, limit: 20, search: debounced || undefined }),
    placeholderData: keepPreviousData,
  });
  const sample = listings.data?.docs[0] ?? null;
  const { run, start, close } = useFrameRun(
    (input: { frameId: string; ids: string[] }) => applyFrame(marketplace, input.frameId, input.ids),
    () => setSelected(new Set()),
  );
  const confirmApply = () => {
    if (!frame) return;
    const ids = [...selected];
    openConfirm({
      title: t('mass.applyConfirmTitle', { count: ids.length }),
      message: t('mass.applyConfirm', { count: ids.length, frame: frame.name }),
      onConfirm: () => start.mutate({ frameId: frame._id, ids }),
    });
  };

  if (frames.isPending) return <Skeleton h={300} radius="md" aria-busy="true" />;
  if (frames.isError) return <ErrorState onRetry={() => void frames.refetch()} />;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="md">
          <Stack gap="sm">
            {frames.data.length === 0 ? (
              <>
                <Text>{t('mass.noFrames')}</Text>
                <Button component={Link} to={framePaths.add(marketplace)}>
                  {t('add')}
                </Button>
              </>
            ) : (
              <Select
                label={t('mass.frame')}
                placeholder={t('mass.framePlaceholder')}
                allowDeselect={false}
                value={frame?._id ?? null}
                onChange={setFrameId}
                data={frames.data.map((f) => ({ value: f._id, label: f.name }))}
              />
            )}
            {frame && (
              <FramePreview
                cover={sample ? (sample.frame?.originalCover ?? sample.cover) : null}
                overlay={frame.imageUrl}
                alt={t('editor.previewAlt', { name: sample?.name ?? frame.name })}
              />
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {run && <FrameRunProgress run={run} onClose={close} />}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SearchInput
              aria-label={t('mass.search')}
              placeholder={t('mass.search')}
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 300 }}
            />
            <Group gap="sm">
              <Text size="sm" role="status">
                {t('mass.selected', { count: selected.size })}
              </Text>
              <Button
                disabled={!frame || selected.size === 0 || run !== null}
                loading={start.isPending}
                onClick={confirmApply}
              >
                {t('mass.apply')}
              </Button>
            </Group>
          </Group>
          <FrameListingTable
            query={listings}
            label={t('mass.productsLabel', { marketplace: marketplaceLabel(marketplace) })}
            selected={selected}
            onSelectedChange={setSelected}
            onPageChange={setPage}
            empty={{ title: t('mass.emptyTitle'), description: t('mass.emptyDescription') }}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
