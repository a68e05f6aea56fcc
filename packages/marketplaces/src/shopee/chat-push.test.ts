import { describe, expect, it } from 'vitest';
import { parseShopeeChatPush } from './chat-push.ts';
import { parseShopeeWebhook } from './webhooks.ts';

/** A code-10 buyer message as the live push sends it (reference part 2, 1.1), quirks included. */
const content = {
  message_id: '2259087112470200745',
  shop_id: 14701711,
  conversation_id: '412245879221043577',
  request_id: 'a1',
  from_id: 2200011,
  from_user_name: 'rina.k',
  to_id: 14701711,
  to_user_name: 'Toko Maju',
  message_type: 'item',
  content: { shop_id: 14701711, item_id: 800123 },
  created_timestamp: 1735689600,
  region: 'ID',
  is_in_chatbot_session: false,
  source_content: {},
  quoted_msg: { message_id: '' },
  sub_account_id: 0,
  sub_account_name: 0,
  business_type: 0,
  to_shop_id: 14701711,
  from_shop_id: 0,
  status: 'normal',
};

describe('Shopee webchat push (code 10)', () => {
  it('reads a buyer product card with quoted_msg as an object and sub_account_name 0', () => {
    const body = JSON.stringify({
      msg_id: 'm1',
      shop_id: 14701711,
      code: 10,
      timestamp: 1735689601,
      data: { type: 'message', content },
    });
    expect(parseShopeeChatPush(body)).toEqual([
      {
        type: 'message',
        shopId: '14701711',
        conversationId: '412245879221043577',
        message: {
          externalId: '2259087112470200745',
          conversationId: '412245879221043577',
          sender: 'buyer',
          body: { kind: 'product', productId: '800123' },
          sentAt: new Date(1735689600 * 1000),
        },
        buyer: { id: '2200011', name: 'rina.k' },
      },
    ]);
    expect(parseShopeeWebhook(body)).toEqual([
      {
        kind: 'chat',
        shopId: '14701711',
        externalEventId: 'chat:2259087112470200745',
        subjectId: '412245879221043577',
        occurredAt: new Date(1735689600 * 1000),
      },
    ]);
  });

  it('takes a push without shop_id, code and timestamp from its content; a duplicate has the same key', () => {
    const bare = JSON.stringify({ data: { type: 'message', content } });
    const [event] = parseShopeeWebhook(bare);
    expect(event).toMatchObject({
      kind: 'chat',
      shopId: '14701711',
      externalEventId: 'chat:2259087112470200745',
    });
    expect(parseShopeeChatPush(bare)[0]).toMatchObject({ shopId: '14701711', type: 'message' });
    const withEnvelope = JSON.stringify({
      shop_id: 14701711,
      code: 10,
      timestamp: 1,
      data: { type: 'message', content },
    });
    expect(parseShopeeWebhook(withEnvelope)[0]?.externalEventId).toBe(event?.externalEventId);
  });

  it('tells the seller, the shop auto-reply and a chatbot answer apart', () => {
    const fromShop = (extra: Record<string, unknown>) =>
      parseShopeeChatPush(
        JSON.stringify({
          shop_id: 14701711,
          code: 10,
          timestamp: 1,
          data: {
            type: 'message',
            content: {
              ...content,
              message_type: 'text',
              content: { text: 'Halo kak' },
              from_id: 14701711,
              from_shop_id: 14701711,
              ...extra,
            },
          },
        }),
      )[0];
    expect(fromShop({})).toMatchObject({
      message: { sender: 'seller', body: { kind: 'text', text: 'Halo kak' } },
    });
    expect(fromShop({ status: 'offwork_autoreply' })).toMatchObject({ message: { sender: 'auto' } });
    expect(fromShop({ status: 'auto_reply' })).toMatchObject({ message: { sender: 'auto' } });
    expect(fromShop({ is_in_chatbot_session: true })).toMatchObject({ message: { sender: 'auto' } });
    expect(fromShop({ status: 'censored_blacklist' })).toMatchObject({ message: { blocked: true } });
  });

  it('reads a mark_as_replied notification as a conversation change', () => {
    const body = JSON.stringify({
      msg_id: 'n1',
      shop_id: 14701711,
      code: 10,
      timestamp: 1735689700,
      data: {
        type: 'notification',
        content: {
          user_id: 1,
          conversation_id: '412245879221043577',
          type: 'mark_as_replied',
          content: { conversation_id: '412245879221043577' },
          timestamp: 1735689700,
        },
      },
    });
    expect(parseShopeeChatPush(body)).toEqual([
      { type: 'conversation', shopId: '14701711', conversationId: '412245879221043577' },
    ]);
    expect(parseShopeeWebhook(body)[0]).toMatchObject({ kind: 'chat', externalEventId: 'chat:n1' });
  });

  it('gives no chat push for an order push', () => {
    const order = JSON.stringify({ shop_id: 1, code: 3, timestamp: 1, data: { ordersn: 'X' } });
    expect(parseShopeeChatPush(order)).toEqual([]);
  });
});
