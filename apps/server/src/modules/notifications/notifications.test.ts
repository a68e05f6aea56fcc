import { createECDH, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiError, Notification } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeRole, makeStaffWith, makeSubMember } from '../../test/factories.ts';
import { expectCursorWalkMatchesPages } from '../../test/paging.ts';
import type { NotifyInput } from './index.ts';
import { pushSubscriptions } from './tables.ts';
import { clickTarget } from './view.ts';

const vapid = webpush.generateVAPIDKeys();
const t = useTestApp({
  tempDataDir: 'booster-notifications-',
  env: {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  },
});

type Paged<T> = { docs: T[]; totalDocs: number; totalPages: number; page: number; nextPage: number | null };

const order = (overrides: Partial<NotifyInput> = {}): NotifyInput => ({
  type: 'order',
  marketplace: 'shopee',
  title: 'Pesanan Baru',
  description: 'Pesanan 240101ABC dari Budi masuk di Toko Budi',
  detail: { orderId: randomBytes(4).toString('hex'), shopname: 'Toko Budi', orderStatus: 'ready_to_ship' },
  ...overrides,
});

const notify = (accountId: string, input: NotifyInput) =>
  t.current.container.notifications.service.notify(accountId, input);

async function tokenOf(user: { login(): Promise<{ accessToken: string }> }) {
  return (await user.login()).accessToken;
}

describe('notification inbox', () => {
  it('stores a notification once per dedupe key', async () => {
    const owner = await makeMember(t.current);
    const first = await notify(owner.id, order({ dedupeKey: 'order-1:ready_to_ship' }));
    const again = await notify(owner.id, order({ dedupeKey: 'order-1:ready_to_ship' }));
    expect(first?.title).toBe('Pesanan Baru');
    expect(again).toBeNull();

    const res = await t.current.api.get<Paged<Notification>>('/api/app/notification', {
      token: await tokenOf(owner),
    });
    expect(res.body.totalDocs).toBe(1);
  });

  it('lists order notifications newest first, ten a page, filtered by the spec filter', async () => {
    const owner = await makeMember(t.current);
    for (let i = 1; i <= 11; i++) await notify(owner.id, order({ title: `Pesanan ${i}` }));
    await notify(owner.id, order({ title: 'Lazada', marketplace: 'lazada' }));
    await notify(
      owner.id,
      order({ title: 'Batal', detail: { shopname: 'Toko Ani', orderStatus: 'cancelled' } }),
    );
    await notify(owner.id, order({ title: 'Pembayaran', type: 'payment', marketplace: 'booster' }));
    const token = await tokenOf(owner);
    const list = (query = '') =>
      t.current.api.get<Paged<Notification>>(`/api/app/notification${query}`, { token });

    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalDocs: 13, totalPages: 2, page: 1, nextPage: 2 });
    expect(first.body.docs.map((n) => n.title).slice(0, 3)).toEqual(['Batal', 'Lazada', 'Pesanan 11']);
    expect(first.body.docs).toHaveLength(10);
    expect((await list('?page=2')).body.docs.map((n) => n.title)).toEqual([
      'Pesanan 3',
      'Pesanan 2',
      'Pesanan 1',
    ]);

    expect((await list('?marketplace=lazada')).body.docs.map((n) => n.title)).toEqual(['Lazada']);
    expect((await list('?shopname=Toko%20Ani')).body.docs.map((n) => n.title)).toEqual(['Batal']);
    expect((await list('?orderStatus=cancelled')).body.docs.map((n) => n.title)).toEqual(['Batal']);
    expect((await list('?type=payment')).body.docs).toMatchObject([
      { title: 'Pembayaran', marketplace: 'booster', read: false, icon: null, detail: expect.any(Object) },
    ]);
    expect((await list('?read=true')).body.totalDocs).toBe(0);

    // Counted as far as the page buttons need: 1-row pages stop at six (five buttons and a next page).
    expect((await list('?limit=1')).body).toMatchObject({ totalDocs: 6, totalPages: 6, totalCapped: true });
    expect((await list('?limit=1&exactTotal=true')).body).toMatchObject({
      totalDocs: 13,
      totalCapped: false,
    });
  });

  it('walks the same notifications by cursor as by page number, under each filter, and refuses a forged cursor', async () => {
    const owner = await makeMember(t.current);
    for (let i = 1; i <= 8; i++) {
      const marketplace = i % 3 === 0 ? 'lazada' : 'shopee';
      const shopname = i % 2 === 0 ? 'Toko Ani' : 'Toko Budi';
      await notify(
        owner.id,
        order({ title: `Pesanan ${i}`, marketplace, detail: { shopname, orderStatus: 'shipped' } }),
      );
    }
    const token = await tokenOf(owner);
    const list = (query: string) =>
      t.current.api.get<Paged<Notification> & { nextCursor: string | null }>(
        `/api/app/notification?${query}`,
        {
          token,
        },
      );
    for (const filter of [
      '',
      'marketplace=shopee',
      'shopname=Toko%20Ani',
      'orderStatus=shipped',
      'read=false',
    ]) {
      await expectCursorWalkMatchesPages(list, filter, 3);
    }
    expect(new Set((await list('limit=100')).body.docs.map((n) => n.title)).size).toBe(8);

    const forged = Buffer.from(
      JSON.stringify(['not a time', '00000000-0000-0000-0000-000000000000']),
    ).toString('base64url');
    for (const cursor of [forged, 'bm90LWpzb24', 'a+b']) {
      const res = await t.current.api.get<ApiError>(
        `/api/app/notification?cursor=${encodeURIComponent(cursor)}`,
        {
          token,
        },
      );
      expect(res.status).toBe(400);
      expect(Object.keys((res.body.details as { fields: object }).fields)).toEqual(['cursor']);
    }
  });

  it('marks one read, then all, and counts the unread', async () => {
    const owner = await makeMember(t.current);
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner));
    const a = await notify(owner.id, order({ title: 'A' }));
    await notify(owner.id, order({ title: 'B' }));
    await notify(owner.id, order({ title: 'C' }));
    // A sub-member reads its parent's notifications.
    const token = await tokenOf(staff);
    const unread = async () =>
      (await t.current.api.get<{ count: number }>('/api/app/notification/unread-count', { token })).body
        .count;
    expect(await unread()).toBe(3);

    const read = await t.current.api.post<Notification>(
      `/api/app/notification/${a?._id}/read`,
      {},
      { token },
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: a?._id, title: 'A', read: true });
    expect(await unread()).toBe(2);
    const readOnes = await t.current.api.get<Paged<Notification>>('/api/app/notification?read=true', {
      token,
    });
    expect(readOnes.body.docs.map((n) => n.title)).toEqual(['A']);

    const all = await t.current.api.post('/api/app/notification/read-all', {}, { token });
    expect(all).toMatchObject({ status: 200, body: { message: 'success' } });
    expect(await unread()).toBe(0);
  });

  it("answers 404 for another account's notification", async () => {
    const owner = await makeMember(t.current);
    const stranger = await makeMember(t.current);
    const theirs = await notify(owner.id, order());
    const res = await t.current.api.post<ApiError>(
      `/api/app/notification/${theirs?._id}/read`,
      {},
      { token: await tokenOf(stranger) },
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const list = await t.current.api.get<Paged<Notification>>('/api/app/notification', {
      token: await tokenOf(stranger),
    });
    expect(list.body.totalDocs).toBe(0);
  });
});

describe('push registration', () => {
  const browser = (endpoint: string) => ({
    endpoint,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });

  it('gives members the VAPID public key and registers their browser', async () => {
    const token = await tokenOf(await makeMember(t.current));
    const key = await t.current.api.get('/api/app/push/vapid-public-key', { token });
    expect(key).toMatchObject({ status: 200, body: { publicKey: vapid.publicKey } });
    const sub = await t.current.api.post('/api/app/push/subscription', browser('https://push.example/a'), {
      token,
    });
    expect(sub).toMatchObject({
      status: 200,
      body: { message: 'Notifikasi push diaktifkan di browser ini' },
    });
  });

  it('refuses admins and sub-members who see neither the bell nor the chat; chat-only staff may register', async () => {
    const admin = await makeAdmin(t.current);
    const asAdmin = await t.current.api.post<ApiError>(
      '/api/app/push/subscription',
      browser('https://push.example/admin'),
      { token: await tokenOf(admin) },
    );
    expect(asAdmin.status).toBe(403);

    const owner = await makeMember(t.current);
    const researchOnly = await makeStaffWith(t.current, owner, 'research');
    const asResearchOnly = await t.current.api.post<ApiError>(
      '/api/app/push/subscription',
      browser('https://push.example/research'),
      { token: await tokenOf(researchOnly) },
    );
    expect(asResearchOnly.status).toBe(403);
    expect(asResearchOnly.body.code).toBe('FEATURE_NOT_ALLOWED');

    const chatOnly = await makeStaffWith(t.current, owner, 'chat');
    const asChatOnly = await t.current.api.post(
      '/api/app/push/subscription',
      browser('https://push.example/chat'),
      { token: await tokenOf(chatOnly) },
    );
    expect(asChatOnly.status).toBe(200);
  });
});

describe('realtime notif messages', () => {
  function frames(socket: WebSocket) {
    const received: { event: string; payload: unknown }[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    return {
      received,
      async first(event: string) {
        for (let waited = 0; waited < 5000; waited += 20) {
          const found = received.find((f) => f.event === event);
          if (found) return found;
          await new Promise((r) => setTimeout(r, 20));
        }
        throw new Error(`no ${event} frame within 5 s`);
      },
    };
  }

  it('reaches every tab of the account that may see orders, and nobody else', async () => {
    const owner = await makeMember(t.current);
    const staff = await makeStaffWith(t.current, owner, 'order');
    const chatOnly = await makeStaffWith(t.current, owner, 'chat');
    const stranger = await makeMember(t.current);
    const open = async (user: typeof owner) => t.current.app.injectWS(`/ws?token=${await tokenOf(user)}`);
    const [ownerWs, staffWs, chatWs, strangerWs] = await Promise.all(
      [owner, staff, chatOnly, stranger].map(open),
    );
    const seen = [ownerWs, staffWs, chatWs, strangerWs].map(frames);
    try {
      const sent = await notify(owner.id, order({ title: 'Realtime' }));
      for (const tab of seen.slice(0, 2)) {
        expect((await tab.first('notif')).payload).toEqual({ type: 'order', notification: sent });
      }
      // NOTIFY keeps publish order: once a later marker arrives, an earlier 'notif' would have too.
      for (const [user, tab] of [
        [chatOnly, seen[2]],
        [stranger, seen[3]],
      ] as const) {
        await t.current.container.realtime.publish(`user:${user.id}`, 'account.user-updated.v1', {
          userId: user.id,
        });
        await tab.first('account.user-updated.v1');
        expect(tab.received.map((f) => f.event)).toEqual(['account.user-updated.v1']);
      }

      await t.current.api.post('/api/app/notification/read-all', {}, { token: await tokenOf(staff) });
      expect((await seen[0].first('notifications.read.v1')).payload).toEqual({ notificationId: null });
    } finally {
      for (const socket of [ownerWs, staffWs, chatWs, strangerWs]) socket.terminate();
    }
  });
});

describe('web push', () => {
  type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
  const received: Received[] = [];
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(req.url === '/gone' ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends an encrypted, VAPID-signed push to each browser and forgets the ones that are gone', async () => {
    const owner = await makeMember(t.current);
    const token = await tokenOf(owner);
    const keys = () => ({
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    for (const endpoint of [`${base}/browser-1`, `${base}/gone`]) {
      const res = await t.current.api.post(
        '/api/app/push/subscription',
        { endpoint, keys: keys() },
        { token },
      );
      expect(res.status).toBe(200);
    }
    await t.current.jobs.drain();
    received.length = 0;

    await notify(owner.id, order({ title: 'Pesanan untuk push' }));
    const run = await t.current.jobs.drain();
    expect(run.failed).toEqual([]);

    expect(received.map((r) => r.path).sort()).toEqual(['/browser-1', '/gone']);
    const push = received.find((r) => r.path === '/browser-1') as Received;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(push.headers.ttl).toBe('86400');
    expect(push.body.length).toBeGreaterThan(0);
    expect(push.body.toString('utf8')).not.toContain('Pesanan untuk push');

    const left = await t.current.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, owner.id));
    expect(left).toEqual([{ endpoint: `${base}/browser-1` }]);
  });

  it('sends chat news only to browsers of members who see the chat, order news only to those who see the bell', async () => {
    const owner = await makeMember(t.current);
    const chatStaff = await makeStaffWith(t.current, owner, 'chat');
    const orderStaff = await makeStaffWith(t.current, owner, 'order');
    const keys = () => ({
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    for (const [user, endpoint] of [
      [owner, `${base}/topic-owner`],
      [chatStaff, `${base}/topic-chat-staff`],
      [orderStaff, `${base}/topic-order-staff`],
    ] as const) {
      const res = await t.current.api.post(
        '/api/app/push/subscription',
        { endpoint, keys: keys() },
        { token: await tokenOf(user) },
      );
      expect(res.status).toBe(200);
    }
    await t.current.jobs.drain();
    const paths = () =>
      received
        .map((r) => r.path)
        .filter((p) => p.startsWith('/topic-'))
        .sort();

    received.length = 0;
    await notify(owner.id, {
      type: 'chat',
      marketplace: 'shopee',
      title: 'Ada pesan baru',
      description: 'Budi di Toko Budi: masih ada?',
      detail: { shopname: 'Toko Budi' },
    });
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    expect(paths()).toEqual(['/topic-chat-staff', '/topic-owner']);

    received.length = 0;
    await notify(owner.id, order({ title: 'Pesanan untuk topik' }));
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    expect(paths()).toEqual(['/topic-order-staff', '/topic-owner']);
  });
});

describe('push click target', () => {
  it('opens the conversation of a chat notification, the inbox when it names none', () => {
    const chat = { type: 'chat', marketplace: 'shopee' };
    expect(clickTarget({ ...chat, detail: { shopname: 'Toko Budi', conversationId: 'c 1' } })).toBe(
      '/panel/chat?conversation=c%201',
    );
    expect(clickTarget({ ...chat, detail: { shopname: 'Toko Budi' } })).toBe('/panel/chat');
  });
});
