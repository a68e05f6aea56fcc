import type { KeywordAnalysis } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { type Bar, BarChart } from '../../../ui/bar-chart.tsx';
import { EmptyState, SectionCard } from '../../../ui/index.ts';
import { formatCount, formatPrice, formatShare, formatSnapshotDay } from '../lib/research-format.ts';

/** Units sold are compared over this many best sellers (the server's DEMAND_TOP). */
const DEMAND_TOP = 40;

export function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Card>
  );
}

/** Every number of one analysis: demand, competition, prices, top listings and shops, related keywords. */
export function AnalysisView({ analysis }: { analysis: KeywordAnalysis }) {
  const { t, i18n } = useTranslation('researchKeywords');
  const lang = i18n.language;
  const marketplace = marketplaceLabel(analysis.marketplace);
  const { demand, competition, prices } = analysis;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('analysis.source', {
          day: formatSnapshotDay(analysis.day),
          sample: formatCount(analysis.sampleSize, lang),
          marketplace,
        })}
      </Text>
      {analysis.sampleSize === 0 && (
        <EmptyState
          title={t('analysis.emptyTitle')}
          description={t('analysis.emptyText', { keyword: analysis.keyword, marketplace })}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard
          titleId="keyword-demand"
          title={t('analysis.demandTitle')}
          subtitle={t('analysis.demandSubtitle', { top: DEMAND_TOP })}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="md">
            <Tile
              label={t('analysis.unitsSold', { top: DEMAND_TOP })}
              value={formatCount(demand.unitsSold, lang)}
            />
            <Tile
              label={t('analysis.dailyUnits')}
              value={
                demand.dailyUnits === null
                  ? t('analysis.dailyUnitsNone')
                  : formatCount(demand.dailyUnits, lang)
              }
            />
            <Tile
              label={t('analysis.suggestionRank')}
              value={
                demand.suggestionRank === null
                  ? t('analysis.suggestionRankNone')
                  : t('analysis.suggestionRankValue', { rank: demand.suggestionRank })
              }
            />
          </SimpleGrid>
          <HistoryChart analysis={analysis} />
        </SectionCard>
        <SectionCard
          titleId="keyword-competition"
          title={t('analysis.competitionTitle')}
          subtitle={t('analysis.competitionSubtitle')}
        >
          <SimpleGrid cols={2} spacing="sm">
            <Tile label={t('analysis.resultCount')} value={formatCount(competition.resultCount, lang)} />
            <Tile label={t('analysis.shopCount')} value={formatCount(competition.shopCount, lang)} />
            <Tile label={t('analysis.topShopsShare')} value={formatShare(competition.topShopsShare, lang)} />
            <Tile label={t('analysis.officialShare')} value={formatShare(competition.officialShare, lang)} />
          </SimpleGrid>
        </SectionCard>
      </SimpleGrid>
      {prices && (
        <SectionCard
          titleId="keyword-prices"
          title={t('analysis.pricesTitle')}
          subtitle={t('analysis.pricesSubtitle')}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" mb="md">
            <Tile label={t('analysis.priceMin')} value={formatPrice(prices.min)} />
            <Tile label={t('analysis.priceQ1')} value={formatPrice(prices.q1)} />
            <Tile label={t('analysis.priceMedian')} value={formatPrice(prices.median)} />
            <Tile label={t('analysis.priceQ3')} value={formatPrice(prices.q3)} />
            <Tile label={t('analysis.priceMax')} value={formatPrice(prices.max)} />
            <Tile label={t('analysis.priceMean')} value={formatPrice(prices.mean)} />
          </SimpleGrid>
          <BarChart
            title={t('analysis.histogramTitle')}
            listLabel={t('analysis.histogramList', { points: prices.histogram.length })}
            bars={prices.histogram.map(
              (b): Bar => ({
                key: String(b.from),
                label: shortRupiah(t, b.from),
                segments: [{ value: b.count, color: 'var(--mantine-color-blue-6)' }],
                description: t('analysis.histogramBar', {
                  from: formatPrice(b.from),
                  to: formatPrice(b.to),
                  count: b.count,
                }),
              }),
            )}
          />
        </SectionCard>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard
          titleId="keyword-top-listings"
          title={t('analysis.topListingsTitle')}
          subtitle={t('analysis.topListingsSubtitle')}
        >
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {analysis.topListings.map((l) => (
              <li key={l.externalId}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {l.name}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">{formatPrice(l.price)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('analysis.sold', { units: formatCount(l.soldCount, lang) })}
                  </Text>
                  {l.rating !== null && l.rating > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('analysis.rating', { rating: l.rating.toFixed(1) })}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('analysis.listingMeta', { shop: l.shopName, location: l.location })}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        </SectionCard>
        <Stack gap="md">
          <SectionCard
            titleId="keyword-top-shops"
            title={t('analysis.topShopsTitle')}
            subtitle={t('analysis.topShopsSubtitle')}
          >
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {analysis.topShops.map((s) => (
                <li key={s.externalId}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {s.name}
                      </Text>
                      {s.official && (
                        <Badge size="xs" color="red" variant="light">
                          {t('analysis.official')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" fw={600}>
                      {formatShare(s.share, lang)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('analysis.shopMeta', {
                      listings: s.listings,
                      units: formatCount(s.unitsSold, lang),
                    })}
                  </Text>
                </li>
              ))}
            </Stack>
          </SectionCard>
          <SectionCard
            titleId="keyword-related"
            title={t('analysis.relatedTitle')}
            subtitle={t('analysis.relatedSubtitle')}
          >
            {analysis.related.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('analysis.relatedEmpty')}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {analysis.related.map((r) => (
                  <li key={r.keyword}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {r.keyword}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('analysis.relatedMeta', {
                            results: formatCount(r.resultCount, lang),
                            units: formatCount(r.unitsSold, lang),
                            median: formatPrice(r.medianPrice),
                          })}
                        </Text>
                      </div>
                      <Button
                        size="compact-sm"
                        variant="light"
                        component={Link}
                        to={`${paths.research.keywordAnalysis()}?${new URLSearchParams({
                          keyword: r.keyword,
                          marketplace: analysis.marketplace,
                        })}`}
                        aria-label={`${t('analysis.analyse')} ${r.keyword}`}
                      >
                        {t('analysis.analyse')}
                      </Button>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function HistoryChart({ analysis }: { analysis: KeywordAnalysis }) {
  const { t, i18n } = useTranslation('researchKeywords');
  const bars: Bar[] = analysis.demand.history.map((h) => ({
    key: h.day,
    label: formatSnapshotDay(h.day).slice(0, 5),
    segments: [{ value: h.dailyUnits ?? 0, color: 'var(--mantine-color-teal-6)' }],
    description: t('analysis.historyBar', {
      day: formatSnapshotDay(h.day),
      units: h.dailyUnits === null ? '–' : formatCount(h.dailyUnits, i18n.language),
      results: formatCount(h.resultCount, i18n.language),
    }),
  }));
  return (
    <BarChart
      title={t('analysis.historyTitle')}
      listLabel={t('analysis.historyList', { points: bars.length })}
      bars={bars}
    />
  );
}

/** Axis labels: "35rb", "1,2jt" (the full range is in each bar's description). */
function shortRupiah(t: TFunction<'researchKeywords'>, value: number): string {
  if (value >= 1_000_000)
    return t('analysis.axisMillion', { value: (value / 1_000_000).toFixed(1).replace('.', ',') });
  if (value >= 1_000) return t('analysis.axisThousand', { value: Math.round(value / 1_000) });
  return String(value);
}
