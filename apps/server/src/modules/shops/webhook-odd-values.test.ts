import type { Marketplace } from '@booster/domain';
import {
  lazadaWebhookSignature,
  SANDBOX_CREDENTIALS,
  shopeeWebhookSignature,
  tiktokWebhookSignature,
} from '@booster/marketplaces';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { webhookEvents } from './tables.ts';

const t = useTestApp();

const NUL = 'a\u0000b';
const now = () => Math.floor(Date.now() / 1000);

/** Signs a push the way each platform does and posts it to our webhook. */
async function push(marketplace: Marketplace, payload: unknown) {
  const body = JSON.stringify(payload);
  const url = `${t.current.config.appUrl}/api/webhook/${marketplace}`;
  const signature =
    marketplace === 'shopee'
      ? shopeeWebhookSignature(SANDBOX_CREDENTIALS.shopee.partnerKey, url, body)
      : marketplace === 'lazada'
        ? lazadaWebhookSignature(
            SANDBOX_CREDENTIALS.lazada.appKey,
            SANDBOX_CREDENTIALS.lazada.appSecret,
            body,
          )
        : marketplace === 'tiktok' || marketplace === 'tokopedia'
          ? tiktokWebhookSignature(
              SANDBOX_CREDENTIALS[marketplace].appKey,
              SANDBOX_CREDENTIALS[marketplace].appSecret,
              body,
            )
          : '';
  return t.current.app.inject({
    method: 'POST',
    url: `/api/webhook/${marketplace}`,
    headers: { 'content-type': 'application/json', authorization: signature },
    payload: body,
  });
}

const stored = (shopId: string) =>
  t.current.database.db.select().from(webhookEvents).where(eq(webhookEvents.shopId, shopId));

const shopee = (shopId: string, over: Record<string, unknown> = {}, data: Record<string, unknown> = {}) => ({
  shop_id: shopId,
  code: 3,
  timestamp: now(),
  data: { ordersn: 'SN-ODD-1', status: 'READY_TO_SHIP', ...data },
  ...over,
});
const tiktokLike = (shopId: string, over: Record<string, unknown> = {}) => ({
  type: 1,
  tts_notification_id: `n-${shopId}`,
  shop_id: shopId,
  timestamp: now(),
  data: { order_id: 'TT-ODD-1', order_status: 'AWAITING_SHIPMENT' },
  ...over,
});

describe('signed pushes with values no platform sends', () => {
  it.each([
    ['shopee', 'timestamp 1e20', '880001', shopee('880001', { timestamp: 1e20 })],
    ['shopee', 'timestamp -1e20', '880002', shopee('880002', { timestamp: -1e20 })],
    ['shopee', 'NUL in ordersn', '880003', shopee('880003', {}, { ordersn: NUL })],
    ['tiktok', 'timestamp 1e20', '880004', tiktokLike('880004', { timestamp: 1e20 })],
    ['tiktok', 'NUL in tts_notification_id', '880005', tiktokLike('880005', { tts_notification_id: NUL })],
    ['tokopedia', 'timestamp 1e20', '880006', tiktokLike('880006', { timestamp: 1e20 })],
    [
      'lazada',
      'timestamp 1e20',
      '880007',
      { seller_id: '880007', message_type: 0, timestamp: 1e20, data: { trade_order_id: 'LZ-1' } },
    ],
  ] as const)(
    '%s with %s is acknowledged, not stored, and a valid push afterwards lands',
    async (marketplace, _what, shopId, payload) => {
      const odd = await push(marketplace, payload);
      expect(odd.statusCode).toBe(200);
      expect(await stored(shopId)).toEqual([]);

      const valid =
        marketplace === 'shopee'
          ? shopee(shopId)
          : marketplace === 'lazada'
            ? { seller_id: shopId, message_type: 0, timestamp: Date.now(), data: { trade_order_id: 'LZ-1' } }
            : tiktokLike(shopId, { tts_notification_id: `valid-${shopId}` });
      expect((await push(marketplace, valid)).statusCode).toBe(200);
      expect(await stored(shopId)).toHaveLength(1);
    },
  );

  it('acknowledges a Shopee push with a NUL in its shop id (no row can name that shop)', async () => {
    expect((await push('shopee', shopee(NUL))).statusCode).toBe(200);
  });

  it('still refuses a bad signature with 401', async () => {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/webhook/tiktok',
      headers: { 'content-type': 'application/json', authorization: 'f'.repeat(64) },
      payload: JSON.stringify(tiktokLike('880009', { timestamp: 1e20 })),
    });
    expect(res.statusCode).toBe(401);
  });
});
