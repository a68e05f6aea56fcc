import type {
  ChatConversationDetail,
  ChatConversationView,
  ChatMessage,
  ChatOrder,
} from '@booster/contracts';

export function conversation(overrides: Partial<ChatConversationView> = {}): ChatConversationView {
  return {
    _id: 'c1',
    shopId: 's1',
    shopname: 'Toko Jaya',
    marketplace: 'shopee',
    externalId: 'x1',
    buyer: { id: 'b1', name: 'Budi Santoso', avatarUrl: null },
    lastMessage: {
      kind: 'text',
      preview: 'Kak, ready?',
      sender: 'buyer',
      sentAt: '2026-11-24T02:00:00.000Z',
    },
    lastMessageAt: '2026-11-24T02:00:00.000Z',
    unreadCount: 2,
    waitingSince: '2026-11-24T02:00:00.000Z',
    canSend: true,
    ...overrides,
  };
}

export function detail(overrides: Partial<ChatConversationDetail> = {}): ChatConversationDetail {
  return { ...conversation(), maxTextLength: 600, viewers: [], ...overrides };
}

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm1',
    conversationId: 'c1',
    externalId: 'e1',
    sender: 'buyer',
    body: { kind: 'text', text: 'Kak, ready?' },
    sentAt: '2026-11-24T02:00:00.000Z',
    source: 'platform',
    sentBy: null,
    blocked: false,
    card: null,
    ...overrides,
  };
}

export function chatOrder(overrides: Partial<ChatOrder> = {}): ChatOrder {
  return {
    _id: 'o1',
    orderNumber: '2411240001',
    orderItemId: null,
    marketplace: 'shopee',
    status: 'ready_to_ship',
    buyerName: 'Budi Santoso',
    totalAmount: 125000,
    itemCount: 2,
    image: null,
    createdAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

export function listPage(
  docs: ChatConversationView[],
  extra: {
    nextPage?: number | null;
    nextCursor?: string | null;
    counts?: { all: number; unread: number; unanswered: number };
  } = {},
) {
  return {
    docs,
    totalDocs: docs.length,
    totalPages: 1,
    page: 1,
    limit: 20,
    prevPage: null,
    nextPage: extra.nextPage ?? null,
    nextCursor: extra.nextCursor ?? null,
    counts: extra.counts ?? {
      all: docs.length,
      unread: docs.filter((d) => d.unreadCount > 0).length,
      unanswered: 1,
    },
  };
}
