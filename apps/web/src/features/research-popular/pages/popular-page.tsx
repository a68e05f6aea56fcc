import { POPULAR_EXPORT_LIMIT, type PopularAnswer, type PopularQuery } from '@booster/contracts';
import { MARKETPLACES, type Marketplace, marketplaceLabel } from '@booster/domain';
import { Alert, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { saveCsv } from '../../../lib/csv.ts';
import { describeError } from '../../../lib/error-message.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, notify, PagedTable, PageHeader, SectionCard } from '../../../ui/index.ts';
import { MarketplaceTabs } from '../../../ui/marketplace-tabs.tsx';
import { exportPopular, popularFiltersQueryOptions, popularQueryOptions } from '../api/popular-queries.ts';
import { PopularCharts } from '../components/popular-charts.tsx';
import { popularCard, popularColumns } from '../components/popular-columns.tsx';
import { PopularFiltersForm } from '../components/popular-filters.tsx';
import { formatCount, formatDay } from '../components/popular-format.ts';

const PAGE_SIZE = 20;
const isMarketplace = (v: string | null): v is Marketplace =>
  v !== null && (MARKETPLACES as readonly string[]).includes(v);
const numberParam = (v: string | null) =>
  v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);

/** The filters live in the address, so a list can be shared, reloaded and gone back to. */
function queryOf(params: URLSearchParams): PopularQuery & { page: number } {
  const marketplace = params.get('marketplace');
  return {
    marketplace: isMarketplace(marketplace) ? marketplace : 'shopee',
    period: params.get('period') === '30' ? '30' : '7',
    categoryId: params.get('categoryId') || undefined,
    minPrice: numberParam(params.get('minPrice')),
    maxPrice: numberParam(params.get('maxPrice')),
    minRating: numberParam(params.get('minRating')),
    location: params.get('location') || undefined,
    sort: params.get('sort') === 'revenue' ? 'revenue' : 'units',
    page: Math.max(1, numberParam(params.get('page')) ?? 1),
    limit: PAGE_SIZE,
  };
}

function paramsOf(query: PopularQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([k, v]) => v !== undefined && v !== '' && k !== 'limit' && !(k === 'page' && v === 1))
      .map(([k, v]) => [k, String(v)]),
  );
}

/** /panel/research/popular: top products by marketplace, category and period with estimated sales. */
export function Component() {
  const { t, i18n } = useTranslation('researchPopular');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useQuery(popularQueryOptions(query));
  const filters = useQuery(popularFiltersQueryOptions(query.marketplace));
  const [exporting, setExporting] = useState(false);
  const answer = list.data;

  const show = (next: PopularQuery) => setParams(paramsOf(next));
  const rankOf = (p: PopularAnswer['docs'][number]) =>
    (answer ? (answer.page - 1) * answer.limit : 0) + (answer?.docs.indexOf(p) ?? 0) + 1;

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await exportPopular(query);
      const c = (key: string) => t(`exportColumns.${key}` as 'exportColumns.rank');
      saveCsv(`produk-populer-${query.marketplace}-${query.period}hari-${all.day ?? 'kosong'}.csv`, [
        [
          'rank',
          'marketplace',
          'name',
          'shop',
          'category',
          'location',
          'price',
          'rating',
          'sold',
          'units',
          'revenue',
          'days',
          'url',
        ].map(c),
        ...all.docs.map((p, i) => [
          i + 1,
          marketplaceLabel(p.marketplace),
          p.name,
          p.shopName,
          p.categoryName,
          p.location,
          p.price,
          p.rating ?? '',
          p.soldCount,
          p.units,
          p.revenue,
          p.basedOnDays,
          p.url,
        ]),
      ]);
    } catch (error) {
      notify.error(error instanceof ApiClientError ? describeError(error) : t('exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  const refused =
    list.error instanceof ApiClientError && list.error.statusCode > 0 && list.error.statusCode < 500;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="default"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!answer || answer.totalDocs === 0}
            aria-label={t('exportLabel', { max: POPULAR_EXPORT_LIMIT })}
          >
            {t('export')}
          </Button>
        }
      />
      <MarketplaceTabs
        active={query.marketplace}
        label={t('marketplaces')}
        to={(m) =>
          `${paths.research.popular()}?${new URLSearchParams({ ...paramsOf({ ...query, categoryId: undefined, location: undefined, page: 1 }), marketplace: m })}`
        }
      />
      <Stack gap="md">
        <Card withBorder padding="md">
          <PopularFiltersForm
            value={query}
            options={filters.data}
            busy={list.isFetching}
            onApply={(next) => show({ ...next, marketplace: query.marketplace, page: 1 })}
            onReset={() => show({ marketplace: query.marketplace })}
          />
        </Card>
        {refused && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{describeError(list.error)}</Text>
          </Alert>
        )}
        {answer && answer.day === null ? (
          <EmptyState
            title={t('noData')}
            description={t('noDataDescription', { marketplace: marketplaceLabel(query.marketplace) })}
          />
        ) : (
          <>
            {answer && answer.totalDocs > 0 && (
              <>
                <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                  <Tile label={t('summary.units')} value={formatCount(answer.totals.units, i18n.language)} />
                  <Tile label={t('summary.revenue')} value={formatRupiah(answer.totals.revenue)} />
                  <Tile label={t('summary.listings')} value={formatCount(answer.totalDocs, i18n.language)} />
                  <Tile label={t('summary.day')} value={answer.day ? formatDay(answer.day) : '–'} />
                </SimpleGrid>
                <SectionCard titleId="popular-charts" title={t('charts.title')} subtitle={t('note')}>
                  <PopularCharts answer={answer} />
                </SectionCard>
              </>
            )}
            {!refused && (
              <PagedTable
                query={{ ...list, isError: list.isError }}
                label={t('table.label')}
                columns={popularColumns(t, i18n.language, rankOf)}
                rowKey={(p) => p.externalId}
                onPageChange={(page) => show({ ...query, page })}
                empty={{ title: t('noMatch'), description: t('noMatchDescription') }}
                minWidth={980}
                skeletonRows={6}
                dimWhileFetching
                card={popularCard}
              />
            )}
          </>
        )}
      </Stack>
    </>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}
