import type { ScrapeAnswer, ScrapeDraft } from '@booster/contracts';
import { Group, Loader, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { EmptyState, ErrorState, notify, PageHeader, Pagination } from '../../../ui/index.ts';
import { type DraftStatus, draftsQueryOptions, useDraftActions } from '../api/scrape-api.ts';
import { DraftCard } from '../components/draft-card.tsx';
import { DraftEditor } from '../components/draft-editor.tsx';
import { ScrapeForm } from '../components/scrape-form.tsx';
import { ScrapeWarning } from '../components/scrape-warning.tsx';
import { ShopRunProgress } from '../components/shop-run-progress.tsx';

function DraftItem({ draft, onEdit }: { draft: ScrapeDraft; onEdit: () => void }) {
  const { t } = useTranslation('productScrape');
  const { remove } = useDraftActions(draft);
  return (
    <DraftCard
      draft={draft}
      onEdit={onEdit}
      deleting={remove.isPending}
      onDelete={() =>
        remove.mutate(undefined, {
          onSuccess: () => notify.success(t('drafts.deleted')),
          onError: (error) => reportActionError(error, t('editor.failed')),
        })
      }
    />
  );
}

/** /panel/product/scrape: paste a product or shop link (or arrive with `?url=` from Research), edit the drafts, publish. */
export function Component() {
  const { t } = useTranslation('productScrape');
  const [params] = useSearchParams();
  const [status, setStatus] = useState<DraftStatus>('draft');
  const [page, setPage] = useState(1);
  const [run, setRun] = useState<{ runId: string; total: number } | null>(null);
  const [editing, setEditing] = useState<ScrapeDraft | null>(null);
  const drafts = useQuery(draftsQueryOptions({ page, status }));

  const onScraped = (answer: ScrapeAnswer) => {
    if (answer.kind === 'product') {
      notify.success(t('result.productDone', { name: answer.draft.name }));
      setStatus('draft');
      setEditing(answer.draft);
    } else {
      notify.success(t('result.shopStarted', { total: answer.total, shop: answer.shop.name }));
      setRun({ runId: answer.runId, total: answer.total });
    }
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ScrapeWarning />
      <ScrapeForm initialUrl={params.get('url') ?? ''} onScraped={onScraped} />
      {run && (
        <Stack mb="lg">
          <ShopRunProgress
            runId={run.runId}
            total={run.total}
            onClose={() => {
              setRun(null);
              void drafts.refetch();
            }}
          />
        </Stack>
      )}
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('drafts.title')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(next) => {
            setStatus(next as DraftStatus);
            setPage(1);
          }}
          data={[
            { value: 'draft', label: t('drafts.tabs.draft') },
            { value: 'published', label: t('drafts.tabs.published') },
          ]}
        />
      </Group>
      {drafts.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('drafts.loading')} />
        </Group>
      ) : drafts.isError ? (
        <ErrorState onRetry={() => void drafts.refetch()} />
      ) : drafts.data.docs.length === 0 ? (
        <EmptyState title={t('drafts.empty')} description={t('drafts.emptyText')} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {drafts.data.docs.map((draft) => (
              <DraftItem key={draft._id} draft={draft} onEdit={() => setEditing(draft)} />
            ))}
          </SimpleGrid>
          <Pagination page={page} totalPages={drafts.data.totalPages} onChange={setPage} />
        </Stack>
      )}
      {editing && <DraftEditor key={editing._id} draft={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
