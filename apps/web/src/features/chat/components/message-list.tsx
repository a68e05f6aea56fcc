import type { Marketplace } from '@booster/domain';
import { Box, Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { messagesQueryOptions } from '../api/message-queries.ts';
import { historyOf } from '../lib/chat-cache.ts';
import { dayOf } from '../lib/chat-time.ts';
import { MessageBubble } from './message-bubble.tsx';

/** Within this distance of the bottom the view follows new messages. */
const FOLLOW_PX = 120;

/**
 * The conversation's whole history, oldest at the top: scrolling up to the top loads the page before,
 * keeping the message in view where it was; new messages scroll into view when the seller is at the bottom.
 */
export function MessageList({
  conversationId,
  marketplace,
}: {
  conversationId: string;
  marketplace: Marketplace;
}) {
  const { t } = useTranslation('chat');
  const query = useInfiniteQuery(messagesQueryOptions(conversationId));
  const messages = historyOf(query.data);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const atBottom = useRef(true);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const newestId = messages.at(-1)?._id;
  const pageCount = query.data?.pages.length ?? 0;

  const loadOlder = () => {
    if (!scroller.current || isFetchingNextPage) return;
    heightBefore.current = scroller.current.scrollHeight;
    void fetchNextPage();
  };

  // Older page arrived: keep the first visible message where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page is added.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node || heightBefore.current === null) return;
    node.scrollTop += node.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [pageCount]);

  // First load and new messages: stay at the bottom when the seller was there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (node && atBottom.current) node.scrollTop = node.scrollHeight;
  }, [newestId]);

  useEffect(() => {
    const node = top.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadOlder();
      },
      { root: scroller.current },
    );
    observer.observe(node);
    return () => observer.disconnect();
  });

  const onScroll = () => {
    const node = scroller.current;
    if (node) atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < FOLLOW_PX;
  };

  if (query.isPending) {
    return (
      <Stack
        gap="sm"
        p="md"
        className="chat-messages"
        aria-busy="true"
        aria-label={t('conversation.loading')}
      >
        <Skeleton height={36} width="55%" radius="lg" />
        <Skeleton height={36} width="40%" radius="lg" ml="auto" />
        <Skeleton height={56} width="60%" radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Box className="chat-messages" p="md">
        <ErrorState onRetry={() => void query.refetch()} description={t('conversation.error')} />
      </Box>
    );
  }

  let lastDay = '';
  return (
    <Box
      ref={scroller}
      className="chat-messages"
      onScroll={onScroll}
      role="log"
      aria-label={t('conversation.history')}
    >
      <div ref={top} />
      {hasNextPage ? (
        <Center py="xs">
          {isFetchingNextPage ? (
            <Loader size="sm" aria-label={t('conversation.loadingOlder')} />
          ) : (
            <Button variant="subtle" size="xs" onClick={loadOlder}>
              {t('conversation.loadOlder')}
            </Button>
          )}
        </Center>
      ) : (
        messages.length > 0 && (
          <Text size="xs" c="dimmed" ta="center" py="xs">
            {t('conversation.start')}
          </Text>
        )
      )}
      {messages.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {t('conversation.empty')}
        </Text>
      )}
      {messages.map((message) => {
        const day = dayOf(message.sentAt);
        const separator = day !== lastDay;
        lastDay = day;
        return (
          <Fragment key={message._id}>
            {separator && (
              <Text size="xs" c="dimmed" ta="center" className="chat-day" aria-hidden>
                {day}
              </Text>
            )}
            <MessageBubble message={message} marketplace={marketplace} />
          </Fragment>
        );
      })}
    </Box>
  );
}
