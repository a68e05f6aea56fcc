import type { OrderStatusKey } from '@booster/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS } from '../../../ui/order-status-colors.ts';

export type OrderStatusBadgeProps = { status: OrderStatusKey; platformStatus?: string };

/** Our status as a badge, the platform's own wording under it in small text. */
export function OrderStatusBadge({ status, platformStatus }: OrderStatusBadgeProps) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={ORDER_STATUS_COLORS[status]}
        variant="light"
        style={{ overflow: 'visible' }}
        miw="max-content"
      >
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
