import type { StockLogEntry } from '@booster/contracts';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableQuery } from '../../../ui/index.ts';
import { type LogRow, toLogRow } from '../lib/log-rows.ts';

export type StockLogTableProps = {
  query: PagedTableQuery<StockLogEntry>;
  onPageChange: (page: number) => void;
};

const CHANGE_COLORS = { up: 'teal.8', down: 'red.8', none: undefined } as const;

/** Every change of central stock: when, which SKU, before → after, why, where and by whom. */
export function StockLogTable({ query, onPageChange }: StockLogTableProps) {
  const { t } = useTranslation('stock');
  const rows: PagedTableQuery<LogRow> = {
    ...query,
    data: query.data && { ...query.data, docs: query.data.docs.map(toLogRow) },
  };
  return (
    <PagedTable
      query={rows}
      label={t('stockLog.tableLabel')}
      rowKey={(row) => row.id}
      onPageChange={onPageChange}
      minWidth={1040}
      dimWhileFetching
      empty={{}}
      columns={[
        { key: 'time', header: t('stockLog.columns.time'), cell: (row) => row.time },
        { key: 'sku', header: t('stockLog.columns.sku'), cell: (row) => row.sku },
        { key: 'product', header: t('stockLog.columns.product'), cell: (row) => row.product },
        { key: 'movement', header: t('stockLog.columns.movement'), cell: (row) => row.movement },
        {
          key: 'change',
          header: t('stockLog.columns.change'),
          cell: (row) => (
            <Text size="sm" fw={600} c={CHANGE_COLORS[row.direction]}>
              {row.change}
            </Text>
          ),
        },
        {
          key: 'reason',
          header: t('stockLog.columns.reason'),
          cell: (row) => <Badge variant="light">{t(row.reasonKey)}</Badge>,
        },
        { key: 'reference', header: t('stockLog.columns.reference'), cell: (row) => row.reference },
        { key: 'shop', header: t('stockLog.columns.shop'), cell: (row) => row.shop },
        {
          key: 'actor',
          header: t('stockLog.columns.actor'),
          cell: (row) => row.actor ?? t('stockLog.system'),
        },
      ]}
    />
  );
}
