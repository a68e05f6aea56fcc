import { ACTIVITY_KINDS, type ActivityKind, type ActivityReport } from '@booster/contracts';
import { Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../../lib/csv.ts';
import { BarChart } from '../../../ui/index.ts';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { activitiesQueryOptions } from '../api/usage-queries.ts';
import { dm, number } from '../components/figure-format.ts';
import { FigureTable, memberColumn } from '../components/figure-table.tsx';
import { UsageReportLayout } from '../components/usage-report-layout.tsx';
import { useDayRange } from '../components/use-day-range.ts';

const KIND_COLORS: Record<ActivityKind, string> = {
  login: 'var(--mantine-color-blue-6)',
  productEdited: 'var(--mantine-color-teal-6)',
  bulkJob: 'var(--mantine-color-grape-6)',
  orderShipped: 'var(--mantine-color-orange-6)',
  chatAnswered: 'var(--mantine-color-cyan-6)',
};
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((s, v) => s + v, 0);

/** /admin/count-user-activities: logins, products edited, bulk jobs, orders shipped, chats answered per day and member. */
export function Component() {
  const { t } = useTranslation('adminUsage');
  const days = useDayRange();
  const query = useQuery({ ...activitiesQueryOptions(days.range), enabled: days.valid });
  const kindColumns = ACTIVITY_KINDS.map((kind) => ({
    key: kind,
    header: t(`activities.kinds.${kind}`),
    count: (r: { counts: Record<string, number> }) => r.counts[kind] ?? 0,
  }));

  const download = (r: ActivityReport) =>
    saveCsv(`${t('activities.csvFile')}-${r.from}-${r.to}.csv`, [
      ['member_email', 'member_name', ...ACTIVITY_KINDS, 'total'],
      ...r.members.map((m) => [
        m.member.email,
        m.member.name,
        ...ACTIVITY_KINDS.map((k) => m.counts[k]),
        m.total,
      ]),
      [],
      ['day', '', ...ACTIVITY_KINDS, 'total'],
      ...r.days.map((d) => [d.day, '', ...ACTIVITY_KINDS.map((k) => d.counts[k]), sum(d.counts)]),
    ]);

  return (
    <UsageReportLayout
      title={t('activities.title')}
      description={t('activities.description')}
      days={days}
      query={query}
      onDownload={download}
    >
      {(report) => (
        <>
          <TitledCard title={t('activities.perDay')}>
            <BarChart
              title={t('activities.perDayChart', { from: dm(report.from), to: dm(report.to) })}
              listLabel={t('activities.perDay')}
              bars={report.days.map((d) => ({
                key: d.day,
                label: dm(d.day),
                segments: ACTIVITY_KINDS.map((kind) => ({
                  value: d.counts[kind],
                  color: KIND_COLORS[kind],
                })),
                description: t('activities.barTitle', { label: dm(d.day), count: number(sum(d.counts)) }),
              }))}
            />
            <Group gap="md" wrap="wrap" aria-hidden>
              {ACTIVITY_KINDS.map((kind) => (
                <Group key={kind} gap={4} wrap="nowrap">
                  <Box w={10} h={10} style={{ background: KIND_COLORS[kind], borderRadius: 2 }} />
                  <Text size="xs">{t(`activities.kinds.${kind}`)}</Text>
                </Group>
              ))}
            </Group>
          </TitledCard>
          <FigureTable
            title={t('activities.perDay')}
            empty={t('empty')}
            rows={[...report.days].reverse()}
            rowKey={(d) => d.day}
            columns={[
              { key: 'day', header: t('activities.day'), cell: (d) => dm(d.day) },
              ...kindColumns,
              { key: 'total', header: t('activities.total'), count: (d) => sum(d.counts) },
            ]}
          />
          <FigureTable
            title={t('activities.members')}
            empty={t('empty')}
            rows={report.members}
            rowKey={(m) => m.member._id}
            columns={[
              memberColumn(t('member')),
              ...kindColumns,
              { key: 'total', header: t('activities.total'), count: (m) => m.total },
            ]}
          />
        </>
      )}
    </UsageReportLayout>
  );
}
