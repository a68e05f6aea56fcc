import type { ChatCard } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { orderDetailPath } from '../../../lib/paths.ts';
import { BoxIcon, ReceiptIcon } from '../../../ui/icons.tsx';
import { OrderStatus } from './order-status.tsx';

type ProductCard = Extract<ChatCard, { kind: 'product' }>;
type OrderCard = Extract<ChatCard, { kind: 'order' }>;

function Thumb({ src, fallback }: { src: string | null; fallback: 'product' | 'order' }) {
  if (src) return <Image src={src} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flex: 'none' }} />;
  const Icon = fallback === 'product' ? BoxIcon : ReceiptIcon;
  return (
    <Group w={56} h={56} justify="center" bg="gray.1" style={{ borderRadius: 6, flex: 'none' }} aria-hidden>
      <Icon size={24} />
    </Group>
  );
}

/** The frame both chat cards share: a bordered box, the picture (or the kind's icon), the kind over the details. */
function CardFrame({
  kind,
  image,
  gap,
  children,
}: {
  kind: 'product' | 'order';
  image: string | null;
  gap: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <Paper withBorder radius="md" p="xs" className="chat-card" data-testid={`${kind}-card`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Thumb src={image} fallback={kind} />
        <Stack gap={gap} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t(`card.${kind}`)}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A product the buyer asked about or the seller sent: picture, name, price. */
export function ProductCardView({ card, productId }: { card: ProductCard | null; productId: string }) {
  const { t } = useTranslation('chat');
  return (
    <CardFrame kind="product" image={card?.image ?? null} gap={2}>
      <Text size="sm" fw={600} lineClamp={2}>
        {card?.name ?? t('card.unknownProduct', { id: productId })}
      </Text>
      {card?.price != null && (
        <Text size="sm" c="booster.8" fw={600}>
          {formatRupiah(card.price)}
        </Text>
      )}
    </CardFrame>
  );
}

/** An order in the chat: number, status, total, and a link to its detail page. */
export function OrderCardView({
  card,
  orderId,
  marketplace,
}: {
  card: OrderCard | null;
  orderId: string;
  marketplace: Marketplace;
}) {
  const { t } = useTranslation('chat');
  return (
    <CardFrame kind="order" image={card?.image ?? null} gap={4}>
      <Text size="sm" fw={600} truncate>
        {card ? card.orderNumber : orderId}
      </Text>
      {card && (
        <>
          <Group gap="xs">
            <OrderStatus status={card.status} />
            <Text size="sm" fw={600}>
              {formatRupiah(card.totalAmount)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('card.items', { count: card.itemCount })}
          </Text>
          <Anchor component={Link} to={orderDetailPath({ marketplace, ...card })} size="sm">
            {t('card.orderDetail')}
          </Anchor>
        </>
      )}
    </CardFrame>
  );
}
