import type { ChatConversationView, ChatMessage, Shop } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs } from '../../test/builders.ts';
import { makeAdmin, makeMember } from '../../test/factories.ts';
import { connectTokopedia, sandboxCall } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxConversation = {
  id: string;
  buyerId: string;
  unread: number;
  messages: { id: string; from: string; kind: string; text: string }[];
};
type List = { docs: ChatConversationView[]; totalDocs: number };

let token: string;
let chatShop: Shop;

const drain = () => drainJobs(t.current);

const control = <T>(path: string, body?: unknown) => sandboxCall<T>(t.current, path, body);

const sandboxConversations = () =>
  control<SandboxConversation[]>(`conversations?platform=tokopedia&shopId=${chatShop.shopid}`);
const list = async () =>
  (
    await t.current.api.get<List>(`/api/app/chat/conversations?limit=100&shopId=${chatShop._id}`, {
      token,
    })
  ).body;
const history = async (id: string) =>
  (
    await t.current.api.get<{ docs: ChatMessage[] }>(`/api/app/chat/conversations/${id}/messages?limit=100`, {
      token,
    })
  ).body.docs;

beforeAll(async () => {
  const member = await makeMember(t.current, { package: 'premium' });
  token = (await member.login()).accessToken;
  // Tokopedia chat: the seller asks chat for a connected Tokopedia shop and an admin confirms it; the
  // chat then speaks TikTok Shop's customer service API with Tokopedia's credentials.
  const shop = await connectTokopedia(t.current, token, {
    shopname: 'Toko Obrolan',
    shopdomain: 'https://www.tokopedia.com/tokoobrolan',
  });
  const asked = await t.current.api.post<{ request: { _id: string } }>(
    '/api/chat/marketplace/tokopedia/connect',
    { id: shop._id },
    { token },
  );
  expect(asked.status).toBe(200);
  const admin = (await (await makeAdmin(t.current)).login()).accessToken;
  const confirmed = await t.current.api.post<{ shop: Shop }>(
    '/api/chat/marketplace/tokopedia/confirm',
    { id: asked.body.request._id },
    { token: admin },
  );
  expect(confirmed.status).toBe(200);
  chatShop = confirmed.body.shop;
  expect(chatShop).toMatchObject({ marketplace: 'tokopedia', shopid: shop.shopid });
  await t.current.jobs.enqueue(t.current.container.chat.jobs.reconcileDue, {});
  await drain();
});

describe('Tokopedia chat against the sandbox (TikTok Shop customer service API)', () => {
  it("pulls the shop's conversations and their history as the platform holds them", async () => {
    const platform = await sandboxConversations();
    expect(platform.length).toBeGreaterThan(0);
    const ours = await list();
    expect(ours.totalDocs).toBe(platform.length);
    expect(ours.docs.map((c) => c.externalId).sort()).toEqual(platform.map((c) => c.id).sort());
    for (const c of ours.docs) expect(c.marketplace).toBe('tokopedia');
    const sample = platform.reduce((a, b) => (b.messages.length > a.messages.length ? b : a));
    const mine = ours.docs.find((c) => c.externalId === sample.id) as ChatConversationView;
    expect(mine.buyer.id).toBe(sample.buyerId);
    expect((await history(mine._id)).map((m) => m.externalId).reverse()).toEqual(
      sample.messages.slice(-50).map((m) => m.id),
    );
  });

  it('stores a pushed buyer message and sends the reply the sandbox then holds', async () => {
    const wrote = await control<{ conversationId: string }>('chat/buyer-message', {
      platform: 'tokopedia',
      shopId: chatShop.shopid,
      buyerName: 'Pembeli Tokopedia',
      text: 'Kak, bisa kirim hari ini?',
      webhook: true,
    });
    await drain();
    const conversation = (await list()).docs.find(
      (c) => c.externalId === wrote.conversationId,
    ) as ChatConversationView;
    expect(conversation).toMatchObject({ marketplace: 'tokopedia', unreadCount: 1 });
    expect((await history(conversation._id)).map((m) => [m.sender, m.body])).toEqual([
      ['buyer', { kind: 'text', text: 'Kak, bisa kirim hari ini?' }],
    ]);

    const sent = await t.current.api.post<ChatMessage>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'text', text: 'Bisa kak, dikirim sore ini' } },
      { token },
    );
    expect(sent.status).toBe(200);
    const held = (await sandboxConversations()).find((c) => c.id === wrote.conversationId);
    expect(held?.messages.at(-1)).toMatchObject({
      id: sent.body.externalId,
      from: 'seller',
      text: 'Bisa kak, dikirim sore ini',
    });
    expect((await history(conversation._id)).map((m) => m.externalId)).toContain(sent.body.externalId);
  });
});
