import type { OrderStatusKey } from '@booster/contracts';
import { Badge, type MantineColor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatusKey, MantineColor> = {
  unpaid: 'gray',
  ready_to_ship: 'orange',
  processed: 'blue',
  shipped: 'indigo',
  completed: 'teal',
  cancel_requested: 'yellow',
  cancelled: 'red',
  returned: 'grape',
};

export type OrderStatusBadgeProps = { status: OrderStatusKey; platformStatus?: string };

/** Our status as a badge, the platform's own wording under it in small text. */
export function OrderStatusBadge({ status, platformStatus }: OrderStatusBadgeProps) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLORS[status]} variant="light" style={{ overflow: 'visible' }} miw="max-content">
        {t(`status.${status}`)}
      </Badge>
      {platformStatus && (
        <Text size="xs" c="dimmed">
          {platformStatus}
        </Text>
      )}
    </Stack>
  );
}
