import type { ApiError, ChatConversationView, ChatMessage, Shop } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { minutesAgo, seedConversation } from '../../test/chat.ts';
import { type MadeUser, makeMember, makeStaffWith, menuGuarded } from '../../test/factories.ts';
import type { ApiResponse } from '../../test/http.ts';
import { connectShop } from '../../test/marketplace.ts';
import { expectCursorWalkMatchesPages } from '../../test/paging.ts';
import { chatConversationCounts, chatConversations } from './tables.ts';

const t = useTestApp({ listen: true });

const fieldsOf = (error: ApiError) => (error.details as { fields: Record<string, string> }).fields;

type List = {
  docs: ChatConversationView[];
  totalDocs: number;
  totalPages: number;
  page: number;
  nextCursor: string | null;
  counts: { all: number; unread: number; unanswered: number };
};

async function chatShopOf(owner: MadeUser, marketplace: 'shopee' | 'lazada', index = 0) {
  const token = (await owner.login()).accessToken;
  const res = await connectShop(t.current, token, marketplace, 'chat', (o) => o[index]);
  if (res.status !== 200) throw new Error(`connect chat ${marketplace}: ${JSON.stringify(res.body)}`);
  return res.body as Shop;
}

describe('chat inbox list', () => {
  let owner: MadeUser;
  let token: string;
  let shopee: Shop;
  let lazada: Shop;

  beforeAll(async () => {
    owner = await makeMember(t.current, { package: 'premium' });
    token = (await owner.login()).accessToken;
    shopee = await chatShopOf(owner, 'shopee');
    lazada = await chatShopOf(owner, 'lazada');
    // Ana waits (buyer last), Budi was answered by a person, Citra got only an auto-reply (still
    // waiting), Dewi is unread on Lazada and waits, Eko wrote about "kaos merah" long ago and was answered.
    await seedConversation(t.current, shopee._id, {
      buyerName: 'Ana Wijaya',
      unread: 2,
      messages: [
        { sender: 'buyer', text: 'Halo kak, ready?', at: minutesAgo(30) },
        { sender: 'buyer', text: 'Ukuran L ada?', at: minutesAgo(10) },
      ],
    });
    await seedConversation(t.current, shopee._id, {
      buyerName: 'Budi Santoso',
      messages: [
        { sender: 'buyer', text: 'Sudah dikirim?', at: minutesAgo(50) },
        { sender: 'seller', text: 'Sudah kak', at: minutesAgo(40) },
      ],
    });
    await seedConversation(t.current, shopee._id, {
      buyerName: 'Citra Lestari',
      messages: [
        { sender: 'buyer', text: 'Bisa COD?', at: minutesAgo(25) },
        { sender: 'auto', text: 'Terima kasih, kami akan segera membalas', at: minutesAgo(24) },
      ],
    });
    await seedConversation(t.current, lazada._id, {
      buyerName: 'Dewi Anggraini',
      unread: 1,
      messages: [{ sender: 'buyer', text: 'Warna biru ada?', at: minutesAgo(5) }],
    });
    await seedConversation(t.current, lazada._id, {
      buyerName: 'Eko Prasetyo',
      messages: [
        { sender: 'buyer', text: 'Kaos merah ukuran M masih ada?', at: minutesAgo(300) },
        { sender: 'seller', text: 'Masih kak', at: minutesAgo(290) },
      ],
    });
  });

  const list = (query = '') =>
    t.current.api.get<List>(`/api/app/chat/conversations${query ? `?${query}` : ''}`, { token });

  it('lists every chat shop by last message, newest first, with counts per tab', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.docs.map((c) => c.buyer.name)).toEqual([
      'Dewi Anggraini',
      'Ana Wijaya',
      'Citra Lestari',
      'Budi Santoso',
      'Eko Prasetyo',
    ]);
    expect(res.body.counts).toEqual({ all: 5, unread: 2, unanswered: 3 });
    expect(res.body.totalDocs).toBe(5);
    const ana = res.body.docs[1];
    expect(ana).toMatchObject({
      shopId: shopee._id,
      shopname: shopee.shopname,
      marketplace: 'shopee',
      unreadCount: 2,
      lastMessage: { kind: 'text', preview: 'Ukuran L ada?', sender: 'buyer' },
      canSend: true,
    });
    // The wait runs from the oldest unanswered buyer message.
    expect(new Date(ana.waitingSince ?? 0).getTime()).toBeCloseTo(minutesAgo(30).getTime(), -4);
    // An auto-reply does not answer the buyer; a person's reply does.
    expect(res.body.docs[2].waitingSince).not.toBeNull();
    expect(res.body.docs[3].waitingSince).toBeNull();
  });

  it('filters by tab, shop and marketplace, and counts under the same shop filter', async () => {
    const names = async (query: string) => (await list(query)).body.docs.map((c) => c.buyer.name);
    expect(await names('tab=unread')).toEqual(['Dewi Anggraini', 'Ana Wijaya']);
    expect(await names('tab=unanswered')).toEqual(['Dewi Anggraini', 'Ana Wijaya', 'Citra Lestari']);
    expect(await names(`shopId=${lazada._id}`)).toEqual(['Dewi Anggraini', 'Eko Prasetyo']);
    expect(await names('marketplace=shopee&tab=unanswered')).toEqual(['Ana Wijaya', 'Citra Lestari']);
    expect((await list(`shopId=${shopee._id}`)).body.counts).toEqual({ all: 3, unread: 1, unanswered: 2 });
    expect((await list('tab=unread')).body.totalDocs).toBe(2);
  });

  it('searches buyer names and message text', async () => {
    const names = async (query: string) => (await list(query)).body.docs.map((c) => c.buyer.name);
    expect(await names('search=santoso')).toEqual(['Budi Santoso']);
    expect(await names(`search=${encodeURIComponent('kaos MERAH')}`)).toEqual(['Eko Prasetyo']);
    expect(await names('search=ada')).toEqual(['Dewi Anggraini', 'Ana Wijaya', 'Eko Prasetyo']);
    expect((await list('search=ada')).body.totalDocs).toBe(3);
    expect(await names('search=100%25')).toEqual([]);
  });

  it('walks the same conversations by cursor as by page number and refuses a forged cursor', async () => {
    for (const filter of ['', 'tab=unanswered', `shopId=${shopee._id}`, 'search=a']) {
      await expectCursorWalkMatchesPages(list, filter, 2);
    }
    // The first ten pages have their LIMIT/OFFSET in the statement's text, deeper ones as placeholders.
    const all = (await list('limit=100')).body.docs.map((c) => c._id);
    for (const page of [3, 11]) {
      const res = await list(`limit=1&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.docs.map((c) => c._id)).toEqual(all.slice(page - 1, page));
    }
    const forged = Buffer.from(JSON.stringify(['nope', '00000000-0000-0000-0000-000000000000'])).toString(
      'base64url',
    );
    const res = await list(`cursor=${forged}`);
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res.body as unknown as ApiError))).toEqual(['cursor']);
  });

  it('keeps the counter rows equal to a count over the conversations', async () => {
    const rows = await t.current.database.db
      .select()
      .from(chatConversationCounts)
      .where(eq(chatConversationCounts.accountId, owner.id));
    const conversations = await t.current.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.accountId, owner.id));
    for (const shop of [shopee, lazada]) {
      const mine = conversations.filter((c) => c.shopId === shop._id);
      expect(rows.find((r) => r.shopId === shop._id)).toMatchObject({
        total: mine.length,
        unread: mine.filter((c) => c.unreadCount > 0).length,
        unanswered: mine.filter((c) => c.waitingSince !== null).length,
      });
    }
  });

  it('pages a long history back in time without a cap', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({
      sender: i % 2 === 0 ? ('buyer' as const) : ('seller' as const),
      text: `Pesan ${i + 1}`,
      at: minutesAgo(1000 - i),
    }));
    const long = await seedConversation(t.current, shopee._id, { buyerName: 'Fajar', messages: many });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<{ docs: ChatMessage[]; nextCursor: string | null }> = await t.current.api.get(
        `/api/app/chat/conversations/${long.id}/messages?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        { token },
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.docs.map((m) => (m.body.kind === 'text' ? m.body.text : '')));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(130);
    expect(seen[0]).toBe('Pesan 130');
    expect(seen.at(-1)).toBe('Pesan 1');
  });

  it('shows a conversation with its platform text limit', async () => {
    const [first] = (await list()).body.docs;
    const res = await t.current.api.get<{ maxTextLength: number; viewers: unknown[]; _id: string }>(
      `/api/app/chat/conversations/${first._id}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: first._id, viewers: [] });
    expect(res.body.maxTextLength).toBeGreaterThan(0);
  });

  it('shows the same times in the list (printed by PostgreSQL) as in the conversation (printed here)', async () => {
    const { docs } = (await list()).body;
    expect(docs.some((c) => c.waitingSince !== null)).toBe(true);
    for (const listed of docs) {
      const res = await t.current.api.get<ChatConversationView>(`/api/app/chat/conversations/${listed._id}`, {
        token,
      });
      expect(res.body).toMatchObject({
        lastMessageAt: listed.lastMessageAt,
        waitingSince: listed.waitingSince,
        lastMessage: listed.lastMessage,
      });
    }
  });

  it('refuses a text longer than the platform allows with a field message, before calling the platform', async () => {
    const detail = await list('marketplace=shopee');
    const id = detail.body.docs[0]._id;
    const max = (
      await t.current.api.get<{ maxTextLength: number }>(`/api/app/chat/conversations/${id}`, { token })
    ).body.maxTextLength;
    const res = await t.current.api.post<ApiError>(
      `/api/app/chat/conversations/${id}/messages`,
      { message: { kind: 'text', text: 'a'.repeat(max + 1) } },
      { token },
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'message.text': `Pesan terlalu panjang, maksimal ${max} karakter untuk Shopee`,
    });
    const empty = await t.current.api.post<ApiError>(
      `/api/app/chat/conversations/${id}/messages`,
      { message: { kind: 'text', text: '   ' } },
      { token },
    );
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual({ 'message.text': 'Pesan wajib diisi' });
  });

  it("answers 404 for another account's conversation on every route", async () => {
    const [theirs] = (await list()).body.docs;
    const stranger = await makeMember(t.current, { package: 'premium' });
    const other = (await stranger.login()).accessToken;
    const base = `/api/app/chat/conversations/${theirs._id}`;
    const calls = [
      t.current.api.get<ApiError>(base, { token: other }),
      t.current.api.get<ApiError>(`${base}/messages`, { token: other }),
      t.current.api.get<ApiError>(`${base}/orders`, { token: other }),
      t.current.api.get<ApiError>(`${base}/products`, { token: other }),
      t.current.api.post<ApiError>(`${base}/read`, {}, { token: other }),
      t.current.api.post<ApiError>(`${base}/presence`, { state: 'viewing' }, { token: other }),
      t.current.api.post<ApiError>(
        `${base}/messages`,
        { message: { kind: 'text', text: 'halo' } },
        { token: other },
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const theirList = await t.current.api.get<List>('/api/app/chat/conversations', { token: other });
    expect(theirList.body.totalDocs).toBe(0);
  });

  it('refuses a sub-member without the chat menu and serves one with it', async () => {
    const served = await menuGuarded<List>(t.current, owner, '/api/app/chat/conversations', {
      without: 'order',
      with: 'chat',
    });
    expect(served.body.counts.all).toBe((await list()).body.counts.all);
  });

  it('tells other members who is viewing and typing', async () => {
    const chatStaff = await makeStaffWith(t.current, owner, 'chat');
    const staffToken = (await chatStaff.login()).accessToken;
    const [first] = (await list()).body.docs;
    const socket: WebSocket = await t.current.app.injectWS(`/ws?token=${token}`);
    const frames: { event: string; payload: unknown }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    try {
      const res = await t.current.api.post<{ viewers: { userId: string; state: string }[] }>(
        `/api/app/chat/conversations/${first._id}/presence`,
        { state: 'typing' },
        { token: staffToken },
      );
      expect(res.status).toBe(200);
      expect(res.body.viewers).toMatchObject([{ userId: chatStaff.id, state: 'typing', name: 'Staff' }]);
      for (let waited = 0; waited < 5000 && !frames.some((f) => f.event === 'chat.presence.v1'); waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      expect(frames.find((f) => f.event === 'chat.presence.v1')?.payload).toMatchObject({
        conversationId: first._id,
        viewers: [{ userId: chatStaff.id, state: 'typing' }],
      });
      const detail = await t.current.api.get<{ viewers: { userId: string }[] }>(
        `/api/app/chat/conversations/${first._id}`,
        { token },
      );
      expect(detail.body.viewers.map((v) => v.userId)).toEqual([chatStaff.id]);
      await t.current.api.post(
        `/api/app/chat/conversations/${first._id}/presence`,
        { state: 'left' },
        { token: staffToken },
      );
      const after = await t.current.api.get<{ viewers: unknown[] }>(
        `/api/app/chat/conversations/${first._id}`,
        {
          token,
        },
      );
      expect(after.body.viewers).toEqual([]);
    } finally {
      socket.terminate();
    }
  });
});
