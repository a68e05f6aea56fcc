import { describe, expect, it } from 'vitest';
import { tiktokBaseString, tiktokSign } from './sign.ts';

// TikTok Shop "Sign your API request" (reference 3.4).
describe('TikTok Shop signing', () => {
  const query = { app_key: '29a39d', timestamp: '1623812664' };

  it('builds the base string from the path and sorted query', () => {
    expect(tiktokBaseString('/authorization/202309/shops', { ...query, sign: 'x', access_token: 'y' })).toBe(
      '/authorization/202309/shopsapp_key29a39dtimestamp1623812664',
    );
  });

  it('matches the documented signature', () => {
    expect(tiktokSign('e59af819cc', '/authorization/202309/shops', query)).toBe(
      'b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8',
    );
  });

  it('appends the raw body (documented base string)', () => {
    const body = '{    "address":"https://partner.tiktokshop.com",    "event_type": "PACKAGE_UPDATE"}';
    const base = tiktokBaseString(
      '/event/202309/webhooks',
      { app_key: '68xu9ks5p4i8', shop_cipher: 'ROW_xkMbgAAAeVAQra0eZWebFQq5aIK', timestamp: '1696909648' },
      body,
    );
    expect(base).toBe(
      `/event/202309/webhooksapp_key68xu9ks5p4i8shop_cipherROW_xkMbgAAAeVAQra0eZWebFQq5aIKtimestamp1696909648${body}`,
    );
  });
});
