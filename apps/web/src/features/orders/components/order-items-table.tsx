import type { OrderDetail } from '@booster/contracts';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ImageIcon } from '../../../ui/icons.tsx';
import { PlainList } from '../../../ui/plain-list.tsx';
import { OrderSection } from './order-section.tsx';

type Item = OrderDetail['items'][number];

function ItemName({ item }: { item: Item }) {
  const { t } = useTranslation('orders');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
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
  );
}

/** Phones: one block per item (quantity × price, then the line total), no sideways scrolling. */
function ItemList({ items }: { items: OrderDetail['items'] }) {
  const { t } = useTranslation('orders');
  return (
    <PlainList gap="md" aria-labelledby="order-items-title">
      {items.map((item) => (
        <li key={item.externalItemId}>
          <ItemName item={item} />
          <Group justify="space-between" mt={6} pl={60}>
            <Text size="sm" c="dimmed">
              {t('detail.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.price) })}
            </Text>
            <Text size="sm" fw={500}>
              {formatRupiah(item.price * item.quantity)}
            </Text>
          </Group>
        </li>
      ))}
    </PlainList>
  );
}

function ItemTable({ items }: { items: OrderDetail['items'] }) {
  const { t } = useTranslation('orders');
  return (
    <DataTable
      rows={items}
      rowKey={(item) => item.externalItemId}
      minWidth={560}
      verticalSpacing="sm"
      aria-labelledby="order-items-title"
      columns={[
        { key: 'product', header: t('detail.product'), cell: (item) => <ItemName item={item} /> },
        { key: 'quantity', header: t('detail.quantity'), align: 'right', cell: (item) => item.quantity },
        { key: 'price', header: t('detail.price'), align: 'right', cell: (item) => formatRupiah(item.price) },
        {
          key: 'subtotal',
          header: t('detail.subtotal'),
          align: 'right',
          cell: (item) => formatRupiah(item.price * item.quantity),
        },
      ]}
    />
  );
}

/** The ordered items: image, name, SKU, quantity, unit price and line total. */
export function OrderItemsTable({ items }: { items: OrderDetail['items'] }) {
  const { t } = useTranslation('orders');
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <OrderSection titleId="order-items-title" title={t('detail.items')}>
      {isPhone ? <ItemList items={items} /> : <ItemTable items={items} />}
    </OrderSection>
  );
}
