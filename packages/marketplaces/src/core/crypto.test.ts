import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyAppKeyBodySignature } from './crypto.ts';

// Lazada (reference 2.7) and TikTok Shop (3.7) sign a push alike:
// Authorization = hex HMAC-SHA256(app_secret, app_key + raw body).
const appKey = '123456';
const secret = 'sandbox-lazada-app-secret';
const body =
  '{"seller_id":"1001","message_type":0,"data":{"trade_order_id":"260001"},"timestamp":1735689600123}';
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
const sign = hmac(secret, appKey + body);
const verify = (headers: Record<string, string>, { rawBody = body, key = appKey } = {}) =>
  verifyAppKeyBodySignature(key, secret, { url: '', headers, rawBody });

describe('app key + body push signature (Lazada, TikTok Shop)', () => {
  it('accepts HMAC(app_secret, app_key + body) in either hex case, under either header case', () => {
    expect(verify({ authorization: sign })).toBe(true);
    expect(verify({ authorization: sign.toUpperCase() })).toBe(true);
    expect(verify({ Authorization: sign })).toBe(true);
  });

  it('rejects another secret, another app key, a changed body, the body alone signed and no header', () => {
    expect(verify({ authorization: hmac('wrong', appKey + body) })).toBe(false);
    expect(verify({ authorization: sign }, { key: '999' })).toBe(false);
    expect(verify({ authorization: sign }, { rawBody: `${body}\n` })).toBe(false);
    expect(verify({ authorization: hmac(secret, body) })).toBe(false);
    expect(verify({})).toBe(false);
  });
});
