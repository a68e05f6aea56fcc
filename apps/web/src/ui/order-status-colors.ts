import type { OrderStatusKey } from '@booster/contracts';
import type { MantineColor } from '@mantine/core';

/** One colour per unified order status, the same in the order list and in chat. */
export const ORDER_STATUS_COLORS: Record<OrderStatusKey, MantineColor> = {
  unpaid: 'gray',
  ready_to_ship: 'orange',
  processed: 'blue',
  shipped: 'indigo',
  completed: 'teal',
  cancel_requested: 'yellow',
  cancelled: 'red',
  returned: 'grape',
};

/** The colour of a status given as plain text; gray for one we do not know. */
export function orderStatusColor(status: string): MantineColor {
  return ORDER_STATUS_COLORS[status as OrderStatusKey] ?? 'gray';
}
