import type { OrderStats, User } from '@booster/contracts';
import { Divider, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { EmptyState, ErrorState, SectionCard } from '../../../ui/index.ts';
import { StatTile } from '../../../ui/stat-tile.tsx';
import { orderStatsQueryOptions, STATS_RANGES, type StatsRange } from '../api/order-stats-query.ts';
import { OrdersChart } from './orders-chart.tsx';
import { PackageUsage } from './package-usage.tsx';
import { StatsBreakdown } from './stats-breakdown.tsx';

export type StatisticsCardProps = { user: User };

/** "Data Statistik": orders and revenue over a range, per marketplace and shop, and the package usage. */
export function StatisticsCard({ user }: StatisticsCardProps) {
  const { t } = useTranslation('home');
  const [range, setRange] = useState<StatsRange>('today');
  const stats = useQuery({ ...orderStatsQueryOptions(range), placeholderData: keepPreviousData });
  return (
    <SectionCard
      titleId="statistics-title"
      title={t('statistics.title')}
      subtitle={t('statistics.subtitle')}
      aside={
        <SegmentedControl
          aria-label={t('statistics.range')}
          value={range}
          onChange={(value) => setRange(value as StatsRange)}
          data={STATS_RANGES.map((r) => ({ value: r, label: t(`statistics.ranges.${r}`) }))}
        />
      }
    >
      <Stack gap="lg">
        {stats.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('statistics.loading')}>
            <SimpleGrid cols={2} spacing="sm">
              <Skeleton h={72} radius="md" />
              <Skeleton h={72} radius="md" />
            </SimpleGrid>
            <Skeleton h={140} radius="md" />
          </Stack>
        )}
        {stats.isError && <ErrorState onRetry={() => void stats.refetch()} />}
        {stats.data && <OrderStatsView stats={stats.data} />}
        <Divider />
        <PackageUsage user={user} />
      </Stack>
    </SectionCard>
  );
}

function OrderStatsView({ stats }: { stats: OrderStats }) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <StatTile label={t('statistics.totalOrders')} value={stats.totals.orders.toLocaleString('id-ID')} />
        <StatTile label={t('statistics.totalRevenue')} value={formatRupiah(stats.totals.revenue)} />
      </SimpleGrid>
      {stats.totals.orders === 0 ? (
        <EmptyState title={t('statistics.emptyTitle')} description={t('statistics.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <OrdersChart series={stats.series} />
          <StatsBreakdown marketplaces={stats.marketplaces} totalRevenue={stats.totals.revenue} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
