import type { StockItem } from '@booster/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PagedTable, type PagedTableQuery } from '../../../ui/index.ts';
import { OversoldBadge } from './oversold-badge.tsx';
import { ProductThumb } from './product-thumb.tsx';
import { ReservedBadge } from './reserved-badge.tsx';

export type StockTableProps = {
  query: PagedTableQuery<StockItem>;
  onPageChange: (page: number) => void;
};

/** Central stock per master SKU: stock with the oversold flag, linked listings, failing pushes. */
export function StockTable({ query, onPageChange }: StockTableProps) {
  const { t } = useTranslation('stock');
  return (
    <PagedTable
      query={query}
      label={t('stockList.tableLabel')}
      onPageChange={onPageChange}
      minWidth={760}
      dimWhileFetching
      highlightOnHover
      empty={{}}
      card={{
        title: (row) => (row.name ? `${row.productName} · ${row.name}` : row.productName),
        image: (row) => row.image,
        fields: ['sku', 'stock', 'linked', 'failed'],
        actions: ['actions'],
      }}
      columns={[
        {
          key: 'product',
          header: t('stockList.columns.product'),
          cell: (row) => (
            <Group gap="sm" wrap="nowrap">
              <ProductThumb src={row.image} />
              <Stack gap={0}>
                <Text size="sm" fw={500} lineClamp={2}>
                  {row.productName}
                </Text>
                {row.name && (
                  <Text size="xs" c="dimmed">
                    {row.name}
                  </Text>
                )}
              </Stack>
            </Group>
          ),
        },
        { key: 'sku', header: t('stockList.columns.sku'), cell: (row) => row.sku },
        {
          key: 'stock',
          header: t('stockList.columns.stock'),
          cell: (row) => (
            <Group gap="xs">
              <Text size="sm" fw={600} c={row.stock === 0 ? 'red.8' : undefined}>
                {row.stock}
              </Text>
              <OversoldBadge units={row.oversold} />
              <ReservedBadge units={row.reserved} />
            </Group>
          ),
        },
        { key: 'linked', header: t('stockList.columns.linked'), cell: (row) => row.linkedCount },
        {
          key: 'failed',
          header: t('stockList.columns.failedPushes'),
          cell: (row) =>
            row.failedPushes > 0 ? (
              <Badge color="red" variant="light">
                {t('stockList.failedPushes', { count: row.failedPushes })}
              </Badge>
            ) : (
              '-'
            ),
        },
        {
          key: 'actions',
          header: t('stockList.columns.actions'),
          cell: (row) => (
            <Button
              component={Link}
              to={paths.product.stockEdit(row._id)}
              size="compact-sm"
              variant="light"
              aria-label={t('stockList.editLabel', { sku: row.sku })}
            >
              {t('stockList.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
