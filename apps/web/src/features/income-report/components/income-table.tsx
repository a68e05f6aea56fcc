import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';

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
    <Table aria-label={label} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{label}</Table.Th>
          <Table.Th ta="right">{t('columns.invoices')}</Table.Th>
          <Table.Th ta="right">{t('columns.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>
              <Text size="sm">{r.label}</Text>
              <Progress value={total > 0 ? (r.amount / total) * 100 : 0} size="xs" mt={4} aria-hidden />
            </Table.Td>
            <Table.Td ta="right">{r.invoices}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(r.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
