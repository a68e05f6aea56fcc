import type { ChatConversationView, Shop } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxConversation = { id: string; buyerUsername: string };

describe('a chat shop connected while the inbox is open', () => {
  it('is pulled at connect (no minute sweep) and every open inbox hears of its conversations', async () => {
    const owner = await makeMember(t.current, { package: 'premium', name: 'Sari Penjual' });
    const token = (await owner.login()).accessToken;
    const socket: WebSocket = await t.current.app.injectWS(`/ws?token=${token}`);
    const frames: { event: string; payload: { conversation?: ChatConversationView } }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    try {
      const connected = await connectShop(t.current, token, 'shopee', 'chat', byIndex(0));
      expect(connected.status).toBe(200);
      const shop: Shop = connected.body;
      // Only what connecting queued runs: the every-minute sweep is never started here.
      expect((await t.current.jobs.drain()).failed).toEqual([]);

      const res = await fetch(
        `${t.current.config.appUrl}/sandbox/_control/conversations?platform=shopee&shopId=${shop.shopid}`,
      );
      const platform = (await res.json()) as SandboxConversation[];
      expect(platform.length).toBeGreaterThan(0);
      const list = await t.current.api.get<{ docs: ChatConversationView[] }>(
        '/api/app/chat/conversations?limit=100',
        { token },
      );
      expect(list.body.docs.map((c) => c.externalId).sort()).toEqual(platform.map((c) => c.id).sort());

      const heard = async () => {
        for (let waited = 0; waited < 5000; waited += 20) {
          const ids = new Set(
            frames
              .filter((f) => f.event === 'chat.conversation.v1')
              .map((f) => f.payload.conversation?.externalId),
          );
          if (platform.every((c) => ids.has(c.id))) return ids;
          await new Promise((r) => setTimeout(r, 20));
        }
        return new Set(frames.map((f) => f.event));
      };
      expect([...(await heard())].sort()).toEqual(platform.map((c) => c.id).sort());
    } finally {
      socket.terminate();
    }
  });
});
