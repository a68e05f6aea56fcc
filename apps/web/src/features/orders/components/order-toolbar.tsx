import { type Marketplace, offersBulkShipping } from '@booster/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { orderPaths } from '../lib/order-paths.ts';

export type OrderToolbarProps = { marketplace: Marketplace; selectedIds: readonly string[] };

/** The bulk actions over the selected orders: arrange shipment (where the marketplace offers it) and print labels. */
export function OrderToolbar({ marketplace, selectedIds }: OrderToolbarProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const none = selectedIds.length === 0;
  return (
    <>
      <Button component={Link} to={orderPaths.monitor()} variant="subtle">
        {t('toolbar.monitor')}
      </Button>
      <Button component={Link} to={orderPaths.profit()} variant="subtle">
        {t('toolbar.profit')}
      </Button>
      {offersBulkShipping(marketplace) && (
        <Button
          variant="default"
          disabled={none}
          onClick={() => navigate(orderPaths.bulkShipping(marketplace, selectedIds))}
        >
          {t('toolbar.bulkShipping')}
        </Button>
      )}
      <Button disabled={none} onClick={() => navigate(orderPaths.printLabel(marketplace, selectedIds))}>
        {t('toolbar.printLabel')}
      </Button>
    </>
  );
}
