import type { ShippingRun } from '@booster/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemRunProgressCard } from '../../../ui/item-run-progress-card.tsx';
import { shippingRunQueryOptions } from '../api/bulk-shipping.ts';

export type ShippingRunProgressProps = { run: ShippingRun; onClose: () => void };

/** A running bulk shipment: a bar polled every second, then the bulk result dialog. */
export function ShippingRunProgress({ run: started, onClose }: ShippingRunProgressProps) {
  const { t } = useTranslation('orders');
  const status = useQuery(shippingRunQueryOptions(started));
  return (
    <ItemRunProgressCard
      run={status.data ?? started}
      isStale={status.isError}
      textsAt="orders:shipping"
      resultTitle={t('shipping.resultTitle')}
      onClose={onClose}
    />
  );
}
