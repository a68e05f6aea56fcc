import type { ChatConversationDetail } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { ActionIcon, Box, Collapse, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMenuFeature } from '../../../lib/access.ts';
import { isNotFound } from '../../../lib/api-errors.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ReceiptIcon } from '../../../ui/icons.tsx';
import { conversationQueryOptions } from '../api/conversation-queries.ts';
import { useMarkRead } from '../api/message-queries.ts';
import { usePresence } from '../hooks/use-presence.ts';
import { BuyerAvatar } from './buyer-avatar.tsx';
import { BuyerOrders } from './buyer-orders.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { PresenceLine } from './presence-line.tsx';

function BackIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/** Opening marks the conversation read; so does a buyer message that arrives while it is open and in view. */
function useReadWhileOpen(conversation: ChatConversationDetail | undefined) {
  const markRead = useMarkRead(conversation?._id ?? '');
  const unread = conversation?.unreadCount ?? 0;
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (unread > 0 && visible && !isPending) mutate();
  }, [unread, visible, isPending, mutate]);
}

function Replying({ conversation }: { conversation: ChatConversationDetail }) {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const { typing, doneTyping } = usePresence(conversation._id);
  if (!hasMenuFeature(user, 'chat', 'reply-chat')) {
    return (
      <Text size="sm" c="dimmed" className="chat-composer" role="note">
        {t('composer.noPermission')}
      </Text>
    );
  }
  if (!conversation.canSend) {
    return (
      <Text size="sm" c="dimmed" className="chat-composer" role="note">
        {t('composer.closed', { marketplace: marketplaceLabel(conversation.marketplace) })}
      </Text>
    );
  }
  return <Composer conversation={conversation} onTyping={typing} onSent={doneTyping} />;
}

export type ConversationPaneProps = { id: string; onBack: () => void };

/** The open conversation: header with presence, the history, the composer and the buyer's orders beside it. */
export function ConversationPane({ id, onBack }: ConversationPaneProps) {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const detail = useQuery(conversationQueryOptions(id));
  const [ordersOpen, setOrdersOpen] = useState(false);
  useReadWhileOpen(detail.data);

  const back = (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      onClick={onBack}
      aria-label={t('conversation.back')}
      hiddenFrom="md"
    >
      <BackIcon />
    </ActionIcon>
  );

  if (detail.isPending) {
    return (
      <Box className="chat-pane">
        <Group className="chat-pane-header">{back}</Group>
        <MessageList conversationId={id} marketplace="shopee" />
      </Box>
    );
  }
  if (detail.isError) {
    return (
      <Box className="chat-pane">
        <Group className="chat-pane-header">{back}</Group>
        {isNotFound(detail.error) ? (
          <Text p="lg" c="dimmed" role="alert">
            {t('conversation.notFound')}
          </Text>
        ) : (
          <ErrorState onRetry={() => void detail.refetch()} description={t('conversation.error')} />
        )}
      </Box>
    );
  }

  const c = detail.data;
  return (
    <Box className="chat-pane" data-testid="conversation-pane">
      <Group className="chat-pane-header" gap="sm" wrap="nowrap">
        {back}
        <BuyerAvatar name={c.buyer.name} url={c.buyer.avatarUrl} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1}>
            {c.buyer.name}
          </Title>
          <Text size="xs" c="dimmed" truncate>
            {marketplaceLabel(c.marketplace)} · {c.shopname}
          </Text>
          <PresenceLine viewers={c.viewers} myUserId={user?._id} />
        </Stack>
        <Tooltip label={t('orders.title')}>
          <ActionIcon
            variant={ordersOpen ? 'light' : 'subtle'}
            size="lg"
            onClick={() => setOrdersOpen((o) => !o)}
            aria-expanded={ordersOpen}
            aria-label={t('orders.title')}
            hiddenFrom="lg"
          >
            <ReceiptIcon size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Box hiddenFrom="lg">
        <Collapse expanded={ordersOpen} keepMounted={false}>
          <Box className="chat-orders-drawer">
            <BuyerOrders conversationId={c._id} />
          </Box>
        </Collapse>
      </Box>
      <Box className="chat-pane-body">
        <Box className="chat-pane-main">
          <MessageList conversationId={c._id} marketplace={c.marketplace} />
          <Replying conversation={c} />
        </Box>
        <Box component="aside" className="chat-pane-side" visibleFrom="lg" aria-label={t('orders.title')}>
          <Text fw={700} size="sm" mb="xs">
            {t('orders.title')}
          </Text>
          <BuyerOrders conversationId={c._id} />
        </Box>
      </Box>
    </Box>
  );
}
