import type { ProfitTotals } from '@booster/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import type { PagedTableColumn } from '../../../ui/index.ts';
import { formatMargin } from '../lib/profit-format.ts';

/** A loss reads red, a profit green. */
export function ProfitAmount({ value }: { value: number | null }) {
  if (value === null) return <Text span>—</Text>;
  return (
    <Text span fw={600} c={value < 0 ? 'red.8' : 'teal.8'}>
      {formatRupiah(value)}
    </Text>
  );
}

/** The figure columns every summary row shares (a day, a shop, a shop's day). */
export function useTotalsColumns<T extends ProfitTotals>(): PagedTableColumn<T>[] {
  const { t, i18n } = useTranslation('profit');
  return [
    { key: 'orders', header: t('report.columns.orders'), cell: (r) => r.orders },
    { key: 'revenue', header: t('report.columns.revenue'), cell: (r) => formatRupiah(r.revenue) },
    {
      key: 'sellerDiscount',
      header: t('report.columns.sellerDiscount'),
      cell: (r) => formatRupiah(r.sellerDiscount),
    },
    { key: 'shipping', header: t('report.columns.shipping'), cell: (r) => formatRupiah(r.shipping) },
    { key: 'fees', header: t('report.columns.fees'), cell: (r) => formatRupiah(r.fees) },
    { key: 'costOfGoods', header: t('report.columns.costOfGoods'), cell: (r) => formatRupiah(r.costOfGoods) },
    { key: 'profit', header: t('report.columns.profit'), cell: (r) => <ProfitAmount value={r.profit} /> },
    { key: 'margin', header: t('report.columns.margin'), cell: (r) => formatMargin(r.margin, i18n.language) },
    { key: 'incomplete', header: t('report.columns.incomplete'), cell: (r) => r.incomplete },
  ];
}

/** Column keys a summary row's phone card shows. */
export const TOTALS_CARD_FIELDS = [
  'orders',
  'revenue',
  'fees',
  'costOfGoods',
  'profit',
  'margin',
  'incomplete',
];
