import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';

const COLORS: Record<string, MantineColor> = {
  unpaid: 'gray',
  ready_to_ship: 'orange',
  processed: 'blue',
  shipped: 'indigo',
  completed: 'teal',
  cancel_requested: 'yellow',
  cancelled: 'red',
  returned: 'grape',
};

/** An order's status in the order pages' words. */
export function OrderStatus({ status }: { status: string }) {
  const { t, i18n } = useTranslation('orders');
  const key = `status.${status}`;
  const label = i18n.exists(key, { ns: 'orders' }) ? t(runtimeKey<'orders'>(key)) : status;
  return (
    <Badge size="sm" variant="light" color={COLORS[status] ?? 'gray'} style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}
