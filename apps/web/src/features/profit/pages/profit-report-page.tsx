import { type ProfitQuery, type ProfitReport, profitQuerySchema } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Alert, Anchor, Button, Card, Select, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { reportActionError } from '../../../lib/api-errors.ts';
import { lastDays, monthToDate, usePresetRange } from '../../../lib/day-range.ts';
import { describeError, translateValidation } from '../../../lib/error-message.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import { DayRangeFields } from '../../../ui/day-range-fields.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';
import { PageHeader } from '../../../ui/index.ts';
import { SignedBars } from '../../../ui/signed-bars.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { downloadProfitCsv, profitReportQueryOptions } from '../api/profit-queries.ts';
import { ProfitOrdersTable } from '../components/profit-orders-table.tsx';
import { RowsTable } from '../components/rows-table.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TOTALS_CARD_FIELDS, useTotalsColumns } from '../components/totals-columns.tsx';
import { dayMonth, formatMargin, fullDay } from '../lib/profit-format.ts';

const PRESETS = ['7d', '30d', 'month'] as const;
type Preset = (typeof PRESETS)[number];

const presetRange = (preset: Preset) =>
  preset === 'month' ? monthToDate() : lastDays(preset === '7d' ? 7 : 30);

/** /panel/order/profit: profit and margin per day, shop, shop per day, product and order; CSV. */
export function Component() {
  const { t } = useTranslation('profit');
  const { preset, range, setRange, pickPreset, setDay } = usePresetRange<Preset, ProfitQuery>(
    presetRange,
    '30d',
  );
  const [busy, setBusy] = useState(false);
  const shops = useQuery(allShopsQueryOptions({ appCategory: 'app' }));
  const checked = profitQuerySchema.safeParse(range);
  const rangeError = checked.success ? undefined : translateValidation(checked.error.issues[0]?.message);
  const query = useQuery({ ...profitReportQueryOptions(range), enabled: checked.success });
  const report = query.data;

  async function download() {
    setBusy(true);
    try {
      await downloadProfitCsv(range);
    } catch (error) {
      reportActionError(error, t('report.downloadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('report.title')}
        description={t('report.description')}
        actions={
          <Button variant="default" loading={busy} disabled={!checked.success} onClick={download}>
            {t('report.csv')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <FieldRow>
            <DayRangeFields
              presets={PRESETS}
              presetLabel={(p) => t(`report.presets.${p}`)}
              preset={preset}
              onPreset={pickPreset}
              range={range}
              onDay={setDay}
              fromLabel={t('report.from')}
              toLabel={t('report.to')}
              dayWidth={150}
              error={rangeError}
            />
            <Select
              label={t('report.shop')}
              w={220}
              value={range.shopId ?? ''}
              onChange={(v) => setRange((r) => ({ ...r, shopId: v || undefined }))}
              data={[
                { value: '', label: t('report.allShops') },
                ...(shops.data ?? []).map((s) => ({
                  value: s._id,
                  label: `${marketplaceLabel(s.marketplace)} · ${s.shopname}`,
                })),
              ]}
              allowDeselect={false}
            />
          </FieldRow>
        </Card>
        {query.isError && <Alert color="red">{describeError(query.error)}</Alert>}
        {!report && query.isPending && checked.success && <Skeleton h={320} />}
        {report && <ReportBody report={report} />}
        {checked.success && (
          <TitledCard title={t('report.byOrder')}>
            <ProfitOrdersTable range={range} />
          </TitledCard>
        )}
      </Stack>
    </>
  );
}

function ReportBody({ report }: { report: ProfitReport }) {
  const { t, i18n } = useTranslation('profit');
  const totals = useTotalsColumns<ProfitReport['byDay'][number]>();
  const shopTotals = useTotalsColumns<ProfitReport['byShop'][number]>();
  const shopDayTotals = useTotalsColumns<ProfitReport['byShopDay'][number]>();
  const shopName = new Map(
    report.byShop.map((s) => [s.shopId, `${marketplaceLabel(s.marketplace)} · ${s.shopName}`]),
  );
  const activeDays = report.byDay.filter((d) => d.orders + d.incomplete > 0);
  const c = (key: string) => t(`report.columns.${key}` as 'report.columns.revenue');
  return (
    <>
      <SummaryCards totals={report.totals} />
      {report.totals.incomplete > 0 && (
        <Alert color="orange" data-testid="incomplete-alert">
          {t('report.incomplete', { count: report.totals.incomplete })}{' '}
          <Anchor component={Link} to={paths.product.costPrice()}>
            {t('report.fillCostPrices')}
          </Anchor>
        </Alert>
      )}
      <TitledCard title={t('report.byDay')}>
        <SignedBars
          label={t('report.byDayChart', { from: fullDay(report.from), to: fullDay(report.to) })}
          empty={t('report.empty')}
          bars={report.byDay.map((d) => ({
            key: d.day,
            label: dayMonth(d.day),
            value: d.profit,
            title: t('report.barTitle', {
              label: dayMonth(d.day),
              amount: formatRupiah(d.profit),
              count: d.orders,
            }),
          }))}
        />
        <Title order={4} size="h5">
          {t('report.byDayTable')}
        </Title>
        <RowsTable
          rows={[...activeDays].reverse()}
          label={t('report.byDayTable')}
          rowKey={(d) => d.day}
          columns={[{ key: 'day', header: c('day'), cell: (d) => fullDay(d.day) }, ...totals]}
          card={{ title: (d) => fullDay(d.day), fields: TOTALS_CARD_FIELDS }}
          empty={t('report.empty')}
          minWidth={1000}
        />
      </TitledCard>
      <TitledCard title={t('report.byShop')}>
        <RowsTable
          rows={report.byShop}
          label={t('report.byShop')}
          rowKey={(s) => s.shopId}
          columns={[{ key: 'shop', header: c('shop'), cell: (s) => shopName.get(s.shopId) }, ...shopTotals]}
          card={{ title: (s) => shopName.get(s.shopId), fields: TOTALS_CARD_FIELDS }}
          empty={t('report.empty')}
          minWidth={1000}
        />
      </TitledCard>
      <TitledCard title={t('report.byShopDay')}>
        <RowsTable
          rows={[...report.byShopDay].reverse()}
          label={t('report.byShopDay')}
          rowKey={(r) => `${r.day}|${r.shopId}`}
          columns={[
            { key: 'day', header: c('day'), cell: (r) => fullDay(r.day) },
            { key: 'shop', header: c('shop'), cell: (r) => shopName.get(r.shopId) },
            ...shopDayTotals,
          ]}
          card={{
            title: (r) => `${fullDay(r.day)} · ${shopName.get(r.shopId) ?? ''}`,
            fields: TOTALS_CARD_FIELDS,
          }}
          empty={t('report.empty')}
          minWidth={1100}
        />
      </TitledCard>
      <TitledCard title={t('report.byProduct')}>
        <RowsTable
          rows={report.byProduct}
          label={t('report.byProduct')}
          rowKey={(p) => p.masterSkuId ?? `sku:${p.sku}:${p.name}`}
          columns={[
            { key: 'product', header: c('product'), cell: (p) => p.name },
            {
              key: 'sku',
              header: c('sku'),
              cell: (p) => (p.masterSkuId ? p.sku : `${p.sku} (${t('report.notLinked')})`),
            },
            { key: 'units', header: c('units'), cell: (p) => p.units },
            { key: 'revenue', header: c('revenue'), cell: (p) => formatRupiah(p.revenue) },
            { key: 'costOfGoods', header: c('costOfGoods'), cell: (p) => formatRupiah(p.costOfGoods) },
            { key: 'profit', header: c('profit'), cell: (p) => formatRupiah(p.profit) },
            { key: 'margin', header: c('margin'), cell: (p) => formatMargin(p.margin, i18n.language) },
            { key: 'incompleteUnits', header: c('incompleteUnits'), cell: (p) => p.incompleteUnits },
          ]}
          card={{
            title: (p) => p.name,
            fields: ['sku', 'units', 'revenue', 'costOfGoods', 'profit', 'margin', 'incompleteUnits'],
          }}
          empty={t('report.empty')}
          minWidth={900}
        />
      </TitledCard>
    </>
  );
}
