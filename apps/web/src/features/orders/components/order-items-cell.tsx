import type { OrderSummary } from '@booster/contracts';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../ui/icons.tsx';

/** The first item of an order with its quantity, and "+n" for the rest. */
export function OrderItemsCell({ items }: { items: OrderSummary['items'] }) {
  const { t } = useTranslation('orders');
  const [first, ...rest] = items;
  if (!first) return null;
  return (
    <Group gap="sm" wrap="nowrap" maw={280}>
      <Avatar src={first.image} alt="" radius="sm" size={40}>
        <ImageIcon size={18} />
      </Avatar>
      <Stack gap={0}>
        <Text size="sm" lineClamp={2}>
          {first.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('list.quantity', { count: first.quantity })}
          {rest.length > 0 && ` · ${t('list.moreItems', { count: rest.length })}`}
        </Text>
      </Stack>
    </Group>
  );
}
