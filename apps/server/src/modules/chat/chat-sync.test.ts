import type { ApiError, ChatConversationView, ChatMessage, Shop } from '@booster/contracts';
import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import type { ChatConversation, ChatImage } from '@booster/marketplaces';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { drainJobs } from '../../test/builders.ts';
import { type MadeUser, makeMember, makeStaffWith } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxAnswer } from '../../test/marketplace.ts';
import { notifications } from '../notifications/tables.ts';
import type { ShopRow } from '../shops/index.ts';
import { webhookEvents } from '../shops/tables.ts';
import type { ChatMessageStored } from './index.ts';
import { upsertConversation } from './store.ts';

const t = useTestApp({ listen: true });

type List = { docs: ChatConversationView[]; totalDocs: number; counts: Record<string, number> };
type SandboxMessage = {
  id: string;
  from: string;
  kind: string;
  text: string;
  via: string | null;
  image?: { url: string };
};
type SandboxConversation = {
  id: string;
  buyerName: string;
  /** What Shopee's chat API calls the buyer (its to_name). */
  buyerUsername: string;
  unread: number;
  messages: SandboxMessage[];
};

let owner: MadeUser;
let token: string;
let shop: Shop;
const stored: ChatMessageStored[] = [];

const drain = () => drainJobs(t.current);

const control = <T>(path: string, body?: unknown) => sandboxAnswer<T>(t.current, path, body);

const sandboxConversations = async () =>
  (await control<SandboxConversation[]>(`conversations?platform=shopee&shopId=${shop.shopid}`)).body;
const sandboxConversation = async (externalId: string) =>
  (await sandboxConversations()).find((c) => c.id === externalId) as SandboxConversation;

const buyerWrites = (body: Record<string, unknown>) =>
  control<{ conversationId: string; message: SandboxMessage }>('chat/buyer-message', {
    platform: 'shopee',
    shopId: shop.shopid,
    ...body,
  });

const list = async (query = '') =>
  (await t.current.api.get<List>(`/api/app/chat/conversations?limit=100&${query}`, { token })).body;
const byExternal = async (externalId: string) =>
  (await list()).docs.find((c) => c.externalId === externalId) as ChatConversationView;
const history = async (id: string) =>
  (
    await t.current.api.get<{ docs: ChatMessage[] }>(`/api/app/chat/conversations/${id}/messages?limit=100`, {
      token,
    })
  ).body.docs;

function frames(socket: WebSocket) {
  const received: { event: string; payload: unknown }[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  return {
    received,
    async first(event: string, match: (payload: unknown) => boolean = () => true) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const found = received.find((f) => f.event === event && match(f.payload));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${event} frame within 5 s`);
    },
  };
}

beforeAll(async () => {
  owner = await makeMember(t.current, { package: 'premium', name: 'Sari Penjual' });
  token = (await owner.login()).accessToken;
  const connected = await connectShop(t.current, token, 'shopee', 'chat', byIndex(0));
  if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
  shop = connected.body;
  t.current.container.chat.onMessageStored(async (event) => {
    stored.push(event);
  });
  // A new chat shop is pulled on the first reconciliation run after it connects.
  await t.current.jobs.enqueue(t.current.container.chat.jobs.reconcileDue, {});
  await drain();
});

afterAll(() => {
  stored.length = 0;
});

describe('chat synced from the sandbox', () => {
  it("pulls the shop's conversations and their messages on its first reconciliation, as history", async () => {
    const platform = await sandboxConversations();
    expect(platform.length).toBeGreaterThan(0);
    const ours = await list();
    expect(ours.totalDocs).toBe(platform.length);
    // The tab counts are the platform's: conversations with unread messages, and those waiting.
    expect(ours.counts.unread).toBe(platform.filter((c) => c.unread > 0).length);
    expect(ours.counts.unread).toBe(ours.docs.filter((c) => c.unreadCount > 0).length);
    expect(ours.counts.unanswered).toBe(ours.docs.filter((c) => c.waitingSince !== null).length);
    expect(ours.docs.map((c) => c.buyer.name).sort()).toEqual(platform.map((c) => c.buyerUsername).sort());
    const sample = platform[0];
    const mine = await byExternal(sample.id);
    const texts = (await history(mine._id)).map((m) => m.externalId).reverse();
    expect(texts).toEqual(sample.messages.slice(-50).map((m) => m.id));
    expect(mine.unreadCount).toBe(sample.unread);
    // History is not news: no notification and no stored event for automation.
    const chatNotes = await t.current.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, owner.id), eq(notifications.type, 'chat')));
    expect(chatNotes).toEqual([]);
    expect(stored).toEqual([]);
  });

  it('stores a pushed buyer message once, shows it live in every chat tab of the account and notifies', async () => {
    const chatStaff = await makeStaffWith(t.current, owner, 'chat');
    const orderStaff = await makeStaffWith(t.current, owner, 'order');
    const open = async (user: MadeUser) =>
      t.current.app.injectWS(`/ws?token=${(await user.login()).accessToken}`);
    const sockets = await Promise.all([owner, chatStaff, orderStaff].map(open));
    const tabs = sockets.map(frames);
    try {
      const sent = await buyerWrites({ text: 'Kak, ukuran XL masih ada?', buyerName: 'Rina Kusuma' });
      expect(sent.status).toBe(201);
      await drain();

      const conversation = await byExternal(sent.body.conversationId);
      expect(conversation).toMatchObject({
        buyer: { name: (await sandboxConversation(sent.body.conversationId)).buyerUsername },
        unreadCount: 1,
        lastMessage: { preview: 'Kak, ukuran XL masih ada?', sender: 'buyer' },
      });
      expect(conversation.waitingSince).not.toBeNull();
      const messages = await history(conversation._id);
      expect(messages.map((m) => [m.externalId, m.sender, m.source, m.body])).toEqual([
        [sent.body.message.id, 'buyer', 'platform', { kind: 'text', text: 'Kak, ukuran XL masih ada?' }],
      ]);

      const isThis = (p: unknown) => (p as { messageId: string }).messageId === messages[0]._id;
      for (const tab of tabs.slice(0, 2)) {
        const frame = await tab.first('chat.message.v1', isThis);
        expect(frame.payload).toMatchObject({
          conversation: { _id: conversation._id, unreadCount: 1 },
          message: { externalId: sent.body.message.id, body: { text: 'Kak, ukuran XL masih ada?' } },
        });
        expect((await tab.first('notif')).payload).toMatchObject({
          type: 'chat',
          notification: {
            title: 'Ada pesan baru',
            marketplace: 'shopee',
            detail: { conversationId: conversation._id },
          },
        });
      }
      expect(tabs[2].received.filter((f) => f.event.startsWith('chat.') || f.event === 'notif')).toEqual([]);
      // The platform's list, read after the publish, named the same buyer: no second frame to every tab.
      expect(tabs[0].received.filter((f) => f.event === 'chat.conversation.v1')).toEqual([]);
      expect(stored.map((e) => [e.externalMessageId, e.sender, e.source])).toEqual([
        [sent.body.message.id, 'buyer', 'platform'],
      ]);

      // The same push again (a platform retry) stores nothing new.
      const [event] = await t.current.database.db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.kind, 'chat'))
        .orderBy(desc(webhookEvents.id))
        .limit(1);
      await t.current.container.shops.webhooks.dispatch(event.id);
      await drain();
      expect(await history(conversation._id)).toHaveLength(1);
      expect((await byExternal(sent.body.conversationId)).unreadCount).toBe(1);
      expect(stored).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });

  it("shows a new buyer's first message under the name the push gives, without waiting for the platform's conversation list", async () => {
    const socket = await t.current.app.injectWS(`/ws?token=${token}`);
    const tab = frames(socket);
    const faults = `${t.current.config.appUrl}/sandbox/_control/faults`;
    await control('faults', {
      platform: 'shopee',
      pathContains: 'get_conversation_list',
      status: 500,
      times: 1000,
    });
    try {
      const sent = await buyerWrites({ text: 'Halo kak, ready?', buyerName: 'Dewi Baru' });
      await drain();
      const { buyerUsername } = await sandboxConversation(sent.body.conversationId);
      const conversation = await byExternal(sent.body.conversationId);
      expect(conversation).toMatchObject({
        buyer: { name: buyerUsername },
        unreadCount: 1,
        lastMessage: { preview: 'Halo kak, ready?', sender: 'buyer' },
      });
      expect(conversation.waitingSince).not.toBeNull();
      const frame = await tab.first(
        'chat.message.v1',
        (p) => (p as { conversation: { _id: string } }).conversation._id === conversation._id,
      );
      expect(frame.payload).toMatchObject({
        conversation: { buyer: { name: buyerUsername }, unreadCount: 1 },
        message: { externalId: sent.body.message.id, body: { text: 'Halo kak, ready?' } },
      });
    } finally {
      await fetch(faults, { method: 'DELETE' });
      socket.terminate();
    }
  });

  it('sends a text the sandbox conversation then holds, and answers the buyer', async () => {
    const sent = await buyerWrites({ text: 'Bisa kirim hari ini?', buyerName: 'Tono' });
    await drain();
    const conversation = await byExternal(sent.body.conversationId);
    expect(conversation.waitingSince).not.toBeNull();
    const res = await t.current.api.post<ChatMessage>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'text', text: 'Bisa kak, dikirim sore ini' } },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sender: 'seller',
      source: 'booster',
      sentBy: { _id: owner.id, name: 'Sari Penjual' },
      body: { kind: 'text', text: 'Bisa kak, dikirim sore ini' },
    });
    const platform = await sandboxConversation(sent.body.conversationId);
    expect(platform.messages.at(-1)).toMatchObject({
      id: res.body.externalId,
      from: 'seller',
      text: 'Bisa kak, dikirim sore ini',
    });
    const after = await byExternal(sent.body.conversationId);
    expect(after).toMatchObject({ waitingSince: null, lastMessage: { sender: 'seller' } });
    await drain();
    expect(stored.at(-1)).toMatchObject({ externalMessageId: res.body.externalId, source: 'booster' });
  });

  it('refuses a text over the platform limit with the field message and sends nothing', async () => {
    const shopeeLimit = MARKETPLACE_CAPABILITIES.shopee.chat.maxTextLength;
    const [conversation] = (await list()).docs;
    const before = (await sandboxConversation(conversation.externalId)).messages.length;
    const res = await t.current.api.post<ApiError>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'text', text: 'x'.repeat(shopeeLimit + 1) } },
      { token },
    );
    expect(res.status).toBe(400);
    expect((res.body.details as { fields: object }).fields).toEqual({
      'message.text': `Pesan terlalu panjang, maksimal ${shopeeLimit} karakter untuk Shopee`,
    });
    expect((await sandboxConversation(conversation.externalId)).messages).toHaveLength(before);
  });

  it('uploads an image through the platform and sends it; refuses a file that is not an image', async () => {
    const [conversation] = (await list()).docs;
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await t.current.api.post<ChatImage>(
      `/api/app/chat/conversations/${conversation._id}/images`,
      { fileName: 'merah.png', contentType: 'image/png', data: png.toString('base64') },
      { token },
    );
    expect(upload.status).toBe(200);
    expect(upload.body.url).toMatch(/^http/);
    const res = await t.current.api.post<ChatMessage>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'image', image: upload.body } },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.body).toMatchObject({ kind: 'image' });
    const last = (await sandboxConversation(conversation.externalId)).messages.at(-1);
    expect(last).toMatchObject({ id: res.body.externalId, kind: 'image', from: 'seller' });

    const fake = await t.current.api.post<ApiError>(
      `/api/app/chat/conversations/${conversation._id}/images`,
      {
        fileName: 'bukan.png',
        contentType: 'image/png',
        data: Buffer.from('bukan gambar sama sekali').toString('base64'),
      },
      { token },
    );
    expect(fake.status).toBe(400);
    expect(Object.keys((fake.body.details as { fields: object }).fields)).toEqual(['data']);
  });

  it('marks a conversation read on the platform when it is opened', async () => {
    const sent = await buyerWrites({ text: 'Halo?', buyerName: 'Wati' });
    await drain();
    const conversation = await byExternal(sent.body.conversationId);
    expect(conversation.unreadCount).toBe(1);
    expect((await sandboxConversation(sent.body.conversationId)).unread).toBeGreaterThan(0);
    const res = await t.current.api.post<ChatConversationView>(
      `/api/app/chat/conversations/${conversation._id}/read`,
      {},
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.unreadCount).toBe(0);
    expect((await sandboxConversation(sent.body.conversationId)).unread).toBe(0);
    expect((await list('tab=unread')).docs.map((c) => c._id)).not.toContain(conversation._id);
  });

  // Flaked once in six (sandbox unread 1 after the read): a new conversation's row was first inserted bare,
  // stamped with the time Booster first saw it, and the platform's list time could not move it back
  // (greatest()). Shopee stamps messages to the second, so when the push was handled more than a second
  // after the message (floored) the pushed message was not taken as the last one, the row kept no
  // last-message id, and the read skipped the platform. Waiting before the push is handled makes it certain.
  it('marks read on the platform a new conversation whose push is handled seconds after the message', async () => {
    const sent = await buyerWrites({ text: 'Masih ada stok?', buyerName: 'Lambat' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await drain();
    const conversation = await byExternal(sent.body.conversationId);
    expect(conversation.unreadCount).toBe(1);
    const res = await t.current.api.post<ChatConversationView>(
      `/api/app/chat/conversations/${conversation._id}/read`,
      {},
      { token },
    );
    expect(res.body.unreadCount).toBe(0);
    expect((await sandboxConversation(sent.body.conversationId)).unread).toBe(0);
  });

  // Seen in the browser: the seller opened a conversation while the new shop's first pull was still
  // paging, the pull stored the page it had listed before the read, and the conversation was unread again.
  it('keeps a read made after the platform listed the page a reconciliation stores', async () => {
    const sent = await buyerWrites({ text: 'Sudah dikirim kak?', buyerName: 'Yanti' });
    await drain();
    const conversation = await byExternal(sent.body.conversationId);
    const shopRow = await t.current.container.shops.service.chatShop(shop._id);
    const listedAt = new Date();
    const listed = await t.current.container.chat.sync.callChat(shopRow as ShopRow, (port, credentials) =>
      port.listConversations(credentials, { cursor: null, pageSize: 50 }),
    );
    const page = listed.items.find((c) => c.externalId === sent.body.conversationId) as ChatConversation;
    expect(page.unreadCount).toBe(1);
    const read = await t.current.api.post<ChatConversationView>(
      `/api/app/chat/conversations/${conversation._id}/read`,
      {},
      { token },
    );
    expect(read.body.unreadCount).toBe(0);
    await upsertConversation(t.current.database.db, shopRow as ShopRow, page, listedAt);
    expect((await byExternal(sent.body.conversationId)).unreadCount).toBe(0);
    // A page listed after the read is the platform's word.
    const later = { ...page, unreadCount: 3 };
    await upsertConversation(t.current.database.db, shopRow as ShopRow, later, new Date());
    expect((await byExternal(sent.body.conversationId)).unreadCount).toBe(3);
  });

  it('shows a reply typed in the seller centre, and an auto-reply does not answer', async () => {
    const sent = await buyerWrites({ text: 'Ada warna hitam?', buyerName: 'Yuni' });
    await drain();
    await control('chat/seller-message', {
      platform: 'shopee',
      shopId: shop.shopid,
      conversationId: sent.body.conversationId,
      text: 'Terima kasih telah menghubungi kami',
      auto: true,
    });
    await drain();
    expect((await byExternal(sent.body.conversationId)).waitingSince).not.toBeNull();
    const reply = await control<{ message: SandboxMessage }>('chat/seller-message', {
      platform: 'shopee',
      shopId: shop.shopid,
      conversationId: sent.body.conversationId,
      text: 'Ada kak, hitam dan navy',
    });
    await drain();
    const conversation = await byExternal(sent.body.conversationId);
    expect(conversation).toMatchObject({ waitingSince: null, lastMessage: { sender: 'seller' } });
    const messages = await history(conversation._id);
    expect(messages[0]).toMatchObject({
      externalId: reply.body.message.id,
      sender: 'seller',
      source: 'platform',
      sentBy: null,
    });
    expect(messages[1]).toMatchObject({ sender: 'auto' });
  });

  it('catches a message whose push never came on the next reconciliation', async () => {
    const sent = await buyerWrites({ text: 'Pesan tanpa webhook', buyerName: 'Hadi', webhook: false });
    await drain();
    expect((await list()).docs.some((c) => c.externalId === sent.body.conversationId)).toBe(false);
    await t.current.container.chat.sync.reconcileShop(shop._id);
    await drain();
    const conversation = await byExternal(sent.body.conversationId);
    expect(conversation).toMatchObject({
      buyer: { name: (await sandboxConversation(sent.body.conversationId)).buyerUsername },
      lastMessage: { preview: 'Pesan tanpa webhook' },
    });
    expect((await history(conversation._id)).map((m) => m.externalId)).toEqual([sent.body.message.id]);
  });
});

describe('Lazada IM pushes', () => {
  it('stores a pushed Lazada buyer message (read back from the IM API when the push only names it)', async () => {
    const connected = await connectShop(t.current, token, 'lazada', 'chat', byIndex(0));
    expect(connected.status).toBe(200);
    const lazada = connected.body;
    await t.current.container.chat.sync.reconcileShop(lazada._id);
    await drain();
    const wrote = await control<{ conversationId: string; message: SandboxMessage }>('chat/buyer-message', {
      platform: 'lazada',
      shopId: lazada.shopid,
      text: 'Apakah barang ini original?',
      buyerName: 'Lina',
    });
    expect(wrote.status).toBe(201);
    await drain();
    const conversation = (await list(`shopId=${lazada._id}`)).docs.find(
      (c) => c.externalId === wrote.body.conversationId,
    ) as ChatConversationView;
    expect(conversation).toMatchObject({
      marketplace: 'lazada',
      unreadCount: 1,
      lastMessage: { preview: 'Apakah barang ini original?', sender: 'buyer' },
    });
    const messages = await history(conversation._id);
    expect(messages.map((m) => [m.externalId, m.sender])).toEqual([[wrote.body.message.id, 'buyer']]);
  });
});
