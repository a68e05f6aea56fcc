import type { OrderSummary } from '@booster/contracts';
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PagedTableColumn } from '../../../ui/paged-table.tsx';
import { orderPaths } from '../lib/order-paths.ts';

type DetailRow = Pick<OrderSummary, '_id' | 'marketplace' | 'orderItemId' | 'orderNumber'>;

/** The last column of an order table: the "Detail" link of the row (order list, order monitor). */
export function orderDetailColumn<T extends DetailRow>(t: TFunction<'orders'>): PagedTableColumn<T> {
  return {
    key: 'actions',
    header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
    cell: (row) => (
      <Anchor
        component={Link}
        to={orderPaths.detail(row)}
        size="sm"
        aria-label={t('list.detailRow', { number: row.orderNumber })}
      >
        {t('list.detail')}
      </Anchor>
    ),
  };
}
