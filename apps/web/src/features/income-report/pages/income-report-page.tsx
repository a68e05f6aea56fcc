import { type IncomeReportQuery, incomeReportQuerySchema } from '@booster/contracts';
import { jakartaIsoDate } from '@booster/domain';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { reportActionError } from '../../../lib/api-errors.ts';
import { type DayRange, lastDays, monthToDate, usePresetRange } from '../../../lib/day-range.ts';
import { describeError, translateValidation } from '../../../lib/error-message.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { DayRangeFields } from '../../../ui/day-range-fields.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';
import { PageHeader } from '../../../ui/index.ts';
import { FigureCard, TitledCard } from '../../../ui/titled-card.tsx';
import { downloadIncomeReport, incomeReportQueryOptions } from '../api/income-report-queries.ts';
import { IncomeBars } from '../components/income-bars.tsx';
import { IncomeTable } from '../components/income-table.tsx';

const PRESETS = ['30d', 'month', '12m'] as const;
type Preset = (typeof PRESETS)[number];

function presetRange(preset: Preset, now = new Date()): DayRange {
  if (preset === 'month') return monthToDate(now);
  if (preset === '12m') {
    const to = jakartaIsoDate(now);
    const [y, m] = to.split('-').map(Number);
    const start = m === 12 ? `${y}-01-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}-01`;
    return { from: start, to };
  }
  return lastDays(30, now);
}

const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const my = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** /admin/order/report: income from paid invoices by day, month, package and method; CSV and Excel. */
export function Component() {
  const { t } = useTranslation('incomeReport');
  const { t: tb } = useTranslation('billing');
  const { preset, range, pickPreset, setDay } = usePresetRange<Preset, IncomeReportQuery>(presetRange, '30d');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const checked = incomeReportQuerySchema.safeParse(range);
  const rangeError = checked.success ? undefined : translateValidation(checked.error.issues[0]?.message);
  const query = useQuery({ ...incomeReportQueryOptions(range), enabled: checked.success });
  const report = query.data;
  /** A day's or a month's bar: its income, and the income and invoice count as its title. */
  const bar = (key: string, label: string, { amount, invoices }: { amount: number; invoices: number }) => ({
    key,
    label,
    value: amount,
    title: t('barTitle', { label, amount: formatRupiah(amount), count: invoices }),
  });

  async function download(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      await downloadIncomeReport(range, format);
    } catch (error) {
      reportActionError(error, t('downloadFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button
              variant="default"
              loading={busy === 'csv'}
              disabled={!checked.success}
              onClick={() => download('csv')}
            >
              {t('csv')}
            </Button>
            <Button loading={busy === 'xlsx'} disabled={!checked.success} onClick={() => download('xlsx')}>
              {t('xlsx')}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <FieldRow>
            <DayRangeFields
              presets={PRESETS}
              presetLabel={(p) => t(`presets.${p}`)}
              preset={preset}
              onPreset={pickPreset}
              range={range}
              onDay={setDay}
              fromLabel={t('from')}
              toLabel={t('to')}
              dayWidth={160}
              error={rangeError}
            />
          </FieldRow>
        </Card>
        {query.isError && <Alert color="red">{describeError(query.error)}</Alert>}
        {!report && query.isPending && checked.success && <Skeleton h={320} />}
        {report && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <FigureCard
                label={t('totalIncome')}
                value={formatRupiah(report.total.amount)}
                testId="total-amount"
              />
              <FigureCard label={t('totalInvoices')} value={report.total.invoices} testId="total-invoices" />
            </SimpleGrid>
            <TitledCard title={t('byDay')}>
              <IncomeBars
                label={t('byDayChart', { from: dm(report.from), to: dm(report.to) })}
                empty={t('empty')}
                bars={report.byDay.map((d) => bar(d.day, dm(d.day), d))}
              />
            </TitledCard>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TitledCard title={t('byMonth')}>
                <IncomeBars
                  label={t('byMonth')}
                  empty={t('empty')}
                  bars={report.byMonth.map((m) => bar(m.month, my(m.month), m))}
                />
              </TitledCard>
              <Card withBorder padding="lg">
                <Stack gap="lg">
                  <IncomeTable
                    label={t('byPackage')}
                    total={report.total.amount}
                    rows={report.byPackage.map((p) => ({
                      key: p.packageName,
                      label: tb(runtimeKey<'billing'>(`packages.${p.packageName}`)),
                      invoices: p.invoices,
                      amount: p.amount,
                    }))}
                  />
                  <IncomeTable
                    label={t('byMethod')}
                    total={report.total.amount}
                    rows={report.byMethod.map((m) => ({
                      key: m.method,
                      label: tb(runtimeKey<'billing'>(`methods.${m.method}`)),
                      invoices: m.invoices,
                      amount: m.amount,
                    }))}
                  />
                </Stack>
              </Card>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </>
  );
}
