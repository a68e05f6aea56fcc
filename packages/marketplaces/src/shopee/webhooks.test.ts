import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseShopeeWebhook, verifyShopeeWebhook } from './webhooks.ts';

const key = 'sandbox-shopee-partner-key';
const url = 'https://booster.example/api/webhook/shopee';
const body =
  '{"shop_id":14701711,"code":3,"success":1,"extra":"","data":{"ordersn":"2501010ABC","status":"READY_TO_SHIP"},"timestamp":1735689600}';
const sign = (message: string) => createHmac('sha256', key).update(message).digest('hex');

describe('Shopee push', () => {
  it('accepts HMAC(partner_key, url|body)', () => {
    expect(
      verifyShopeeWebhook(key, { url, headers: { Authorization: sign(`${url}|${body}`) }, rawBody: body }),
    ).toBe(true);
  });

  it('rejects a wrong signature, another URL, a changed body and a missing header', () => {
    const good = sign(`${url}|${body}`);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(verifyShopeeWebhook(key, { url, headers: { authorization: tampered }, rawBody: body })).toBe(
      false,
    );
    expect(
      verifyShopeeWebhook(key, { url: `${url}x`, headers: { authorization: good }, rawBody: body }),
    ).toBe(false);
    expect(verifyShopeeWebhook(key, { url, headers: { authorization: good }, rawBody: `${body} ` })).toBe(
      false,
    );
    expect(verifyShopeeWebhook(key, { url, headers: {}, rawBody: body })).toBe(false);
    expect(verifyShopeeWebhook(key, { url, headers: { authorization: 'not-hex' }, rawBody: body })).toBe(
      false,
    );
  });

  it('parses an order push with a stable event id', () => {
    const [event] = parseShopeeWebhook(body);
    expect(event).toMatchObject({ kind: 'order', shopId: '14701711', subjectId: '2501010ABC' });
    expect(event?.externalEventId).toMatch(/^14701711:3:1735689600:[0-9a-f]{16}$/);
    expect(parseShopeeWebhook(body)[0]?.externalEventId).toBe(event?.externalEventId);
    const other = body.replace('READY_TO_SHIP', 'PROCESSED');
    expect(parseShopeeWebhook(other)[0]?.externalEventId).not.toBe(event?.externalEventId);
  });

  it('reads a reserved-stock push (code 8) as a change of its item, even when it names the order', () => {
    const push = JSON.stringify({
      shop_id: 14701711,
      code: 8,
      timestamp: 1735689700,
      data: {
        item_id: 800123,
        variation_id: 2,
        action: 'place_order',
        ordersn: '2501010XYZ',
        promotion_type: 'flash_sale',
        promotion_id: 991,
        changed_values: [{ name: 'reserved_stock', old: 6, new: 4 }],
      },
    });
    expect(parseShopeeWebhook(push)[0]).toMatchObject({ kind: 'product', subjectId: '800123' });
  });

  it('refuses a body that is not a push', () => {
    expect(() => parseShopeeWebhook('nope')).toThrow(/not JSON/);
    expect(() => parseShopeeWebhook('{"hello":1}')).toThrow();
  });
});
