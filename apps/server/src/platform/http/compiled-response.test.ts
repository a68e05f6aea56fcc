import { chatConversationListSchema } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { compileResponse } from './compiled-response.ts';

const conversation = {
  _id: '0b7f3a52-5d0c-4a43-9a0e-2f1d1b6c9e11',
  shopId: '5a1c1d2e-3f40-4b5c-8d6e-7f8091a2b3c4',
  shopname: 'Toko "Maju" \\ Jaya',
  marketplace: 'shopee',
  externalId: 'conv-1',
  buyer: { id: 'buyer-1', name: 'Siti\nLestari 😊', avatarUrl: null },
  lastMessage: { kind: 'text', preview: 'Kak, ready?', sender: 'buyer', sentAt: '2026-11-24T10:00:00.000Z' },
  lastMessageAt: '2026-11-24T10:00:00.000Z',
  unreadCount: 2,
  waitingSince: '2026-11-24T10:00:00.000Z',
  canSend: true,
};

const page = {
  docs: [
    conversation,
    {
      ...conversation,
      _id: '1c8e4b63-6e1d-4b54-8b1f-3e2e2c7d0f22',
      buyer: { ...conversation.buyer, avatarUrl: 'https://cf.shopee.co.id/file/a.jpg' },
      lastMessage: null,
      waitingSince: null,
      unreadCount: 0,
      canSend: false,
    },
  ],
  totalDocs: 41,
  totalPages: 3,
  page: 3,
  limit: 20,
  prevPage: 2,
  nextPage: null,
  nextCursor: null,
  counts: { all: 41, unread: 7, unanswered: 12 },
};

describe('compileResponse', () => {
  const stringify = compileResponse(chatConversationListSchema);

  it('writes the same JSON as zod followed by JSON.stringify, nulls and escapes included', () => {
    const expected = JSON.stringify(chatConversationListSchema.parse(page));
    expect(JSON.parse(stringify(page))).toEqual(JSON.parse(expected));
    expect(JSON.parse(stringify({ ...page, nextCursor: 'abc', totalCapped: true }))).toMatchObject({
      nextCursor: 'abc',
      totalCapped: true,
    });
  });

  it('leaves out fields the contract does not have', () => {
    const out = JSON.parse(stringify({ ...page, docs: [{ ...conversation, accountId: 'secret' }] }));
    expect(out.docs[0]).not.toHaveProperty('accountId');
  });

  it('refuses an answer without a required field', () => {
    const { counts: _, ...withoutCounts } = page;
    expect(() => stringify(withoutCounts)).toThrow(/counts/);
  });
});
