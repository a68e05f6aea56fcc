import { describe, expect, it } from 'vitest';
import { tiktokError } from './client.ts';
import { parseTiktokWebhook } from './webhooks.ts';

const body =
  '{"type":1,"tts_notification_id":"7327112393057371910","shop_id":"7494049642642441621","timestamp":1735689600,"data":{"order_id":"576461413038785752","order_status":"AWAITING_SHIPMENT","update_time":1735689600}}';

describe('TikTok Shop push', () => {
  it('uses tts_notification_id as the event id', () => {
    expect(parseTiktokWebhook(body)).toEqual([
      {
        kind: 'order',
        shopId: '7494049642642441621',
        externalEventId: '7327112393057371910',
        subjectId: '576461413038785752',
        occurredAt: new Date(1735689600 * 1000),
      },
    ]);
  });
});

describe('TikTok Shop errors', () => {
  it.each([
    [200, { code: 105002, message: 'Expired credentials' }, false, 'expired_token'],
    [200, { code: 105002 }, true, 'invalid_token'],
    [200, { code: 106001, message: 'Invalid sign' }, false, 'configuration'],
    [200, { code: 36004003, message: 'Invalid app_key or app_secret.' }, true, 'configuration'],
    [404, { code: 36009009, message: 'Invalid path' }, false, 'platform'],
    [429, { code: 36009002, message: 'Too many requests' }, false, 'rate_limited'],
    [200, { code: 36009002 }, false, 'rate_limited'],
    [503, {}, false, 'platform'],
    [200, { code: 12052700, message: 'Product not found' }, false, 'not_found'],
    [200, { code: 36004004, message: 'auth code invalid' }, true, 'invalid_token'],
  ])('%i %j (auth %s) -> %s', (status, body, auth, kind) => {
    expect(tiktokError(status, body, auth).kind).toBe(kind);
  });

  it('never retries a bad signature', () => {
    expect(tiktokError(200, { code: 106001 }).retryable).toBe(false);
  });
});
