import type { OrderSummary } from '@booster/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { PagedTable, type PagedTableQuery } from '../../../ui/index.ts';
import { formatOrderTime } from '../lib/format.ts';
import { orderDetailColumn } from './order-detail-column.tsx';
import { OrderItemsCell } from './order-items-cell.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

export type OrderTableProps = {
  query: PagedTableQuery<OrderSummary>;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onPageChange: (page: number) => void;
};

/** The order rows with selection: number, shop, buyer, items, total, status, courier/resi, time, detail. */
export function OrderTable({ query, selected, onSelectedChange, onPageChange }: OrderTableProps) {
  const { t } = useTranslation('orders');

  return (
    <PagedTable
      query={query}
      label={t('list.tableLabel')}
      onPageChange={onPageChange}
      empty={{ title: t('list.emptyTitle'), description: t('list.emptyText') }}
      minWidth={1100}
      skeletonRows={6}
      dimWhileFetching
      card={{
        title: (row) => row.orderNumber,
        fields: ['status', 'total', 'shop', 'buyer', 'items', 'logistics', 'createdAt'],
        actions: ['actions'],
      }}
      selection={{
        selected,
        onSelectedChange,
        selectAllLabel: t('list.selectAll'),
        rowLabel: (row) => t('list.selectRow', { number: row.orderNumber }),
      }}
      columns={[
        {
          key: 'order',
          header: t('columns.order'),
          cell: (row) => (
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.orderNumber}
            </Text>
          ),
        },
        {
          key: 'shop',
          header: t('columns.shop'),
          cell: (row) => (
            <Text size="sm" lineClamp={2} maw={140}>
              {row.shopname}
            </Text>
          ),
        },
        { key: 'buyer', header: t('columns.buyer'), cell: (row) => <Text size="sm">{row.buyerName}</Text> },
        { key: 'items', header: t('columns.items'), cell: (row) => <OrderItemsCell items={row.items} /> },
        {
          key: 'total',
          header: t('columns.total'),
          cell: (row) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(row.totalAmount)}
            </Text>
          ),
        },
        {
          key: 'status',
          header: t('columns.status'),
          cell: (row) => <OrderStatusBadge status={row.status} platformStatus={row.platformStatus} />,
        },
        {
          key: 'logistics',
          header: t('columns.logistics'),
          cell: (row) => (
            <Stack gap={2}>
              <Text size="sm">{row.courier || '-'}</Text>
              <Text size="xs" c="dimmed">
                {row.trackingNumber ?? t('list.noTracking')}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'createdAt',
          header: t('columns.createdAt'),
          cell: (row) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatOrderTime(row.createdAt)}
            </Text>
          ),
        },
        orderDetailColumn(t),
      ]}
    />
  );
}
