import type { ChatMonitor, ChatReport, Shop } from '@booster/contracts';
import {
  type ChatMarketplace,
  type ChatMessageSender,
  chatCountDay,
  chatsOfMessages,
  jakartaIsoDate,
  judgeChat,
} from '@booster/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeMember } from '../../../test/factories.ts';
import { connectShop, sandboxCall } from '../../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxConversation = {
  id: string;
  buyerName: string;
  messages: { id: string; from: ChatMessageSender; sentAt: string }[];
};

const control = (path: string, body: unknown) =>
  sandboxCall<{ conversationId: string }>(t.current, path, body);

const sandboxConversations = (platform: string, shopId: string) =>
  sandboxCall<SandboxConversation[]>(t.current, `conversations?platform=${platform}&shopId=${shopId}`);

/** The report's totals worked out from the platform's own messages with the domain's rule. */
function expectedTotals(
  marketplace: ChatMarketplace,
  conversations: SandboxConversation[],
  days: string[],
  now: Date,
) {
  const totals = { chats: 0, buyerMessages: 0, replies: 0, answered: 0, missed: 0, pending: 0, excluded: 0 };
  for (const c of conversations) {
    const messages = c.messages
      .map((m) => ({ sender: m.from, sentAt: new Date(m.sentAt) }))
      .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
    for (const m of messages) {
      if (!days.includes(jakartaIsoDate(m.sentAt))) continue;
      if (m.sender === 'buyer') totals.buyerMessages++;
      if (m.sender === 'seller') totals.replies++;
    }
    for (const chat of chatsOfMessages(messages)) {
      if (!days.includes(chatCountDay(marketplace, chat.askedAt))) continue;
      totals.chats++;
      totals[judgeChat(marketplace, chat, now)]++;
    }
  }
  return totals;
}

describe.each(['shopee', 'lazada'] as const)(
  "%s chat report against the sandbox's conversations",
  (marketplace) => {
    let token: string;
    let shop: Shop;

    afterEach(() => {
      vi.useRealTimers();
    });

    beforeAll(async () => {
      const owner = await makeMember(t.current, { package: 'premium' });
      token = (await owner.login()).accessToken;
      const connected = await connectShop(t.current, token, marketplace, 'chat');
      expect(connected.status).toBe(200);
      shop = connected.body;
      // The first reconciliation pulls the seeded conversations; live messages come by webhook.
      await t.current.container.chat.sync.reconcileShop(shop._id);
    });

    it('counts what the platform holds, also after buyers write and the seller answers in the seller centre', async () => {
      const check = async () => {
        const { failed } = await t.current.jobs.drain();
        expect(failed).toEqual([]);
        const res = await t.current.api.get<ChatReport>(`/api/app/chat/reports/${marketplace}?range=28`, {
          token,
        });
        expect(res.status).toBe(200);
        const days = res.body.days.map((d) => d.date);
        const platform = await sandboxConversations(marketplace, shop.shopid);
        const { responseRate: _r, avgFirstResponseSeconds: _a, ...totals } = res.body.totals;
        expect(totals).toEqual(expectedTotals(marketplace, platform, days, new Date()));
        return res.body;
      };
      const before = await check();
      expect(before.totals.chats).toBeGreaterThan(0);
      const waiting = async () =>
        (await t.current.api.get<ChatMonitor>('/api/app/chat/monitor', { token })).body.total;
      const waitingBefore = await waiting();

      // A new buyer asks, gets the shop's auto-reply (no answer), asks again, and a person answers in the seller centre.
      // All of it from the start of a whole second, as in the runs that failed: Shopee stamps messages to the
      // second, so the questions and the answer share one timestamp and only the stored order tells them apart.
      vi.useFakeTimers({
        toFake: ['Date'],
        now: Math.ceil(Date.now() / 1000) * 1000,
        shouldAdvanceTime: true,
      });
      const asked = await control('chat/buyer-message', {
        platform: marketplace,
        shopId: shop.shopid,
        buyerName: 'Pembeli Laporan',
        text: 'Kak, ukuran M ready?',
        webhook: true,
      });
      /** A pushed message of `who` in the new buyer's conversation. */
      const say = (who: 'buyer' | 'seller', text: string, more: { auto?: boolean } = {}) =>
        control(`chat/${who}-message`, {
          platform: marketplace,
          shopId: shop.shopid,
          conversationId: asked.conversationId,
          text,
          ...more,
          webhook: true,
        });
      await say('seller', 'Terima kasih sudah menghubungi kami', { auto: true });
      await say('buyer', 'Halo?');
      const afterAsk = await check();
      expect(afterAsk.totals.chats).toBe(before.totals.chats + 1);
      expect(afterAsk.totals.pending).toBe(before.totals.pending + 1);
      expect(await waiting()).toBe(waitingBefore + 1);

      await say('seller', 'Ready kak, silakan diorder');
      const answered = await check();
      expect(answered.totals.answered).toBe(before.totals.answered + 1);
      expect(answered.totals.replies).toBe(before.totals.replies + 1);
      expect(await waiting()).toBe(waitingBefore);
    });
  },
);
