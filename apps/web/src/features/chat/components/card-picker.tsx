import { Group, Image, Loader, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { SearchInput } from '../../../ui/search-input.tsx';
import { productsQueryOptions, shopOrdersQueryOptions } from '../api/lookups.ts';
import { OrderStatus } from './order-status.tsx';

export type CardChoice = { kind: 'product'; productId: string } | { kind: 'order'; orderId: string };

export type CardPickerProps = {
  kind: 'product' | 'order' | null;
  conversationId: string;
  onPick: (choice: CardChoice) => void;
  onClose: () => void;
};

function Results({
  kind,
  conversationId,
  search,
  onPick,
}: {
  kind: 'product' | 'order';
  conversationId: string;
  search: string;
  onPick: (c: CardChoice) => void;
}) {
  const { t } = useTranslation('chat');
  const products = useQuery({ ...productsQueryOptions(conversationId, search), enabled: kind === 'product' });
  const orders = useQuery({ ...shopOrdersQueryOptions(conversationId, search), enabled: kind === 'order' });
  const query = kind === 'product' ? products : orders;
  if (query.isPending) return <Loader size="sm" mx="auto" my="md" aria-label={t('picker.loading')} />;
  if (query.isError)
    return (
      <Text c="red.8" size="sm" role="alert">
        {t('picker.error')}
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('picker.empty')}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" className="chat-picker-list">
      {kind === 'product'
        ? products.data?.map((p) => (
            <li key={p._id}>
              <UnstyledButton
                className="chat-picker-item"
                onClick={() => onPick({ kind: 'product', productId: p._id })}
              >
                <Group gap="sm" wrap="nowrap">
                  {p.image && <Image src={p.image} alt="" w={40} h={40} radius="sm" />}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" lineClamp={2}>
                      {p.name}
                    </Text>
                    {p.price != null && (
                      <Text size="xs" c="dimmed">
                        {formatRupiah(p.price)}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))
        : orders.data?.map((o) => (
            <li key={o._id}>
              <UnstyledButton
                className="chat-picker-item"
                onClick={() => onPick({ kind: 'order', orderId: o._id })}
              >
                <Group gap="sm" justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {o.orderNumber}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {o.buyerName} · {formatRupiah(o.totalAmount)}
                    </Text>
                  </Stack>
                  <OrderStatus status={o.status} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
    </Stack>
  );
}

/** Pick a product or an order of the shop, found by a search, to send as a card. */
export function CardPicker({ kind, conversationId, onPick, onClose }: CardPickerProps) {
  const { t } = useTranslation('chat');
  const { text, setText, search } = useSearchText();
  return (
    <Modal
      opened={kind !== null}
      onClose={() => {
        setText('');
        onClose();
      }}
      title={kind === 'order' ? t('picker.orderTitle') : t('picker.productTitle')}
      size="md"
    >
      <Stack gap="sm">
        <SearchInput
          aria-label={kind === 'order' ? t('picker.orderSearch') : t('picker.productSearch')}
          placeholder={kind === 'order' ? t('picker.orderSearch') : t('picker.productSearch')}
          value={text}
          onChange={setText}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          {kind && <Results kind={kind} conversationId={conversationId} search={search} onPick={onPick} />}
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
