import type { ChatConversationView } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listTime } from '../lib/chat-time.ts';
import { BuyerAvatar } from './buyer-avatar.tsx';
import { MessagePreview } from './message-preview.tsx';
import { WaitBadge } from './wait-badge.tsx';

export type ConversationRowProps = {
  conversation: ChatConversationView;
  selected: boolean;
  now: Date;
  onOpen: (id: string) => void;
};

/** One line of the inbox: buyer, shop, last message, time, unread count and the wait of an unanswered chat. */
export function ConversationRow({ conversation: c, selected, now, onOpen }: ConversationRowProps) {
  const { t } = useTranslation('chat');
  const unread = c.unreadCount > 0;
  return (
    <UnstyledButton
      className="chat-row"
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(c._id)}
      data-testid="conversation-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <BuyerAvatar name={c.buyer.name} url={c.buyer.avatarUrl} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fw={unread ? 700 : 500} size="sm" truncate>
              {c.buyer.name}
            </Text>
            <Text size="xs" c={unread ? 'booster.8' : 'dimmed'} style={{ flex: 'none' }}>
              {listTime(c.lastMessageAt, now)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {marketplaceLabel(c.marketplace)} · {c.shopname}
          </Text>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text
              size="sm"
              c={unread ? 'dark' : 'dimmed'}
              fw={unread ? 600 : 400}
              truncate
              style={{ minWidth: 0 }}
            >
              <MessagePreview last={c.lastMessage} />
            </Text>
            {unread && (
              <Badge
                size="sm"
                circle={c.unreadCount < 10}
                color="red"
                aria-label={t('list.unread', { count: c.unreadCount })}
              >
                {c.unreadCount > 99 ? '99+' : c.unreadCount}
              </Badge>
            )}
          </Group>
          {c.waitingSince && <WaitBadge since={c.waitingSince} now={now} />}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
