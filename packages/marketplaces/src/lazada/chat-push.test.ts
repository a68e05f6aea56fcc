import { describe, expect, it } from 'vitest';
import { parseLazadaChatPush } from './chat-push.ts';
import { parseLazadaWebhook } from './webhooks.ts';

/** Type 2 with numbers and booleans as strings, as the IM sample sends them (reference part 2, 1.3). */
const message = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    seller_id: '1000123',
    message_type: 2,
    data: {
      session_id: '1000123_2_55501_1_042',
      message_id: '7781',
      content: '{"txt":"Halo kak, ready?"}',
      from_account_id: '55501',
      from_account_type: '1',
      to_account_id: '1000123',
      to_account_type: '2',
      send_time: '1735689600000',
      template_id: '1',
      type: '1',
      site_id: 'ID',
      process_msg: '',
      auto_reply: 'false',
      status: '0',
      ...extra,
    },
  });

describe('Lazada IM push', () => {
  it('reads a new message (type 2) without a timestamp, keyed by its message id', () => {
    expect(parseLazadaChatPush(message())).toEqual([
      {
        type: 'message',
        shopId: '1000123',
        conversationId: '1000123_2_55501_1_042',
        message: {
          externalId: '7781',
          conversationId: '1000123_2_55501_1_042',
          sender: 'buyer',
          body: { kind: 'text', text: 'Halo kak, ready?' },
          sentAt: new Date(1735689600000),
        },
      },
    ]);
    expect(parseLazadaWebhook(message())).toEqual([
      {
        kind: 'chat',
        shopId: '1000123',
        externalEventId: 'im:7781',
        subjectId: '1000123_2_55501_1_042',
        occurredAt: new Date(1735689600000),
      },
    ]);
  });

  it('tells auto-replies, system notices, filtered and recalled messages apart', () => {
    const one = (extra: Record<string, unknown>) => parseLazadaChatPush(message(extra))[0];
    expect(one({ from_account_type: '2', auto_reply: 'true' })).toMatchObject({
      message: { sender: 'auto' },
    });
    expect(one({ from_account_type: '2' })).toMatchObject({ message: { sender: 'seller' } });
    expect(one({ type: '2', template_id: '2' })).toMatchObject({
      message: { sender: 'system', body: { kind: 'system' } },
    });
    expect(one({ process_msg: 'Diblokir' })).toMatchObject({ message: { blocked: true } });
    expect(one({ status: '1', content: '{"txt":"x","recallContent":"Pesan ditarik"}' })).toMatchObject({
      message: { body: { kind: 'system', text: 'Pesan ditarik' } },
    });
    expect(
      one({ template_id: '3', content: '{"imgUrl":"https://img/x.jpg","width":"640","height":"480"}' }),
    ).toMatchObject({
      message: { body: { kind: 'image', image: { url: 'https://img/x.jpg', width: 640, height: 480 } } },
    });
    expect(one({ template_id: '10007', content: '{"orderId":"9001"}' })).toMatchObject({
      message: { body: { kind: 'order', orderId: '9001' } },
    });
  });

  it('reads a session update (type 19): read when nothing is unread', () => {
    const update = (unread: number) =>
      JSON.stringify({
        seller_id: '1000123',
        message_type: 19,
        timestamp: 1735689600000,
        data: {
          sync_type: 'SESSION_UPDATE',
          session_id: 's1',
          unread_count: unread,
          to_position: 1,
          self_position: 1,
        },
      });
    expect(parseLazadaChatPush(update(0))).toEqual([
      { type: 'read', shopId: '1000123', conversationId: 's1' },
    ]);
    expect(parseLazadaChatPush(update(2))).toEqual([
      { type: 'conversation', shopId: '1000123', conversationId: 's1' },
    ]);
    expect(parseLazadaWebhook(update(0))[0]).toMatchObject({ kind: 'chat', subjectId: 's1' });
  });
});
