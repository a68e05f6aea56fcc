import { CHAT_REPORT_RANGES, type ChatReport, type ChatReportRange } from '@booster/contracts';
import { type ChatMarketplace, marketplaceLabel } from '@booster/domain';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Bar, BarChart } from '../../../ui/bar-chart.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';
import { EmptyState, ErrorState, PageHeader, SectionCard } from '../../../ui/index.ts';
import { StatTile } from '../../../ui/stat-tile.tsx';
import { chatReportQueryOptions } from '../api/chat-report-queries.ts';
import { ShopDaysTable, ShopsTable } from '../components/report-tables.tsx';
import { downloadText, reportCsv } from '../lib/report-csv.ts';
import { formatDay, formatDuration, formatRate } from '../lib/report-format.ts';

const COLORS = {
  answered: 'var(--mantine-color-teal-6)',
  missed: 'var(--mantine-color-red-6)',
  pending: 'var(--mantine-color-yellow-5)',
  excluded: 'var(--mantine-color-gray-4)',
} as const;

/** /panel/chat/report/{marketplace}: the marketplace's chat report (the route admits chat marketplaces only). */
export function Component() {
  const { t } = useTranslation('chatReports');
  const marketplace = useParams().marketplace as ChatMarketplace;
  const label = marketplaceLabel(marketplace);
  const [range, setRange] = useState<ChatReportRange>('7');
  const [shopId, setShopId] = useState<string | null>(null);
  const report = useQuery({
    ...chatReportQueryOptions(marketplace, { range, ...(shopId ? { shopId } : {}) }),
    placeholderData: keepPreviousData,
  });
  // The shop list of the unfiltered report stays offered while one shop is picked.
  const allShops = useQuery({ ...chatReportQueryOptions(marketplace, { range }), enabled: shopId !== null });
  const shops = (shopId ? allShops.data : report.data)?.shops ?? [];

  const exportCsv = (data: ChatReport) =>
    downloadText(`laporan-chat-${marketplace}-${data.from}-${data.to}.csv`, reportCsv(data));

  return (
    <>
      <PageHeader
        title={t('report.title', { marketplace: label })}
        description={t('report.description', { marketplace: label })}
        actions={
          <Button
            variant="default"
            disabled={!report.data}
            onClick={() => report.data && exportCsv(report.data)}
          >
            {t('report.export')}
          </Button>
        }
      />
      <Stack gap="md">
        <FieldRow>
          <SegmentedControl
            aria-label={t('report.range')}
            value={range}
            onChange={(value) => setRange(value as ChatReportRange)}
            data={CHAT_REPORT_RANGES.map((r) => ({ value: r, label: t(`report.ranges.${r}`) }))}
          />
          <Select
            aria-label={t('report.shop')}
            value={shopId ?? ''}
            onChange={(value) => setShopId(value || null)}
            data={[
              { value: '', label: t('report.allShops') },
              ...shops.map((s) => ({ value: s.shopId, label: s.shopname })),
            ]}
            allowDeselect={false}
            style={{ flex: '0 1 260px' }}
          />
          {report.data && (
            <Text size="sm" c="dimmed">
              {t('report.period', { from: formatDay(report.data.from), to: formatDay(report.data.to) })}
            </Text>
          )}
        </FieldRow>
        <Alert variant="light" color="blue" title={t('report.definitionTitle', { marketplace: label })}>
          <Text size="sm">{t(`report.definition.${marketplace}`)}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('report.definitionCommon')}
          </Text>
        </Alert>
        {report.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('report.loading')}>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              {[0, 1, 2, 3, 4].map((k) => (
                <Skeleton key={k} h={72} radius="md" />
              ))}
            </SimpleGrid>
            <Skeleton h={160} radius="md" />
          </Stack>
        )}
        {report.isError && <ErrorState onRetry={() => void report.refetch()} />}
        {report.data && <ReportView report={report.data} />}
      </Stack>
    </>
  );
}

function ReportView({ report }: { report: ChatReport }) {
  const { t, i18n } = useTranslation('chatReports');
  const none = t('report.noRate');
  const { totals } = report;
  const dayBars: Bar[] = report.days.map((d) => ({
    key: d.date,
    label: formatDay(d.date, false),
    segments: [
      { value: d.answered, color: COLORS.answered },
      { value: d.missed, color: COLORS.missed },
      { value: d.pending, color: COLORS.pending },
      { value: d.excluded, color: COLORS.excluded },
    ],
    description: t('report.dayBar', {
      label: formatDay(d.date),
      chats: d.chats,
      answered: d.answered,
      missed: d.missed,
      pending: d.pending,
    }),
  }));
  const hourBars: Bar[] = report.hours.map((chats, hour) => {
    const label = String(hour).padStart(2, '0');
    return {
      key: label,
      label,
      segments: [{ value: chats, color: 'var(--mantine-color-blue-7)' }],
      description: t('report.hourBar', { label: `${label}:00`, chats }),
    };
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <StatTile label={t('report.metrics.chats')} value={totals.chats.toLocaleString('id-ID')} />
        <StatTile
          label={t('report.metrics.buyerMessages')}
          value={totals.buyerMessages.toLocaleString('id-ID')}
        />
        <StatTile label={t('report.metrics.replies')} value={totals.replies.toLocaleString('id-ID')} />
        <StatTile
          label={t('report.metrics.responseRate')}
          value={formatRate(totals.responseRate, i18n.language, none)}
        />
        <StatTile
          label={t('report.metrics.avgFirstResponse')}
          value={
            totals.avgFirstResponseSeconds === null ? none : formatDuration(t, totals.avgFirstResponseSeconds)
          }
        />
      </SimpleGrid>
      {totals.chats === 0 && totals.buyerMessages === 0 ? (
        <EmptyState title={t('report.emptyTitle')} description={t('report.emptyText')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SectionCard
              titleId="chat-per-day"
              title={t('report.perDayTitle')}
              subtitle={t('report.perDaySubtitle')}
            >
              <BarChart
                title={t('report.metrics.chats')}
                listLabel={t('report.chartLabel', { points: dayBars.length })}
                bars={dayBars}
              />
              <Legend />
            </SectionCard>
            <SectionCard
              titleId="chat-per-hour"
              title={t('report.perHourTitle')}
              subtitle={t('report.perHourSubtitle')}
            >
              <BarChart
                title={t('report.metrics.chats')}
                listLabel={t('report.chartLabel', { points: hourBars.length })}
                bars={hourBars}
              />
            </SectionCard>
          </SimpleGrid>
          <SectionCard
            titleId="chat-per-shop"
            title={t('report.shopsTitle')}
            subtitle={t('report.shopsSubtitle')}
          >
            <ShopsTable report={report} />
          </SectionCard>
          <SectionCard
            titleId="chat-per-shop-day"
            title={t('report.daysTitle')}
            subtitle={t('report.daysSubtitle')}
          >
            <ShopDaysTable report={report} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('chatReports');
  return (
    <Group gap="md" mt="xs" wrap="wrap">
      {(Object.keys(COLORS) as (keyof typeof COLORS)[]).map((key) => (
        <Group key={key} gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: 2,
              background: COLORS[key],
              display: 'inline-block',
            }}
          />
          <Text size="xs">{t(`report.metrics.${key}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
