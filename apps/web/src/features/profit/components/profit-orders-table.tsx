import type { ProfitOrder, ProfitQuery } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Badge, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { PagedTable } from '../../../ui/index.ts';
import { profitOrdersQueryOptions } from '../api/profit-queries.ts';
import { formatMargin, fullDay, rupiahOrDash } from '../lib/profit-format.ts';
import { OrderBreakdownModal } from './order-breakdown-modal.tsx';
import { ProfitAmount } from './totals-columns.tsx';

type Only = 'all' | 'complete' | 'incomplete';

/** The range's orders, newest first, each with its profit and, on demand, its breakdown. */
export function ProfitOrdersTable({ range }: { range: ProfitQuery }) {
  const { t, i18n } = useTranslation('profit');
  const [only, setOnly] = useState<Only>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ProfitOrder | null>(null);
  const query = useQuery(
    profitOrdersQueryOptions({ ...range, page, limit: 20, only: only === 'all' ? undefined : only }),
  );
  const c = (key: string) => t(`report.columns.${key}` as 'report.columns.revenue');
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={only}
        onChange={(v) => {
          setOnly(v as Only);
          setPage(1);
        }}
        data={(['all', 'complete', 'incomplete'] as const).map((v) => ({
          value: v,
          label: t(`report.only.${v}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedTable
        query={query}
        label={t('report.byOrder')}
        onPageChange={setPage}
        empty={{ title: t('report.empty') }}
        minWidth={1100}
        dimWhileFetching
        columns={[
          { key: 'orderNumber', header: c('orderNumber'), cell: (o) => o.orderNumber },
          {
            key: 'shop',
            header: c('shop'),
            cell: (o) => `${marketplaceLabel(o.marketplace)} · ${o.shopName}`,
          },
          { key: 'day', header: c('day'), cell: (o) => fullDay(o.day) },
          { key: 'revenue', header: c('revenue'), cell: (o) => formatRupiah(o.revenue) },
          { key: 'sellerDiscount', header: c('sellerDiscount'), cell: (o) => formatRupiah(o.sellerDiscount) },
          { key: 'shipping', header: c('shipping'), cell: (o) => formatRupiah(o.shipping) },
          { key: 'fees', header: c('fees'), cell: (o) => rupiahOrDash(o.fees) },
          { key: 'costOfGoods', header: c('costOfGoods'), cell: (o) => rupiahOrDash(o.costOfGoods) },
          {
            key: 'profit',
            header: c('profit'),
            cell: (o) =>
              o.profit === null ? (
                <Group gap={4}>
                  {o.gaps.map((g) => (
                    <Badge key={g} color="orange" variant="light" size="sm">
                      {t(`report.gaps.${g}`)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <ProfitAmount value={o.profit} />
              ),
          },
          { key: 'margin', header: c('margin'), cell: (o) => formatMargin(o.margin, i18n.language) },
          {
            key: 'breakdown',
            header: c('breakdown'),
            cell: (o) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setOpen(o)}
                aria-label={t('report.breakdownTitle', { number: o.orderNumber })}
              >
                {t('report.showBreakdown')}
              </Button>
            ),
          },
        ]}
        card={{
          title: (o) => o.orderNumber,
          fields: ['shop', 'day', 'revenue', 'fees', 'costOfGoods', 'profit', 'margin'],
          actions: ['breakdown'],
        }}
      />
      <OrderBreakdownModal order={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
