import {
  lazadaWebhookSignature,
  SANDBOX_CREDENTIALS,
  shopeeWebhookSignature,
  tiktokWebhookSignature,
} from '@booster/marketplaces';
import { describe, expect, it } from 'vitest';
import { columnsEqual } from '../../platform/db/index.ts';
import { useTestApp } from '../../test/app.ts';
import { sandboxCall, sandboxShops } from '../../test/marketplace.ts';
import { webhookEvents } from './tables.ts';

/**
 * Chat pushes through the webhook intake (issue 12): the emulator's signed push for a buyer message
 * is stored once as a `chat` event about its conversation, and the same push delivered again stores
 * nothing, so the chat subscriber sees each message once.
 */
const t = useTestApp({ listen: true });

const CHAT_PLATFORMS = ['shopee', 'lazada', 'tokopedia'] as const;
type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

function signed(platform: ChatPlatform, url: string, body: string): string {
  const c = SANDBOX_CREDENTIALS;
  if (platform === 'shopee') return shopeeWebhookSignature(c.shopee.partnerKey, url, body);
  if (platform === 'lazada') return lazadaWebhookSignature(c.lazada.appKey, c.lazada.appSecret, body);
  return tiktokWebhookSignature(c.tokopedia.appKey, c.tokopedia.appSecret, body);
}

const control = <T>(method: string, path: string, body?: unknown) =>
  sandboxCall<T>(t.current, path, body, method);

const chatEvents = (platform: ChatPlatform, conversationId: string) =>
  t.current.database.db
    .select()
    .from(webhookEvents)
    .where(columnsEqual(webhookEvents, { marketplace: platform, kind: 'chat', subjectId: conversationId }));

describe('chat pushes through the webhook intake', () => {
  for (const platform of CHAT_PLATFORMS) {
    it(`${platform}: a buyer message and a seller-centre reply are stored once each as chat events`, async () => {
      const [shop] = await sandboxShops(t.current, platform);
      type Written = {
        conversationId: string;
        message: { id: string };
        webhook: { delivered: boolean; status: number };
      };
      const written = await control<Written>('POST', 'chat/buyer-message', {
        platform,
        shopId: shop?.id,
        buyerName: 'Sari Wulandari',
        text: 'Kak, stok masih ada?',
      });
      expect(written.webhook).toMatchObject({ delivered: true, status: 200 });
      await control('POST', 'chat/seller-message', {
        platform,
        shopId: shop?.id,
        conversationId: written.conversationId,
        text: 'Masih kak, silakan diorder',
      });
      const stored = await chatEvents(platform, written.conversationId);
      expect(stored).toHaveLength(2);
      expect(stored.every((e) => e.shopId === shop?.id)).toBe(true);
      expect(new Set(stored.map((e) => e.externalEventId)).size).toBe(2);

      const log = await control<{ platform: string; url: string; body: string }[]>('GET', 'webhooks');
      const delivery = log
        .filter((d) => d.platform === platform && d.body.includes(written.message.id))
        .at(-1);
      if (!delivery) throw new Error('no push of the buyer message');
      const again = await t.current.app.inject({
        method: 'POST',
        url: `/api/webhook/${platform}`,
        headers: {
          'content-type': 'application/json',
          authorization: signed(platform, delivery.url, delivery.body),
        },
        payload: delivery.body,
      });
      expect(again.statusCode).toBe(200);
      expect(await chatEvents(platform, written.conversationId)).toHaveLength(2);
    });
  }
});
