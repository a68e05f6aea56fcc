import type { ChatMessage } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { Anchor, Badge, Box, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../lib/chat-time.ts';
import { OrderCardView, ProductCardView } from './chat-cards.tsx';

function Body({ message, marketplace }: { message: ChatMessage; marketplace: Marketplace }) {
  const { t } = useTranslation('chat');
  const body = message.body;
  switch (body.kind) {
    case 'text':
      return (
        <Text size="sm" className="chat-text">
          {body.text}
        </Text>
      );
    case 'image':
      return (
        <Anchor href={body.image.url} target="_blank" rel="noopener noreferrer" aria-label={t('kind.image')}>
          <Image src={body.image.url} alt={t('kind.image')} maw={240} mah={320} radius="md" fit="contain" />
        </Anchor>
      );
    case 'sticker':
      return body.imageUrl ? (
        <Image src={body.imageUrl} alt={t('kind.sticker')} w={96} h={96} fit="contain" />
      ) : (
        <Text size="sm">{t('kind.sticker')}</Text>
      );
    case 'video':
      return (
        <Anchor href={body.url} target="_blank" rel="noopener noreferrer" size="sm">
          {body.thumbnailUrl ? (
            <Image src={body.thumbnailUrl} alt={t('kind.video')} maw={240} radius="md" />
          ) : (
            t('kind.video')
          )}
        </Anchor>
      );
    case 'product':
      return (
        <ProductCardView
          card={message.card?.kind === 'product' ? message.card : null}
          productId={body.productId}
        />
      );
    case 'order':
      return (
        <OrderCardView
          card={message.card?.kind === 'order' ? message.card : null}
          orderId={body.orderId}
          marketplace={marketplace}
        />
      );
    default:
      return (
        <Text size="sm" fs="italic">
          {body.text}
        </Text>
      );
  }
}

/** One message: the buyer's on the left, the shop's on the right, platform notices in the middle. */
export function MessageBubble({ message, marketplace }: { message: ChatMessage; marketplace: Marketplace }) {
  const { t } = useTranslation('chat');
  if (message.sender === 'system' || message.body.kind === 'system') {
    return (
      <Box className="chat-notice" role="note" data-testid="chat-message">
        <Text size="xs" c="dimmed" ta="center">
          {message.body.kind === 'system' || message.body.kind === 'other' || message.body.kind === 'text'
            ? message.body.text
            : t(`kind.${message.body.kind}`)}{' '}
          · {clockTime(message.sentAt)}
        </Text>
      </Box>
    );
  }
  const mine = message.sender !== 'buyer';
  const card = message.body.kind === 'product' || message.body.kind === 'order';
  return (
    <Box className="chat-bubble-row" data-side={mine ? 'shop' : 'buyer'} data-testid="chat-message">
      <Box className="chat-bubble" data-side={mine ? 'shop' : 'buyer'} data-card={card || undefined}>
        <Body message={message} marketplace={marketplace} />
        <Group gap={6} justify="flex-end" mt={4} wrap="wrap">
          {message.sender === 'auto' && (
            <Badge size="xs" variant="light" color="gray" style={{ textTransform: 'none' }}>
              {t('message.auto')}
            </Badge>
          )}
          {message.sentBy && (
            <Text size="xs" c="dimmed">
              {message.sentBy.name}
            </Text>
          )}
          {message.blocked && (
            <Badge size="xs" color="red" variant="light" style={{ textTransform: 'none' }}>
              {t('message.blocked')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {clockTime(message.sentAt)}
          </Text>
        </Group>
      </Box>
    </Box>
  );
}
