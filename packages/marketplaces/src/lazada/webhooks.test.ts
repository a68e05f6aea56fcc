import { describe, expect, it } from 'vitest';
import { lazadaError } from './client.ts';
import { parseLazadaWebhook } from './webhooks.ts';

const body =
  '{"seller_id":"1001","message_type":0,"data":{"order_status":"pending","trade_order_id":"260001","trade_order_line_id":"1","status_update_time":1735689600},"timestamp":1735689600123,"site":"lazada_id"}';

describe('Lazada push', () => {
  it('keys order pushes by trade_order_id + status + timestamp', () => {
    expect(parseLazadaWebhook(body)).toEqual([
      {
        kind: 'order',
        shopId: '1001',
        externalEventId: '260001:pending:1735689600123',
        subjectId: '260001',
        occurredAt: new Date(1735689600123),
      },
    ]);
  });

  it('keys other pushes by type, timestamp and data', () => {
    const chat = '{"seller_id":"1001","message_type":2,"data":{"session_id":"s1"},"timestamp":1735689600000}';
    const [event] = parseLazadaWebhook(chat);
    expect(event).toMatchObject({ kind: 'chat', subjectId: 's1' });
    expect(event?.externalEventId).toMatch(/^2:1735689600000:[0-9a-f]{16}$/);
  });
});

describe('Lazada errors', () => {
  it.each([
    [200, { code: 'IllegalAccessToken', type: 'ISV' }, false, 'expired_token'],
    [200, { code: 'IllegalRefreshToken', type: 'ISV' }, true, 'invalid_token'],
    [200, { code: 'InvalidCode', type: 'ISV' }, true, 'invalid_token'],
    [200, { code: 'IncompleteSignature', type: 'ISV' }, true, 'configuration'],
    [
      200,
      { code: 'InvalidApiPath', type: 'ISV', message: 'The specified API path is invalid' },
      false,
      'platform',
    ],
    [200, { code: 'ApiCallLimit', type: 'ISV' }, false, 'rate_limited'],
    [200, { code: 'InternalError', type: 'SYSTEM' }, false, 'platform'],
    [200, { code: '4135', type: 'ISV', message: 'Duplicate seller sku' }, false, 'invalid_input'],
    [
      200,
      { code: '0', result: { success: false, error_code: 'ITEM_NOT_FOUND', error_msg: 'Item not found' } },
      false,
      'not_found',
    ],
  ])('%i %j (auth %s) -> %s', (status, body, auth, kind) => {
    expect(lazadaError(status, body, auth).kind).toBe(kind);
  });
});
