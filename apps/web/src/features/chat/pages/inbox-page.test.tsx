// @vitest-environment jsdom
import { fullMenu, normalizeMenu } from '@booster/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { type FetchCall, renderWithRouter } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { applyChatFrame } from '../lib/chat-frames.ts';
import { chatOrder, conversation, detail, listPage, message } from '../test/fixtures.ts';
import { Component as InboxPage } from './inbox-page.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

let listAnswer: (url: URL) => unknown;
let messagesAnswer: (url: URL) => unknown;
let detailAnswer: () => unknown;

const url = (c: FetchCall) => new URL(c.path, 'http://x');
const listCalls = () => calls.filter((c) => url(c).pathname === '/api/app/chat/conversations').map(url);
const posts = (suffix: string) =>
  calls.filter((c) => c.method === 'POST' && url(c).pathname === `/api/app/chat/conversations/c1/${suffix}`);

const calls = setUpPageTests({
  answer: (call) => {
    const u = url(call);
    if (u.pathname === '/api/app/marketplace')
      return {
        body: { ...listPage([]), docs: [{ _id: 's1', shopname: 'Toko Jaya', marketplace: 'shopee' }] },
      };
    if (u.pathname === '/api/app/chat/conversations') return { body: listAnswer(u) };
    if (u.pathname === '/api/app/chat/conversations/c1') return { body: detailAnswer() };
    if (u.pathname === '/api/app/chat/conversations/c1/messages' && call.method === 'GET')
      return { body: messagesAnswer(u) };
    if (u.pathname === '/api/app/chat/conversations/c1/messages') {
      const sent = (call.body as { message: { kind: 'text'; text: string } }).message;
      return {
        body: message({ _id: `sent-${calls.length}`, sender: 'seller', source: 'booster', body: sent }),
      };
    }
    if (u.pathname === '/api/app/chat/conversations/c1/read')
      return { body: conversation({ unreadCount: 0 }) };
    if (u.pathname === '/api/app/chat/conversations/c1/presence') return { body: { viewers: [] } };
    if (u.pathname === '/api/app/chat/conversations/c1/orders') return { body: [chatOrder()] };
    if (u.pathname === '/api/app/chat/conversations/c1/images')
      return { body: { url: 'https://img.example/chat/1.png', width: 10, height: 10 } };
    if (u.pathname === '/api/chat/template')
      return {
        body: [
          {
            _id: 't1',
            shortcut: 'salam',
            text: 'Halo kak {nama_pembeli}, terima kasih sudah chat {nama_toko}!',
            marketplace: null,
            position: 1,
            updatedAt: '2026-11-20T00:00:00.000Z',
          },
          {
            _id: 't2',
            shortcut: 'resi',
            text: 'Pesanan {nomor_pesanan} dikirim dengan {kurir}.',
            marketplace: 'shopee',
            position: 2,
            updatedAt: '2026-11-20T00:00:00.000Z',
          },
        ],
      };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '' } };
  },
});
beforeEach(() => {
  const waiting = minutesAgo(5);
  listAnswer = () =>
    listPage(
      [
        conversation({ waitingSince: waiting, lastMessageAt: waiting }),
        conversation({
          _id: 'c2',
          buyer: { id: 'b2', name: 'Sari Dewi', avatarUrl: null },
          marketplace: 'lazada',
          shopname: 'Laz Makmur',
          unreadCount: 0,
          waitingSince: null,
          lastMessage: { kind: 'image', preview: '', sender: 'seller', sentAt: minutesAgo(60) },
          lastMessageAt: minutesAgo(60),
        }),
      ],
      { counts: { all: 42, unread: 7, unanswered: 3 } },
    );
  messagesAnswer = () => ({
    docs: [
      message({
        _id: 'm3',
        sender: 'seller',
        body: { kind: 'order', orderId: 'o1' },
        card: {
          kind: 'order',
          _id: 'o1',
          orderNumber: '2411240001',
          orderItemId: null,
          status: 'shipped',
          totalAmount: 125000,
          itemCount: 2,
          image: null,
        },
        sentAt: minutesAgo(3),
      }),
      message({ _id: 'm2', body: { kind: 'text', text: 'Kak, ready?' }, sentAt: minutesAgo(5) }),
    ],
    nextCursor: null,
  });
  detailAnswer = () => detail();
});

describe('/panel/chat', { timeout: 20_000 }, () => {
  it('lists conversations with unread badges, the wait of unanswered chats and the tab counts', async () => {
    renderWithRouter(<InboxPage />, '/panel/chat');
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows.map((r) => within(r).getAllByText(/Budi Santoso|Sari Dewi/)[0].textContent)).toEqual([
      'Budi Santoso',
      'Sari Dewi',
    ]);
    expect(within(rows[0]).getByText('Menunggu 5 menit')).toBeTruthy();
    expect(within(rows[0]).getByLabelText('2 pesan belum dibaca')).toBeTruthy();
    expect(within(rows[1]).getByText('Anda: [Gambar]')).toBeTruthy();
    expect(within(rows[1]).queryByText(/Menunggu/)).toBeNull();
    expect(screen.getByRole('tab', { name: /Belum dibaca/ }).textContent).toContain('7');
    expect(screen.getByRole('tab', { name: /Belum dibalas/ }).textContent).toContain('3');
    expect(screen.getByRole('tab', { name: /Semua/ }).textContent).toContain('42');
  });

  it('asks the server for the chosen tab and the search, and pages on with its cursor', async () => {
    listAnswer = (u) =>
      u.searchParams.get('cursor') === 'cur-2'
        ? listPage([
            conversation({ _id: 'c9', buyer: { id: 'b9', name: 'Pembeli Halaman Dua', avatarUrl: null } }),
          ])
        : listPage([conversation()], { nextPage: 2, nextCursor: 'cur-2' });
    renderWithRouter(<InboxPage />, '/panel/chat');
    await screen.findAllByTestId('conversation-row');

    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Pembeli Halaman Dua')).toBeTruthy();
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('tab', { name: /Belum dibalas/ }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('tab')).toBe('unanswered'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari nama pembeli atau isi pesan' }), {
      target: { value: 'ready' },
    });
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('search')).toBe('ready'));
    expect(listCalls().at(-1)?.searchParams.get('tab')).toBe('unanswered');
  });

  it('opens a conversation: history with an order card linking the order detail, marked read, buyer orders beside it', async () => {
    renderWithRouter(<InboxPage />, '/panel/chat');
    fireEvent.click((await screen.findAllByTestId('conversation-row'))[0]);

    const pane = await screen.findByTestId('conversation-pane');
    expect(await within(pane).findByText('Kak, ready?')).toBeTruthy();
    const card = within(pane).getByTestId('order-card');
    expect(within(card).getByText('Dikirim')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lihat detail pesanan' }).getAttribute('href')).toBe(
      '/panel/order/mp/shopee/o1/detail',
    );
    await waitFor(() => expect(posts('read')).toHaveLength(1));
    const orders = await within(pane).findAllByTestId('buyer-orders');
    expect(within(orders[0]).getByRole('link', { name: '2411240001' }).getAttribute('href')).toBe(
      '/panel/order/mp/shopee/o1/detail',
    );
    expect(posts('presence')[0]?.body).toEqual({ state: 'viewing' });
  });

  it('Enter sends, Shift+Enter does not; a text over the platform limit is refused with the limit', async () => {
    detailAnswer = () => detail({ maxTextLength: 10, unreadCount: 0 });
    renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    const box = await screen.findByRole('textbox', { name: 'Tulis pesan' });

    fireEvent.change(box, { target: { value: 'Siap kak' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(posts('messages')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(posts('messages')[0]?.body).toEqual({ message: { kind: 'text', text: 'Siap kak' } }),
    );
    expect(await screen.findByText('Siap kak')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    fireEvent.change(box, { target: { value: 'Dua belas hu' } });
    expect(
      screen.getByText('Pesan terlalu panjang: Shopee menerima paling banyak 10 karakter.'),
    ).toBeTruthy();
    expect(screen.getByText('12/10')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Kirim' }).hasAttribute('disabled')).toBe(true);
    expect(posts('messages')).toHaveLength(1);
  });

  it('a buyer message from the websocket shows in the open conversation and moves it to the top of the list', async () => {
    const view = renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    await screen.findByText('Kak, ready?');
    const later = new Date(Date.now() + 1000).toISOString();
    applyChatFrame(view.queryClient, {
      event: 'chat.message.v1',
      payload: {
        conversation: conversation({
          _id: 'c2',
          buyer: { id: 'b2', name: 'Sari Dewi', avatarUrl: null },
          lastMessageAt: later,
          unreadCount: 1,
        }),
        message: message({ _id: 'live', conversationId: 'c2', body: { kind: 'text', text: 'Lain' } }),
        messageId: 'live',
      },
    });
    const names = () =>
      screen
        .getAllByTestId('conversation-row')
        .map((r) => within(r).getAllByText(/Budi Santoso|Sari Dewi/)[0].textContent);
    await waitFor(() => expect(names()).toEqual(['Sari Dewi', 'Budi Santoso']));

    applyChatFrame(view.queryClient, {
      event: 'chat.message.v1',
      payload: {
        conversation: conversation({
          lastMessageAt: new Date(Date.now() + 2000).toISOString(),
          unreadCount: 1,
        }),
        message: message({
          _id: 'live2',
          body: { kind: 'text', text: 'Halo, masih ada stok?' },
          sentAt: later,
        }),
        messageId: 'live2',
      },
    });
    expect(await screen.findByText('Halo, masih ada stok?')).toBeTruthy();
    expect(screen.queryByText('Lain')).toBeNull();
    expect(names()).toEqual(['Budi Santoso', 'Sari Dewi']);
  });

  it('scrolling up loads older messages with the cursor of the page before', async () => {
    messagesAnswer = (u) =>
      u.searchParams.get('cursor') === 'older-1'
        ? {
            docs: [message({ _id: 'old', body: { kind: 'text', text: 'Pesan lama sekali' } })],
            nextCursor: null,
          }
        : { docs: [message()], nextCursor: 'older-1' };
    renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    await screen.findByText('Kak, ready?');
    fireEvent.click(screen.getByRole('button', { name: 'Muat pesan sebelumnya' }));
    expect(await screen.findByText('Pesan lama sekali')).toBeTruthy();
    expect(screen.getByText('Awal percakapan')).toBeTruthy();
  });

  it('typing / opens the templates; Enter takes one with its variables filled for this buyer and shop', async () => {
    detailAnswer = () => detail({ unreadCount: 0 });
    renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    const box = (await screen.findByRole('textbox', { name: 'Tulis pesan' })) as HTMLTextAreaElement;
    await screen.findAllByTestId('buyer-orders');

    fireEvent.change(box, { target: { value: '/' } });
    const list = await screen.findByRole('listbox', { name: 'Template pesan' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '/salamHalo kak Budi Santoso, terima kasih sudah chat Toko Jaya!',
      '/resiPesanan 2411240001 dikirim dengan {kurir}.',
    ]);
    expect(calls.find((c) => url(c).pathname === '/api/chat/template')?.path).toContain('marketplace=shopee');

    fireEvent.change(box, { target: { value: '/res' } });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Pesanan 2411240001 dikirim dengan {kurir}.');
    expect(posts('messages')).toHaveLength(0);
    expect(screen.getByText('Lengkapi dulu sebelum mengirim: {kurir}')).toBeTruthy();

    fireEvent.change(box, { target: { value: '/sa' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Halo kak Budi Santoso, terima kasih sudah chat Toko Jaya!');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(posts('messages')[0]?.body).toEqual({
        message: { kind: 'text', text: 'Halo kak Budi Santoso, terima kasih sudah chat Toko Jaya!' },
      }),
    );
  });

  it("an image goes up through the platform's image call and is sent; one over the platform's rules is refused", async () => {
    detailAnswer = () => detail({ marketplace: 'lazada', unreadCount: 0 });
    const view = renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    await screen.findByRole('textbox', { name: 'Tulis pesan' });
    const input = view.container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');

    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'besar.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText('Gambar tidak dapat dikirim: maksimal 1 MB, format JPEG, PNG.'),
    ).toBeTruthy();
    expect(posts('images')).toHaveLength(0);

    const small = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [small] } });
    await waitFor(() => expect(posts('messages')).toHaveLength(1));
    expect(posts('images')[0]?.body).toEqual({
      fileName: 'foto.png',
      contentType: 'image/png',
      data: 'iVBORw==',
    });
    expect(posts('messages')[0]?.body).toEqual({
      message: { kind: 'image', image: { url: 'https://img.example/chat/1.png', width: 10, height: 10 } },
    });
  });

  it('staff without the reply feature read but cannot answer; a conversation the platform closed says so', async () => {
    const readOnly = normalizeMenu(
      fullMenu(false).map((m) =>
        m.key === 'chat'
          ? { ...m, enabled: true, subMenu: m.subMenu.map((s) => ({ ...s, enabled: true })), features: [] }
          : m,
      ),
    );
    authStorage.setAuth({
      user: testUser({ subMember: true, menu: readOnly }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    expect(await screen.findByText('Role anda hanya dapat membaca chat, tidak dapat membalas.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tulis pesan' })).toBeNull();
    cleanup();

    authStorage.setAuth({ user: testUser(), accessToken: 'a', refreshToken: 'r' });
    detailAnswer = () => detail({ marketplace: 'tokopedia', canSend: false, unreadCount: 0 });
    renderWithRouter(<InboxPage />, '/panel/chat?conversation=c1');
    expect(
      await screen.findByText('Tokopedia tidak lagi mengizinkan balasan di percakapan ini.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tulis pesan' })).toBeNull();
  });
});
