import { describe, expect, it } from 'vitest';
import { parseTiktokChatPush } from './chat-push.ts';
import { tiktokError } from './client.ts';
import { parseTiktokWebhook } from './webhooks.ts';

const push = (type: number, data: Record<string, unknown>) =>
  JSON.stringify({
    type,
    tts_notification_id: `n${type}`,
    shop_id: '7495000001',
    timestamp: 1735689601,
    data,
  });

describe('TikTok Shop customer service push', () => {
  it('reads a new message (type 14) with its sender role', () => {
    const body = push(14, {
      message_id: 'm9',
      index: '1735689600000',
      conversation_id: 'c1',
      type: 'ORDER_CARD',
      content: '{"order_id":"576000111"}',
      create_time: 1735689600,
      is_visible: true,
      sender: { im_user_id: 'im_1', role: 'BUYER' },
    });
    expect(parseTiktokChatPush(body)).toEqual([
      {
        type: 'message',
        shopId: '7495000001',
        conversationId: 'c1',
        message: {
          externalId: 'm9',
          conversationId: 'c1',
          sender: 'buyer',
          body: { kind: 'order', orderId: '576000111' },
          sentAt: new Date(1735689600 * 1000),
        },
      },
    ]);
    expect(parseTiktokWebhook(body)[0]).toMatchObject({
      kind: 'chat',
      externalEventId: 'n14',
      subjectId: 'c1',
    });
  });

  it('maps roles: CUSTOMER_SERVICE is the seller, SHOP and ROBOT answer automatically', () => {
    const role = (r: string, type = 'TEXT') =>
      parseTiktokChatPush(
        push(14, {
          message_id: 'm',
          conversation_id: 'c',
          type,
          content: '{"content":"x"}',
          create_time: 1,
          sender: { role: r },
        }),
      )[0];
    expect(role('CUSTOMER_SERVICE')).toMatchObject({ message: { sender: 'seller' } });
    expect(role('SHOP')).toMatchObject({ message: { sender: 'auto' } });
    expect(role('ROBOT')).toMatchObject({ message: { sender: 'auto' } });
    expect(role('SYSTEM', 'BUYER_ENTER_FROM_PRODUCT')).toMatchObject({
      message: { sender: 'system', body: { kind: 'system' } },
    });
  });

  it('reads an agent joining or leaving (type 13) as a conversation change', () => {
    expect(parseTiktokChatPush(push(13, { conversation_id: 'c2', create_time: 1 }))).toEqual([
      { type: 'conversation', shopId: '7495000001', conversationId: 'c2' },
    ]);
    expect(parseTiktokChatPush(push(1, { order_id: 'o' }))).toEqual([]);
  });

  it('maps send refusals to kinds with messages a seller can act on', () => {
    const answer = (code: number) => tiktokError(200, { code, message: 'x' });
    expect(answer(45101004)).toMatchObject({
      kind: 'rate_limited',
      retryable: false,
      platformCode: '45101004',
    });
    expect(answer(45101006)).toMatchObject({ kind: 'invalid_input', retryable: false });
    expect(answer(45101006).message).toMatch(/sensitive content/);
    expect(answer(45109001)).toMatchObject({ kind: 'invalid_input' });
    expect(answer(45101003)).toMatchObject({ kind: 'not_found' });
  });
});
