import type { ChatConversationView, ChatTab } from '@booster/contracts';
import { Box, Button, Center, Loader, Skeleton, Stack } from '@mantine/core';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import type { ConversationFilter } from '../api/conversation-queries.ts';
import { useNow } from '../hooks/use-now.ts';
import { ConversationRow } from './conversation-row.tsx';

/** What the list reads of the inbox's infinite query. */
export type ConversationListQuery = {
  data: InfiniteData<{ docs: ChatConversationView[] }, unknown> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
};

export type ConversationListProps = {
  query: ConversationListQuery;
  filter: ConversationFilter;
  selectedId: string | null;
  onOpen: (id: string) => void;
};

const EMPTY_TEXT: Record<ChatTab, 'empty.all' | 'empty.unread' | 'empty.unanswered'> = {
  all: 'empty.all',
  unread: 'empty.unread',
  unanswered: 'empty.unanswered',
};

/** The conversations, loading the next page when the end of the list comes into view. */
export function ConversationList({ query, filter, selectedId, onOpen }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <Stack gap="sm" p="sm" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} description={t('list.error')} />;
  const conversations = query.data?.pages.flatMap((p) => p.docs) ?? [];
  if (conversations.length === 0) {
    return (
      <EmptyState
        title={filter.search ? t('empty.searchTitle') : t('empty.title')}
        description={filter.search ? t('empty.search', { search: filter.search }) : t(EMPTY_TEXT[filter.tab])}
      />
    );
  }
  return (
    <Box component="ul" className="chat-list" aria-label={t('list.label')}>
      {conversations.map((c) => (
        <li key={c._id}>
          <ConversationRow conversation={c} selected={c._id === selectedId} now={now} onOpen={onOpen} />
        </li>
      ))}
      {hasNextPage && (
        <li>
          <div ref={sentinel} />
          <Center py="sm">
            {isFetchingNextPage ? (
              <Loader size="sm" aria-label={t('list.loadingMore')} />
            ) : (
              <Button variant="subtle" size="xs" onClick={() => void fetchNextPage()}>
                {t('list.loadMore')}
              </Button>
            )}
          </Center>
        </li>
      )}
    </Box>
  );
}
