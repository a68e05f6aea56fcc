import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import {
  type ChatMessageRecord,
  type ChatPort,
  isAdapterError,
  type MarketplaceAdapter,
  type ShopCredentials,
} from '@booster/marketplaces';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ShopPlatform } from '../core/types.ts';
import { type Harness, type Json, startSandbox } from '../testing/harness.ts';
import { connectFirstShop, sandboxAdapters } from './sandbox-adapters.ts';

/**
 * The chat wire of every chat-capable adapter against its emulator (in-process sandbox over loopback
 * HTTP): conversations and their whole history page by page, every kind a seller sends, image upload,
 * read state, signed pushes (verify, event key, parse), and the control calls "buyer writes" and
 * "seller answers in the seller centre". What the adapter reads is compared with what the emulator
 * holds (`GET _control/conversations`). Call it inside a `describe`.
 */

/** A 2×3 PNG (the size must come back from the upload). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAVCgEFSRflnQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const _FAST = { perSecond: 1000 };
/** The emulator's sender per adapter sender. */
const SENDERS: Record<string, ChatMessageRecord['sender']> = {
  buyer: 'buyer',
  seller: 'seller',
  auto: 'auto',
  system: 'system',
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAdapterError(error), `expected an AdapterError, got ${String(error)}`).toBe(true);
  return error as {
    kind: string;
    field?: string;
    platformCode?: string;
    retryable: boolean;
    message: string;
  };
}

/** What the emulator holds of one message, in the adapter's terms. */
function expectSameMessage(read: ChatMessageRecord, held: Json) {
  expect(read.externalId).toBe(held.id);
  expect(read.sender).toBe(SENDERS[held.from]);
  expect(read.body.kind).toBe(held.kind === 'text' && held.from === 'system' ? 'system' : held.kind);
  if (read.body.kind === 'text') expect(read.body.text).toBe(held.text);
  if (read.body.kind === 'product') expect(read.body.productId).toBe(held.productId);
  if (read.body.kind === 'order') expect(read.body.orderId).toBe(held.orderId);
  if (read.body.kind === 'image') expect(read.body.image.url).toBe(held.image.url);
  expect(Math.abs(read.sentAt.getTime() - Date.parse(held.sentAt))).toBeLessThan(1000);
}

export function runChatContract(platform: ShopPlatform) {
  const rules = MARKETPLACE_CAPABILITIES[platform].chat;
  let h: Harness;
  let adapter: MarketplaceAdapter;
  let chat: ChatPort;
  let shop: ShopCredentials;

  const held = () => h.control<Json[]>('GET', `conversations?platform=${platform}&shopId=${shop.shopId}`);
  const heldConversation = async (id: string) => (await held()).find((c) => c.id === id) as Json;
  const buyerWrites = (body: Json) =>
    h.control<Json>('POST', 'chat/buyer-message', { platform, shopId: shop.shopId, ...body });

  async function allMessages(conversationId: string, pageSize: number) {
    const items: ChatMessageRecord[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await chat.listMessages(shop, conversationId, { cursor, pageSize });
      items.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { items, pages };
  }

  /** The last push the receiver got (a chat push follows a control call synchronously). */
  function lastPush() {
    const push = h.receiver.received.at(-1);
    if (!push) throw new Error('no push received');
    return {
      url: `${h.receiver.url}${push.path}`,
      headers: push.headers as Record<string, string | undefined>,
      rawBody: push.body,
    };
  }

  beforeAll(async () => {
    h = await startSandbox();
    adapter = sandboxAdapters(h.origin).get(platform);
    if (!adapter.chat) return;
    chat = adapter.chat;
    const category = MARKETPLACE_CAPABILITIES[platform].connect.chat === 'oauth' ? 'chat' : 'app';
    shop = await connectFirstShop(h, adapter, platform, { state: `chat-${platform}`, category });
  });

  afterAll(async () => {
    await h?.close();
  });

  if (rules === null) {
    it('has no chat: no chat port, and the emulator refuses chat control calls', async () => {
      expect(adapter.chat).toBeNull();
      const [first] = await h.control<Json[]>('GET', `shops?platform=${platform}`);
      await expect(
        h.control('POST', 'chat/buyer-message', { platform, shopId: first?.id, text: 'Halo' }),
      ).rejects.toThrow(/400/);
    });
    return;
  }

  it('lists every conversation once, most recently active first, as the emulator holds them', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let last = Number.POSITIVE_INFINITY;
    do {
      const page = await chat.listConversations(shop, { cursor, pageSize: 5 });
      expect(page.items.length).toBeLessThanOrEqual(5);
      for (const c of page.items) {
        const at = c.lastMessage?.sentAt.getTime() ?? 0;
        expect(at).toBeLessThanOrEqual(last);
        last = at;
        seen.push(c.externalId);
      }
      cursor = page.nextCursor;
    } while (cursor);
    const conversations = (await held()).filter((c) => c.messages.length > 0);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(conversations.map((c) => c.id).sort());
    const first = (await chat.listConversations(shop, { pageSize: 1 })).items[0];
    const match = conversations.find((c) => c.id === first?.externalId) as Json;
    expect(first?.buyer.id).toBe(match.buyerId);
    expect([match.buyerName, match.buyerUsername]).toContain(first?.buyer.name);
    expect(first?.unreadCount).toBe(match.unread);
  });

  it('pages through a whole long history, newest first, every message as the emulator holds it', async () => {
    const started = await buyerWrites({ buyerName: 'Rina Kusuma', text: 'Halo kak, mau tanya stok' });
    for (let i = 0; i < 24; i++)
      await buyerWrites({
        conversationId: started.conversationId,
        text: `Pesan ke-${i + 2}`,
        webhook: false,
      });
    const { items, pages } = await allMessages(started.conversationId, 7);
    expect(pages).toBeGreaterThan(2);
    const messages = (await heldConversation(started.conversationId)).messages as Json[];
    expect(items.map((m) => m.externalId)).toEqual(messages.map((m) => m.id).reverse());
    items.forEach((m, i) => {
      expectSameMessage(m, messages[messages.length - 1 - i]);
    });
  });

  it('reads seeded cards, photos, stickers and auto-replies with their senders', async () => {
    const kinds = new Set<string>();
    const senders = new Set<string>();
    for (const conversation of (await held()).filter((c) => c.messages.length > 0).slice(0, 12)) {
      const { items } = await allMessages(conversation.id, 10);
      items.forEach((m, i) => {
        expectSameMessage(m, conversation.messages[conversation.messages.length - 1 - i]);
        kinds.add(m.body.kind);
        senders.add(m.sender);
      });
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['text', 'product', 'order']));
    expect([...senders]).toEqual(expect.arrayContaining(['buyer', 'seller']));
  });

  it('sends text, an uploaded image, a product card and an order card; the emulator holds each', async () => {
    const { conversationId } = await buyerWrites({ text: 'Kak, bisa kirim foto aslinya?' });
    const [product] = await h.control<Json[]>('GET', `products?platform=${platform}&shopId=${shop.shopId}`);
    const [order] = await h.control<Json[]>('GET', `orders?platform=${platform}&shopId=${shop.shopId}`);
    const image = await chat.uploadImage(shop, { fileName: 'foto.png', contentType: 'image/png', data: PNG });
    expect(image).toMatchObject({ width: 2, height: 3 });
    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    const outgoing = [
      { kind: 'text', text: 'Siap kak, ini fotonya 🙏' },
      { kind: 'image', image },
      { kind: 'product', productId: String(product?.id) },
      { kind: 'order', orderId: String(order?.id) },
    ] as const;
    const sent: ChatMessageRecord[] = [];
    for (const message of outgoing) {
      const record = await chat.send(shop, conversationId, message);
      expect(record).toMatchObject({ conversationId, sender: 'seller', body: { kind: message.kind } });
      sent.push(record);
    }
    const messages = ((await heldConversation(conversationId)).messages as Json[]).slice(-4);
    expect(messages.map((m) => [m.id, m.from, m.via, m.kind])).toEqual(
      sent.map((s) => [s.externalId, 'seller', 'api', s.body.kind]),
    );
    expect(messages[0]?.text).toBe('Siap kak, ini fotonya 🙏');
    expect(messages[1]?.image.url).toBe(image.url);
    expect(messages[2]?.productId).toBe(String(product?.id));
    expect(messages[3]?.orderId).toBe(String(order?.id));
    const newest = await chat.listMessages(shop, conversationId, { pageSize: 4 });
    expect(newest.items.map((m) => m.externalId)).toEqual(sent.map((s) => s.externalId).reverse());
  });

  it(`refuses a text over ${rules.maxTextLength} characters before calling, and an empty one`, async () => {
    const { conversationId } = await buyerWrites({ text: 'Halo' });
    await h.control('DELETE', 'calls');
    const long = await refusal(
      chat.send(shop, conversationId, { kind: 'text', text: 'a'.repeat(rules.maxTextLength + 1) }),
    );
    expect(long).toMatchObject({ kind: 'invalid_input', field: 'text', retryable: false });
    expect(long.message).toContain(String(rules.maxTextLength));
    expect(await refusal(chat.send(shop, conversationId, { kind: 'text', text: '  ' }))).toMatchObject({
      kind: 'invalid_input',
      field: 'text',
    });
    expect(await h.control<Json[]>('GET', `calls?platform=${platform}`)).toEqual([]);
    const exact = await chat.send(shop, conversationId, {
      kind: 'text',
      text: 'b'.repeat(rules.maxTextLength),
    });
    expect(exact.sender).toBe('seller');
  });

  it("writes to an order's buyer, opening the conversation when there is none", async () => {
    const [product] = await h.control<Json[]>('GET', `products?platform=${platform}&shopId=${shop.shopId}`);
    const placed = await h.control<Json>('POST', 'orders', {
      platform,
      shopId: shop.shopId,
      lines: [{ productId: product?.id, variantId: product?.variants[0].id, quantity: 1 }],
      webhook: false,
    });
    const before = await held();
    const text = 'Halo kak, pesanannya belum dibayar ya, ada yang bisa kami bantu?';
    const sent = await chat.sendToOrderBuyer(shop, placed.id, { kind: 'text', text });
    expect(sent).toMatchObject({ sender: 'seller', body: { kind: 'text', text } });
    expect(before.some((c) => c.id === sent.conversationId)).toBe(false);
    const after = await held();
    const opened = after.find((c) => c.id === sent.conversationId) as Json;
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ id: sent.externalId, from: 'seller', via: 'api', text });
    // The order names its buyer by the id the chat names them by.
    const listed = (await chat.listConversations(shop, { pageSize: 5 })).items;
    const chatBuyer = listed.find((c) => c.externalId === sent.conversationId)?.buyer.id;
    expect(chatBuyer).toBe(opened.buyerId);
    expect((await adapter.getOrder(shop, placed.id)).buyerId).toBe(chatBuyer);
    const again = await chat.sendToOrderBuyer(shop, placed.id, { kind: 'order', orderId: placed.id });
    expect(again.conversationId).toBe(sent.conversationId);
    expect((await held()).filter((c) => c.buyerId === opened.buyerId)).toHaveLength(1);
    expect((await refusal(chat.sendToOrderBuyer(shop, '4040404', { kind: 'text', text }))).kind).toMatch(
      /not_found|invalid_input/,
    );
  });

  it('refuses an image the platform would refuse (type, size) before calling', async () => {
    await h.control('DELETE', 'calls');
    const svg = await refusal(
      chat.uploadImage(shop, { fileName: 'x.svg', contentType: 'image/svg+xml', data: PNG }),
    );
    expect(svg).toMatchObject({ kind: 'invalid_input', field: 'image' });
    const big = new Uint8Array(rules.maxImageBytes + 1);
    big.set(PNG);
    const tooBig = await refusal(
      chat.uploadImage(shop, { fileName: 'x.png', contentType: 'image/png', data: big }),
    );
    expect(tooBig).toMatchObject({ kind: 'invalid_input', field: 'image' });
    expect(await h.control<Json[]>('GET', `calls?platform=${platform}`)).toEqual([]);
  });

  it('marks a conversation read on the platform', async () => {
    const started = await buyerWrites({ text: 'Kak?' });
    const second = await buyerWrites({ conversationId: started.conversationId, text: 'Halo kak?' });
    expect((await heldConversation(started.conversationId)).unread).toBeGreaterThanOrEqual(2);
    await chat.markRead(shop, started.conversationId, second.message.id);
    expect((await heldConversation(started.conversationId)).unread).toBe(0);
    const listed = await chat.listConversations(shop, { pageSize: 20 });
    expect(listed.items.find((c) => c.externalId === started.conversationId)?.unreadCount).toBe(0);
  });

  it('a buyer message arrives as a signed chat push: verified, keyed once, parsed with its message', async () => {
    const written = await buyerWrites({ buyerName: 'Dewi Lestari', text: 'Barangnya ready kak?' });
    expect(written.webhook).toMatchObject({ delivered: true });
    const push = lastPush();
    expect(adapter.verifyWebhook(push)).toBe(true);
    expect(adapter.verifyWebhook({ ...push, rawBody: `${push.rawBody} ` })).toBe(false);
    const [event] = adapter.parseWebhook(push.rawBody);
    expect(event).toMatchObject({ kind: 'chat', shopId: shop.shopId, subjectId: written.conversationId });
    expect(Math.abs((event?.occurredAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const again = await buyerWrites({ conversationId: written.conversationId, text: 'Halo?' });
    const [next] = adapter.parseWebhook(lastPush().rawBody);
    expect(next?.externalEventId).not.toBe(event?.externalEventId);
    expect(adapter.parseWebhook(lastPush().rawBody)[0]?.externalEventId).toBe(next?.externalEventId);
    const [parsed] = chat.parsePush(lastPush().rawBody);
    expect(parsed).toMatchObject({
      type: 'message',
      shopId: shop.shopId,
      conversationId: written.conversationId,
    });
    if (parsed?.type !== 'message' || !parsed.message) throw new Error('push without its message');
    expect(parsed.message).toMatchObject({
      externalId: again.message.id,
      sender: 'buyer',
      body: { kind: 'text', text: 'Halo?' },
    });
  });

  it('pushes cards and photos a buyer sends, with what they point at', async () => {
    const [product] = await h.control<Json[]>('GET', `products?platform=${platform}&shopId=${shop.shopId}`);
    await buyerWrites({ productId: product?.id });
    expect(chat.parsePush(lastPush().rawBody)[0]).toMatchObject({
      message: { sender: 'buyer', body: { kind: 'product', productId: product?.id } },
    });
    const photo = await buyerWrites({ imageUrl: product?.images[0] });
    expect(chat.parsePush(lastPush().rawBody)[0]).toMatchObject({
      message: { body: { kind: 'image', image: { url: photo.message.image.url } } },
    });
    expect(photo.message.image.url).toMatch(/^http/);
  });

  it('a reply typed in the seller centre, and the shop auto-reply, arrive with their senders', async () => {
    const { conversationId } = await buyerWrites({ text: 'Kak, sudah dikirim?' });
    const reply = await h.control<Json>('POST', 'chat/seller-message', {
      platform,
      shopId: shop.shopId,
      conversationId,
      text: 'Sudah kak, resi menyusul ya',
    });
    expect(reply.message).toMatchObject({ from: 'seller', via: 'seller-centre' });
    const [pushed] = chat.parsePush(lastPush().rawBody);
    expect(pushed).toMatchObject({
      type: 'message',
      conversationId,
      message: {
        externalId: reply.message.id,
        sender: 'seller',
        body: { text: 'Sudah kak, resi menyusul ya' },
      },
    });
    await h.control('POST', 'chat/seller-message', {
      platform,
      shopId: shop.shopId,
      conversationId,
      text: 'Terima kasih sudah menghubungi kami',
      auto: true,
    });
    expect(chat.parsePush(lastPush().rawBody)[0]).toMatchObject({ message: { sender: 'auto' } });
    const { items } = await allMessages(conversationId, 10);
    expect(items.slice(0, 2).map((m) => m.sender)).toEqual(['auto', 'seller']);
  });

  it('refuses unknown conversations and cards of things the shop does not have', async () => {
    expect((await refusal(chat.listMessages(shop, '999000999', { pageSize: 5 }))).kind).toMatch(
      /not_found|invalid_input/,
    );
    const { conversationId } = await buyerWrites({ text: 'Halo' });
    expect(
      (await refusal(chat.send(shop, conversationId, { kind: 'product', productId: '424242' }))).kind,
    ).toMatch(/not_found|invalid_input/);
  });

  it('rejects a signature made with another secret', () => {
    const body = JSON.stringify({ hello: 'world' });
    expect(
      adapter.verifyWebhook({ url: `${h.receiver.url}/api/webhook/${platform}`, headers: {}, rawBody: body }),
    ).toBe(false);
  });

  if (platform === 'tiktok' || platform === 'tokopedia') {
    it('maps the customer service refusals: sensitive content, the daily quota, the 7-day window', async () => {
      const { conversationId } = await buyerWrites({ text: 'Kak, boleh minta nomor WA?' });
      const sensitive = await refusal(
        chat.send(shop, conversationId, { kind: 'text', text: 'Hubungi whatsapp 081234567890 ya kak' }),
      );
      expect(sensitive).toMatchObject({ kind: 'invalid_input', platformCode: '45101006', retryable: false });
      expect(sensitive.message).toMatch(/sensitive/i);
      await h.control('POST', 'chat/daily-sent', { platform, shopId: shop.shopId, count: 10_000 });
      const quota = await refusal(chat.send(shop, conversationId, { kind: 'text', text: 'Siap kak' }));
      expect(quota).toMatchObject({ kind: 'rate_limited', platformCode: '45101004', retryable: false });
      expect(quota.message).toContain('10,000');
      await h.control('POST', 'chat/daily-sent', { platform, shopId: shop.shopId, count: 0 });
      const all = [];
      let cursor: string | null = null;
      do {
        const page = await chat.listConversations(shop, { cursor, pageSize: 20 });
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const closed = all.find((c) => !c.canSend);
      expect(closed, 'a seeded conversation older than 7 days').toBeDefined();
      const rules = await refusal(
        chat.send(shop, closed?.externalId ?? '', { kind: 'text', text: 'Halo kak' }),
      );
      expect(rules).toMatchObject({ kind: 'invalid_input', platformCode: '45109001' });
    });

    it('names the buyer by the user id orders carry', async () => {
      const [order] = await h.control<Json[]>('GET', `orders?platform=${platform}&shopId=${shop.shopId}`);
      const buyer = (await held()).find((c) => c.messages.length > 0) as Json;
      const listed = (await chat.listConversations(shop, { pageSize: 20 })).items;
      expect(listed.find((c) => c.externalId === buyer.id)?.buyer.id ?? buyer.buyerId).toBe(buyer.buyerId);
      expect(order).toBeDefined();
    });
  }

  if (platform === 'lazada') {
    it('pushes a session update (type 19) when read, and keeps filtered messages visible to the seller', async () => {
      const written = await buyerWrites({ text: 'Kak?' });
      await chat.markRead(shop, written.conversationId, written.message.id);
      await expect.poll(() => h.receiver.received.at(-1)?.body ?? '').toContain('"message_type":19');
      expect(chat.parsePush(lastPush().rawBody)).toEqual([
        { type: 'read', shopId: shop.shopId, conversationId: written.conversationId },
      ]);
      const [event] = adapter.parseWebhook(lastPush().rawBody);
      expect(event).toMatchObject({ kind: 'chat', subjectId: written.conversationId });
      const sent = await chat.send(shop, written.conversationId, {
        kind: 'text',
        text: 'Chat whatsapp 081234567890 saja kak',
      });
      const [newest] = (await chat.listMessages(shop, written.conversationId, { pageSize: 1 })).items;
      expect(newest).toMatchObject({ externalId: sent.externalId, blocked: true });
    });
  }
}
