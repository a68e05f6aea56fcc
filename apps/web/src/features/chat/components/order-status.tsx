import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { orderStatusColor } from '../../../ui/order-status-colors.ts';

/** An order's status in the order pages' words. */
export function OrderStatus({ status }: { status: string }) {
  const { t, i18n } = useTranslation('orders');
  const key = `status.${status}`;
  const label = i18n.exists(key, { ns: 'orders' }) ? t(runtimeKey<'orders'>(key)) : status;
  return (
    <Badge size="sm" variant="light" color={orderStatusColor(status)} style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}
