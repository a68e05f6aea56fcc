import type { masterProductSummarySchema } from '@booster/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { paths } from '../../../lib/paths.ts';
import { PagedTable, type PagedTableQuery } from '../../../ui/index.ts';
import { RowActions } from '../../../ui/row-actions.tsx';
import { ProductThumb } from './product-thumb.tsx';

export type MasterSummary = z.infer<typeof masterProductSummarySchema>;

export type MasterTableProps = {
  query: PagedTableQuery<MasterSummary>;
  onPageChange: (page: number) => void;
  onDelete: (master: MasterSummary) => void;
  deletingId: string | null;
};

/** Master products: image and name, SKU count, total stock, linked listings, edit and delete. */
export function MasterTable({ query, onPageChange, onDelete, deletingId }: MasterTableProps) {
  const { t } = useTranslation('stock');
  return (
    <PagedTable
      query={query}
      label={t('masters.tableLabel')}
      onPageChange={onPageChange}
      minWidth={720}
      dimWhileFetching
      highlightOnHover
      empty={{ description: t('masters.empty') }}
      card={{
        title: (row) => row.name,
        image: (row) => row.image,
        fields: ['skus', 'stock', 'linked'],
        actions: ['actions'],
      }}
      columns={[
        {
          key: 'name',
          header: t('masters.columns.product'),
          cell: (row) => (
            <Group gap="sm" wrap="nowrap">
              <ProductThumb src={row.image} />
              <Text size="sm" fw={500} lineClamp={2}>
                {row.name}
              </Text>
            </Group>
          ),
        },
        { key: 'skus', header: t('masters.columns.skuCount'), cell: (row) => row.skuCount },
        { key: 'stock', header: t('masters.columns.totalStock'), cell: (row) => row.totalStock },
        { key: 'linked', header: t('masters.columns.linked'), cell: (row) => row.linkedCount },
        {
          key: 'actions',
          header: t('masters.columns.actions'),
          cell: (row) => (
            <RowActions
              gap="xs"
              actions={[
                {
                  label: t('masters.edit'),
                  ariaLabel: t('masters.editLabel', { name: row.name }),
                  to: paths.product.masterEdit(row._id),
                  variant: 'light',
                },
                {
                  label: t('masters.delete'),
                  ariaLabel: t('masters.deleteLabel', { name: row.name }),
                  variant: 'subtle',
                  color: 'red',
                  loading: deletingId === row._id,
                  onClick: () => onDelete(row),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
