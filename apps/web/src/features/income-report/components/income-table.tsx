import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { DataTable } from '../../../ui/data-table.tsx';

export type IncomeRow = { key: string; label: string; invoices: number; amount: number };

/** Income per package or per method: the figures with a share bar of the period's total. */
export function IncomeTable({ rows, label, total }: { rows: IncomeRow[]; label: string; total: number }) {
  const { t } = useTranslation('incomeReport');
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  }
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.key}
      aria-label={label}
      verticalSpacing="xs"
      columns={[
        {
          key: 'label',
          header: label,
          cell: (r) => (
            <>
              <Text size="sm">{r.label}</Text>
              <Progress value={total > 0 ? (r.amount / total) * 100 : 0} size="xs" mt={4} aria-hidden />
            </>
          ),
        },
        { key: 'invoices', header: t('columns.invoices'), align: 'right', cell: (r) => r.invoices },
        {
          key: 'amount',
          header: t('columns.amount'),
          align: 'right',
          nowrap: true,
          cell: (r) => formatRupiah(r.amount),
        },
      ]}
    />
  );
}
