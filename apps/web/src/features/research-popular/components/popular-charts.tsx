import type { PopularAnswer } from '@booster/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { BarChart } from '../../../ui/index.ts';
import { formatCount, formatDay } from './popular-format.ts';

const TOP = 10;

/** The first ten products by estimated revenue, and the units sold between snapshot days. */
export function PopularCharts({ answer }: { answer: PopularAnswer }) {
  const { t, i18n } = useTranslation('researchPopular');
  const top = [...answer.docs].sort((a, b) => b.revenue - a.revenue).slice(0, TOP);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <BarChart
        title={t('charts.top')}
        listLabel={t('charts.topList')}
        bars={top.map((p, i) => ({
          key: p.externalId,
          label: String(i + 1),
          segments: [{ value: p.revenue, color: 'var(--mantine-color-blue-6)' }],
          description: t('charts.topBar', {
            name: p.name,
            revenue: formatRupiah(p.revenue),
            units: formatCount(p.units, i18n.language),
          }),
        }))}
      />
      {answer.daily.length >= 2 ? (
        <BarChart
          title={t('charts.daily')}
          listLabel={t('charts.dailyList')}
          bars={answer.daily.map((d) => ({
            key: d.day,
            label: formatDay(d.day).slice(0, 5),
            segments: [{ value: d.units, color: 'var(--mantine-color-teal-6)' }],
            description: t('charts.dailyBar', {
              day: formatDay(d.day),
              units: formatCount(d.units, i18n.language),
            }),
          }))}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('charts.dailyEmpty')}
        </Text>
      )}
    </SimpleGrid>
  );
}
