import type { KeywordAnalysis, SavedKeywordAnalysis } from '@booster/contracts';
import { formatDateTime, marketplaceLabel } from '@booster/domain';
import { Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { paths } from '../../../lib/paths.ts';
import {
  EmptyState,
  ErrorState,
  notify,
  openConfirm,
  PageHeader,
  Pagination,
  SectionCard,
} from '../../../ui/index.ts';
import {
  analysisQueryOptions,
  removeAnalysis,
  rerunAnalysis,
  researchKeywordKeys,
  savedAnalysesQueryOptions,
} from '../api/keyword-queries.ts';
import { formatCount, formatPrice, formatShare } from '../lib/research-format.ts';

const COMPARE_MAX = 3;

/** /panel/research/keyword-analysis/list: saved analyses with re-run, delete and a side-by-side comparison. */
export function Component() {
  const { t } = useTranslation('researchKeywords');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const list = useQuery(savedAnalysesQueryOptions(page));

  const toggle = (id: string, on: boolean) =>
    setPicked((ids) => (on ? [...ids, id].slice(-COMPARE_MAX) : ids.filter((x) => x !== id)));

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button component={Link} to={paths.research.keywordAnalysis()}>
            {t('list.new')}
          </Button>
        }
      />
      <Stack gap="md">
        {list.isPending && (
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((k) => (
              <Skeleton key={k} h={76} radius="md" />
            ))}
          </Stack>
        )}
        {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
        {list.data && list.data.docs.length === 0 && (
          <EmptyState
            title={t('list.emptyTitle')}
            description={t('list.emptyText')}
            action={
              <Button component={Link} to={paths.research.keywordAnalysis()}>
                {t('list.new')}
              </Button>
            }
          />
        )}
        {list.data && list.data.docs.length > 0 && (
          <>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed">
                {t('list.compareHint')}
              </Text>
              <Button variant="light" disabled={picked.length < 2} onClick={() => setComparing(true)}>
                {t('list.compare', { count: picked.length })}
              </Button>
            </Group>
            {comparing && picked.length >= 2 && (
              <Comparison ids={picked} onClose={() => setComparing(false)} />
            )}
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data.docs.map((row) => (
                <SavedRow
                  key={row._id}
                  row={row}
                  picked={picked.includes(row._id)}
                  onPick={(on) => toggle(row._id, on)}
                  onRemoved={() => setPicked((ids) => ids.filter((x) => x !== row._id))}
                />
              ))}
            </Stack>
            <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
          </>
        )}
      </Stack>
    </>
  );
}

function SavedRow(props: {
  row: SavedKeywordAnalysis;
  picked: boolean;
  onPick: (on: boolean) => void;
  onRemoved: () => void;
}) {
  const { row } = props;
  const { t, i18n } = useTranslation('researchKeywords');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: researchKeywordKeys.all });
  const rerun = useMutation({
    mutationFn: () => rerunAnalysis(row._id),
    onSuccess: (analysis) => {
      queryClient.setQueryData(researchKeywordKeys.detail(row._id), analysis);
      notify.success(t('list.rerunDone', { keyword: row.keyword }));
      void refresh();
    },
    onError: (error) => reportActionError(error, t('list.failed')),
  });
  const remove = useMutation({
    mutationFn: () => removeAnalysis(row._id),
    onSuccess: () => {
      notify.success(t('list.deleted'));
      props.onRemoved();
      void refresh();
    },
    onError: (error) => reportActionError(error, t('list.failed')),
  });
  const open = `${paths.research.keywordAnalysis()}?${new URLSearchParams({ id: row._id })}`;
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Checkbox
            mt={4}
            checked={props.picked}
            onChange={(e) => props.onPick(e.currentTarget.checked)}
            aria-label={t('list.select', { keyword: row.keyword })}
          />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} component={Link} to={open} style={{ overflowWrap: 'anywhere' }}>
                {row.keyword}
              </Text>
              <Badge variant="light" size="sm">
                {marketplaceLabel(row.marketplace)}
              </Badge>
            </Group>
            <Text size="sm">
              {t('list.meta', {
                results: formatCount(row.resultCount, i18n.language),
                units: formatCount(row.unitsSold, i18n.language),
                median: formatPrice(row.medianPrice),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('list.analysedAt', { at: formatDateTime(new Date(row.analysedAt)) })}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button size="compact-sm" variant="default" component={Link} to={open}>
            {t('list.open')}
          </Button>
          <Button size="compact-sm" variant="light" loading={rerun.isPending} onClick={() => rerun.mutate()}>
            {t('list.rerun')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              openConfirm({
                title: t('list.deleteTitle'),
                message: t('list.deleteText', { keyword: row.keyword }),
                variant: 'delete',
                onConfirm: () => remove.mutate(),
              })
            }
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The chosen analyses side by side, each read from PostgreSQL (no new snapshot, no quota). */
function Comparison({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('researchKeywords');
  const lang = i18n.language;
  const results = useQueries({ queries: ids.map((id) => analysisQueryOptions(id)) });
  const analyses = results.map((r) => r.data).filter((a): a is KeywordAnalysis => a !== undefined);
  const failed = results.find((r) => r.isError);
  const rows: { label: string; value: (a: KeywordAnalysis) => string }[] = [
    { label: t('analysis.resultCount'), value: (a) => formatCount(a.competition.resultCount, lang) },
    { label: t('analysis.unitsSold', { top: 40 }), value: (a) => formatCount(a.demand.unitsSold, lang) },
    {
      label: t('analysis.dailyUnits'),
      value: (a) =>
        a.demand.dailyUnits === null ? t('analysis.dailyUnitsNone') : formatCount(a.demand.dailyUnits, lang),
    },
    {
      label: t('analysis.suggestionRank'),
      value: (a) =>
        a.demand.suggestionRank === null
          ? t('analysis.suggestionRankNone')
          : t('analysis.suggestionRankValue', { rank: a.demand.suggestionRank }),
    },
    { label: t('analysis.topShopsShare'), value: (a) => formatShare(a.competition.topShopsShare, lang) },
    { label: t('analysis.priceQ1'), value: (a) => formatPrice(a.prices?.q1 ?? null) },
    { label: t('analysis.priceMedian'), value: (a) => formatPrice(a.prices?.median ?? null) },
    { label: t('analysis.priceQ3'), value: (a) => formatPrice(a.prices?.q3 ?? null) },
  ];
  return (
    <SectionCard
      titleId="keyword-compare"
      title={t('list.compareTitle')}
      subtitle={t('list.compareHint')}
      aside={
        <Button size="compact-sm" variant="subtle" onClick={onClose}>
          {t('list.compareClose')}
        </Button>
      }
    >
      {failed && <ErrorState onRetry={() => void failed.refetch()} />}
      {analyses.length < ids.length && !failed ? (
        <Skeleton h={200} radius="md" aria-busy="true" />
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped withTableBorder layout="fixed" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.metric')}</Table.Th>
                {analyses.map((a) => (
                  <Table.Th key={a._id} style={{ overflowWrap: 'anywhere' }}>
                    {a.keyword} ({marketplaceLabel(a.marketplace)})
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  {analyses.map((a) => (
                    <Table.Td key={a._id}>{row.value(a)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
