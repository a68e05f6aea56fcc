import type { ListingSummary } from '@booster/contracts';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiahRange } from '../../../lib/format-rupiah.ts';
import { type EmptyStateProps, PagedTable, type PagedTableQuery } from '../../../ui/index.ts';
import { ProductThumb } from '../../../ui/product-thumb.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';

export type ListingTableProps = {
  query: PagedTableQuery<ListingSummary>;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  /** Where a row's edit link goes; no edit column without it (the role cannot edit). */
  editPath?: (id: string) => string;
  onPageChange: (page: number) => void;
  /** What an empty page says ('Tidak Ada data' unless an import is on its way). */
  empty?: EmptyStateProps;
};

/** The product rows: selection, image, name and SKUs, price range, stock, status, shop, edit link. */
export function ListingTable({
  query,
  selected,
  onSelectedChange,
  editPath,
  onPageChange,
  empty = {},
}: ListingTableProps) {
  const { t } = useTranslation('products');

  return (
    <PagedTable
      query={query}
      label={t('list.tableLabel')}
      onPageChange={onPageChange}
      empty={empty}
      minWidth={900}
      skeletonRows={6}
      dimWhileFetching
      card={{
        title: (row) => row.name,
        image: (row) => row.image,
        fields: ['price', 'stock', 'status', 'shop'],
        actions: ['actions'],
      }}
      selection={{
        selected,
        onSelectedChange,
        selectAllLabel: t('list.selectAll'),
        rowLabel: (row) => t('list.selectRow', { name: row.name }),
      }}
      columns={[
        {
          key: 'product',
          header: t('columns.product'),
          cell: (row) => (
            <ProductThumb
              image={row.image}
              name={row.name}
              detail={
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {row.skus.length > 0 ? t('list.skus', { skus: row.skus.join(', ') }) : t('list.noSku')}
                </Text>
              }
            />
          ),
        },
        {
          key: 'price',
          header: t('columns.price'),
          // Each amount keeps "Rp" and its digits together (a no-break space); a range may break at
          // its dash, so it never runs into the stock beside it on a phone card.
          cell: (row) => <Text size="sm">{formatRupiahRange(row.minPrice, row.maxPrice)}</Text>,
        },
        {
          key: 'stock',
          header: t('columns.stock'),
          cell: (row) => (
            <Text size="sm" c={row.totalStock === 0 ? 'red.8' : undefined}>
              {row.totalStock.toLocaleString('id-ID')}
            </Text>
          ),
        },
        {
          key: 'status',
          header: t('columns.status'),
          cell: (row) => <ListingStatusBadge status={row.status} />,
        },
        {
          key: 'shop',
          header: t('columns.shop'),
          cell: (row) => (
            <Text size="sm" maw={130} lineClamp={2}>
              {row.shopname}
            </Text>
          ),
        },
        ...(editPath
          ? [
              {
                key: 'actions',
                header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
                cell: (row: ListingSummary) => (
                  <Anchor
                    component={Link}
                    to={editPath(row._id)}
                    size="sm"
                    aria-label={t('list.editRow', { name: row.name })}
                  >
                    {t('list.edit')}
                  </Anchor>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
