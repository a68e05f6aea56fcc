import type { FrameListing } from '@booster/contracts';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmptyStateProps, PagedTable, type PagedTableQuery } from '../../../ui/index.ts';
import { ProductThumb } from '../../../ui/product-thumb.tsx';

export type FrameListingTableProps = {
  query: PagedTableQuery<FrameListing>;
  label: string;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onPageChange: (page: number) => void;
  empty: EmptyStateProps;
  /** A per-row action (remove one frame). */
  action?: (row: FrameListing) => ReactNode;
};

/** Listings with their cover and the frame they carry, selectable across pages; cards on phones. */
export function FrameListingTable({
  query,
  label,
  selected,
  onSelectedChange,
  onPageChange,
  empty,
  action,
}: FrameListingTableProps) {
  const { t } = useTranslation('productFrames');
  const frameName = (row: FrameListing) => (row.frame ? (row.frame.frameName ?? t('noFrameName')) : '–');
  return (
    <PagedTable
      query={query}
      label={label}
      onPageChange={onPageChange}
      empty={empty}
      minWidth={640}
      skeletonRows={5}
      dimWhileFetching
      card={{
        title: (row) => row.name,
        image: (row) => row.cover,
        fields: ['shop', 'frame'],
        actions: action ? ['action'] : [],
      }}
      selection={{
        selected,
        onSelectedChange,
        selectAllLabel: t('mass.selectAll'),
        rowLabel: (row) => t('mass.selectRow', { name: row.name }),
      }}
      columns={[
        {
          key: 'product',
          header: t('columns.product'),
          cell: (row) => <ProductThumb image={row.cover} name={row.name} />,
        },
        { key: 'shop', header: t('columns.shop'), cell: (row) => <Text size="sm">{row.shopname}</Text> },
        { key: 'frame', header: t('columns.frame'), cell: (row) => <Text size="sm">{frameName(row)}</Text> },
        action !== undefined && { key: 'action', header: t('columns.action'), cell: (row) => action(row) },
      ]}
    />
  );
}
