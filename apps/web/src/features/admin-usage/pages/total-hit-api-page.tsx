import type { ApiHitsReport } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../../lib/csv.ts';
import { BarChart } from '../../../ui/index.ts';
import { FigureCard, TitledCard } from '../../../ui/titled-card.tsx';
import { apiHitsQueryOptions } from '../api/usage-queries.ts';
import { dm, number } from '../components/figure-format.ts';
import { FigureTable, memberColumn } from '../components/figure-table.tsx';
import { UsageReportLayout } from '../components/usage-report-layout.tsx';
import { useDayRange } from '../components/use-day-range.ts';

const rate = (errors: number, total: number) =>
  total === 0 ? '0%' : `${((errors / total) * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/** /admin/total-hit-api: API hits per member and endpoint per day, marketplace calls, heaviest members; CSV. */
export function Component() {
  const { t } = useTranslation('adminUsage');
  const days = useDayRange();
  const query = useQuery({ ...apiHitsQueryOptions(days.range), enabled: days.valid });
  const report = query.data;

  const download = (r: ApiHitsReport) =>
    saveCsv(`${t('hits.csvFile')}-${r.from}-${r.to}.csv`, [
      ['day', 'member_email', 'member_name', 'method', 'route', 'hits', 'errors'],
      ...r.rows.map((row) => [
        row.day,
        row.member.email,
        row.member.name,
        row.method,
        row.route,
        row.hits,
        row.errors,
      ]),
    ]);

  const totalHits = report?.days.reduce((s, d) => s + d.hits, 0) ?? 0;
  const totalErrors = report?.days.reduce((s, d) => s + d.errors, 0) ?? 0;
  const calls = report?.marketplaces.reduce((s, m) => s + m.calls, 0) ?? 0;

  return (
    <UsageReportLayout
      title={t('hits.title')}
      description={t('hits.description')}
      days={days}
      query={query}
      onDownload={download}
    >
      {(report) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <FigureCard label={t('hits.totalHits')} value={number(totalHits)} testId="total-hits" />
            <FigureCard
              label={t('hits.totalErrors')}
              value={`${number(totalErrors)} (${rate(totalErrors, totalHits)})`}
              testId="total-errors"
            />
            <FigureCard label={t('hits.marketplaceCalls')} value={number(calls)} testId="marketplace-calls" />
          </SimpleGrid>
          <TitledCard title={t('hits.perDay')}>
            <BarChart
              title={t('hits.perDayChart', { from: dm(report.from), to: dm(report.to) })}
              listLabel={t('hits.perDay')}
              bars={report.days.map((d) => ({
                key: d.day,
                label: dm(d.day),
                segments: [
                  { value: d.hits - d.errors, color: 'var(--mantine-color-blue-6)' },
                  { value: d.errors, color: 'var(--mantine-color-red-6)' },
                ],
                description: t('hits.barTitle', {
                  label: dm(d.day),
                  hits: number(d.hits),
                  errors: number(d.errors),
                }),
              }))}
            />
          </TitledCard>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FigureTable
              title={t('hits.members')}
              empty={t('empty')}
              rows={report.members}
              rowKey={(r) => r.member._id}
              columns={[
                memberColumn(t('member')),
                { key: 'hits', header: t('hits.columns.hits'), count: (r) => r.hits },
                { key: 'errors', header: t('hits.columns.errors'), count: (r) => r.errors },
              ]}
            />
            <FigureTable
              title={t('hits.marketplaces')}
              empty={t('empty')}
              rows={report.marketplaces}
              rowKey={(r) => r.marketplace}
              columns={[
                {
                  key: 'platform',
                  header: t('hits.columns.platform'),
                  cell: (r) => marketplaceLabel(r.marketplace),
                },
                { key: 'calls', header: t('hits.columns.calls'), count: (r) => r.calls },
                { key: 'errors', header: t('hits.columns.errors'), count: (r) => r.errors },
                {
                  key: 'rate',
                  header: t('hits.columns.errorRate'),
                  align: 'right',
                  cell: (r) => rate(r.errors, r.calls),
                },
              ]}
            />
          </SimpleGrid>
          <FigureTable
            title={t('hits.endpoints')}
            empty={t('empty')}
            rows={report.endpoints}
            rowKey={(r) => `${r.method} ${r.route}`}
            columns={[
              {
                key: 'endpoint',
                header: t('hits.columns.endpoint'),
                cell: (r) => (
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {r.method} {r.route}
                  </Text>
                ),
              },
              { key: 'hits', header: t('hits.columns.hits'), count: (r) => r.hits },
              {
                key: 'rate',
                header: t('hits.columns.errorRate'),
                align: 'right',
                cell: (r) => rate(r.errors, r.hits),
              },
            ]}
          />
        </>
      )}
    </UsageReportLayout>
  );
}
