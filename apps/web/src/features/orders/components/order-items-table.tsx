import type { OrderDetail } from '@booster/contracts';
import { Avatar, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { ImageIcon } from '../../../ui/icons.tsx';

/** The ordered items: image, name, SKU, quantity, unit price and line total. */
export function OrderItemsTable({ items }: { items: OrderDetail['items'] }) {
  const { t } = useTranslation('orders');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-items-title">
      <Title order={2} size="h5" mb="sm" id="order-items-title">
        {t('detail.items')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" aria-labelledby="order-items-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.product')}</Table.Th>
              <Table.Th ta="right">{t('detail.quantity')}</Table.Th>
              <Table.Th ta="right">{t('detail.price')}</Table.Th>
              <Table.Th ta="right">{t('detail.subtotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.externalItemId}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={item.image} alt="" radius="sm" size={48}>
                      <ImageIcon size={20} />
                    </Avatar>
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('detail.sku', { sku: item.sku || '-' })}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{formatRupiah(item.price)}</Table.Td>
                <Table.Td ta="right">{formatRupiah(item.price * item.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
