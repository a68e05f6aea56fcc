import type { ChatOrder } from '@booster/contracts';
import { formatDate } from '@booster/domain';
import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { orderDetailPath } from '../../../lib/paths.ts';
import { buyerOrdersQueryOptions } from '../api/lookups.ts';
import { OrderStatus } from './order-status.tsx';

function OrderLine({ order }: { order: ChatOrder }) {
  const { t } = useTranslation('chat');
  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={orderDetailPath(order)} size="sm" fw={600} truncate>
            {order.orderNumber}
          </Anchor>
          <OrderStatus status={order.status} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDate(new Date(order.createdAt))} · {t('card.items', { count: order.itemCount })}
          </Text>
          <Text size="sm" fw={600}>
            {formatRupiah(order.totalAmount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The buyer's orders in this shop, newest first, each with its status and a link to the order detail. */
export function BuyerOrders({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const orders = useQuery(buyerOrdersQueryOptions(conversationId));
  if (orders.isPending) return <Skeleton height={72} radius="md" />;
  if (orders.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('orders.error')}
      </Text>
    );
  }
  if (orders.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('orders.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="buyer-orders">
      {orders.data.map((order) => (
        <OrderLine key={order._id} order={order} />
      ))}
    </Stack>
  );
}
