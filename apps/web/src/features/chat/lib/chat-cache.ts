import type {
  ChatConversationDetail,
  ChatConversationView,
  ChatMessage,
  ChatViewer,
  chatConversationListSchema,
  chatMessagesPageSchema,
} from '@booster/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { chatKeys } from '../api/chat-keys.ts';
import type { ConversationFilter } from '../api/conversation-queries.ts';

type ListPage = z.infer<typeof chatConversationListSchema>;
type ListData = InfiniteData<ListPage, unknown>;
type MessagesData = InfiniteData<z.infer<typeof chatMessagesPageSchema>, unknown>;

/** Whether a conversation belongs in a list under this filter (the search is the server's to judge). */
export function matchesFilter(filter: ConversationFilter, c: ChatConversationView): boolean {
  if (filter.shopId && c.shopId !== filter.shopId) return false;
  if (filter.marketplace && c.marketplace !== filter.marketplace) return false;
  if (filter.tab === 'unread') return c.unreadCount > 0;
  if (filter.tab === 'unanswered') return c.waitingSince !== null;
  return true;
}

function countsDelta(before: ChatConversationView, after: ChatConversationView) {
  const flag = (c: ChatConversationView) => ({
    unread: c.unreadCount > 0 ? 1 : 0,
    unanswered: c.waitingSince !== null ? 1 : 0,
  });
  const a = flag(before);
  const b = flag(after);
  return { unread: b.unread - a.unread, unanswered: b.unanswered - a.unanswered };
}

function findIn(data: ListData, id: string): ChatConversationView | undefined {
  for (const page of data.pages) {
    const found = page.docs.find((c) => c._id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One list after a conversation changed: it leaves the list when it no longer matches, moves to the top
 * when its last message is the newest, and the tab counts follow. Answers `stale` when the list cannot
 * be brought up to date from here (a conversation it never held: its counts are unknown).
 */
export function updateList(
  data: ListData,
  filter: ConversationFilter,
  conversation: ChatConversationView,
  known: ChatConversationView | undefined,
): { data: ListData; stale: boolean } {
  const before = findIn(data, conversation._id) ?? known;
  const inScope =
    (!filter.shopId || conversation.shopId === filter.shopId) &&
    (!filter.marketplace || conversation.marketplace === filter.marketplace);
  const present = data.pages.some((p) => p.docs.some((c) => c._id === conversation._id));
  const belongs = matchesFilter(filter, conversation) && (present || !filter.search);
  const first = data.pages[0]?.docs[0];
  const newest =
    !first || first._id === conversation._id || conversation.lastMessageAt >= first.lastMessageAt;

  const pages = data.pages.map((page, index) => {
    let docs = page.docs;
    const at = docs.findIndex((c) => c._id === conversation._id);
    if (at >= 0) {
      docs = docs.filter((c) => c._id !== conversation._id);
      if (belongs && !newest) docs.splice(at, 0, conversation);
    }
    if (index === 0 && belongs && newest) docs = [conversation, ...docs];
    let counts = page.counts;
    if (index === 0 && inScope && before) {
      const delta = countsDelta(before, conversation);
      counts = {
        all: counts.all,
        unread: Math.max(0, counts.unread + delta.unread),
        unanswered: Math.max(0, counts.unanswered + delta.unanswered),
      };
    }
    return { ...page, docs, counts };
  });
  return { data: { ...data, pages }, stale: inScope && !before };
}

let staleTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * Lists that could not follow a change are fetched again, once per this interval however long the
 * burst lasts. (A timer restarted by every change never fired while a new shop's first pull announced
 * conversation after conversation: the tab counts stayed at their first load.)
 */
export const STALE_REFETCH_MS = 2000;

/** A conversation changed (new message, read, can_send): every list and the open detail follow. */
export function putConversation(queryClient: QueryClient, conversation: ChatConversationView) {
  const detailKey = chatKeys.detail(conversation._id);
  const detail = queryClient.getQueryData<ChatConversationDetail>(detailKey);
  if (detail) queryClient.setQueryData(detailKey, { ...detail, ...conversation });

  let stale = false;
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: chatKeys.lists() })) {
    if (!data) continue;
    const filter = key[2] as ConversationFilter;
    const next = updateList(data, filter, conversation, detail);
    stale ||= next.stale;
    queryClient.setQueryData(key, next.data);
  }
  if (stale && staleTimer === undefined) {
    staleTimer = setTimeout(() => {
      staleTimer = undefined;
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    }, STALE_REFETCH_MS);
  }
}

/** A message arrived or was sent: it joins the open history once (the socket and the send answer may both bring it). */
export function addMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.docs.some((m) => m._id === message._id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, docs: [message, ...newest.docs] }, ...older] };
  });
}

/** Who is viewing or typing in a conversation now. */
export function setViewers(queryClient: QueryClient, conversationId: string, viewers: ChatViewer[]) {
  queryClient.setQueryData<ChatConversationDetail>(chatKeys.detail(conversationId), (detail) =>
    detail ? { ...detail, viewers } : detail,
  );
}

/** The history in reading order: oldest first. */
export function historyOf(data: MessagesData | undefined): ChatMessage[] {
  if (!data) return [];
  return data.pages.flatMap((p) => p.docs).reverse();
}
