import { Box, Stack, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { conversationsQueryOptions } from '../api/conversation-queries.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationPane } from '../components/conversation-pane.tsx';
import { InboxFilters } from '../components/inbox-filters.tsx';
import { InboxTabs } from '../components/inbox-tabs.tsx';
import { useInboxState } from '../hooks/use-inbox-state.ts';

/**
 * /panel/chat: every chat shop's conversations beside the open one (two panes); on phones one pane at a
 * time, the conversation over the list with a back button.
 */
export function Component() {
  const { t } = useTranslation('chat');
  const inbox = useInboxState();
  const list = useInfiniteQuery(conversationsQueryOptions(inbox.filter));
  const counts = list.data?.pages[0]?.counts;

  return (
    <Box className="chat-inbox" data-open={inbox.openId ? '' : undefined}>
      <Box component="section" className="chat-inbox-list" aria-labelledby="chat-inbox-title">
        <Stack gap="sm" p="sm" className="chat-inbox-tools">
          <Title id="chat-inbox-title" order={1} size="h4">
            {t('title')}
          </Title>
          <InboxFilters
            filter={inbox.filter}
            onShop={inbox.setShop}
            onMarketplace={inbox.setMarketplace}
            onSearch={inbox.setSearch}
          />
          <InboxTabs tab={inbox.filter.tab} counts={counts} onChange={inbox.setTab} />
        </Stack>
        <Box className="chat-list-scroll">
          <ConversationList
            query={list}
            filter={inbox.filter}
            selectedId={inbox.openId}
            onOpen={inbox.open}
          />
        </Box>
      </Box>
      <Box className="chat-inbox-conversation">
        {inbox.openId ? (
          <ConversationPane key={inbox.openId} id={inbox.openId} onBack={inbox.close} />
        ) : (
          <Box m="auto" p="lg">
            <EmptyState title={t('conversation.noneTitle')} description={t('conversation.none')} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
