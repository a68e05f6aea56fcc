// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { stopTitleBlink } from '../../../lib/title-blink.ts';
import { NotificationBell } from '../../../shell/notification-bell.tsx';
import { RealtimeBridge } from '../../../shell/realtime-bridge.tsx';
import { type FetchCall, mockApi, renderWithRouter, stubBrowserApis } from '../../../test/render-page.tsx';
import { FakeWebSocket } from '../test/fake-websocket.ts';
import { notification, page, user } from '../test/fixtures.ts';

let unread = 0;
let calls: FetchCall[] = [];

function renderPanel() {
  return renderWithRouter(
    <>
      <RealtimeBridge />
      <NotificationBell />
    </>,
  );
}

async function connectedSocket() {
  await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
  const socket = FakeWebSocket.sockets[0];
  socket.accept();
  return socket;
}

const unreadCalls = () => calls.filter((c) => c.path === '/api/app/notification/unread-count').length;

beforeAll(stubBrowserApis);
beforeEach(() => {
  unread = 0;
  FakeWebSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  calls = mockApi((call) =>
    call.path.startsWith('/api/app/notification/unread-count')
      ? { body: { count: unread } }
      : { body: page([notification()]) },
  );
  authStorage.setAuth({ user: user(), accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  cleanup();
  stopTitleBlink('Booster Panel');
  authStorage.unsetAuth();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("realtime 'notif' messages", () => {
  it('connect to /ws with the access token', async () => {
    renderPanel();
    const socket = await connectedSocket();
    expect(socket.url).toMatch(/\/ws\?token=access-1$/);
  });

  it("an 'order' notif puts the dot on the bell within a second, without a reload", async () => {
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Notifikasi' })).toBeTruthy();
    const socket = await connectedSocket();

    unread = 1;
    socket.push({ event: 'notif', payload: { type: 'order', notification: notification() } });

    expect(
      await screen.findByRole('button', { name: 'Notifikasi, ada yang belum dibaca' }, { timeout: 1000 }),
    ).toBeTruthy();
  });

  it('an open dropdown lists the new notification as it arrives', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi' }));
    await screen.findByText('Pesanan baru');
    const socket = await connectedSocket();
    const before = calls.filter((c) => c.path.startsWith('/api/app/notification?')).length;

    socket.push({ event: 'notif', payload: { type: 'order', notification: notification({ _id: 'n2' }) } });

    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/app/notification?')).length).toBe(before + 1),
    );
  });

  it('other types blink the title while the tab is hidden, and leave the bell alone', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.title = 'Booster Panel';
    const icon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' });
    document.head.append(icon);
    renderPanel();
    const socket = await connectedSocket();
    await waitFor(() => expect(unreadCalls()).toBe(1));

    socket.push({ event: 'notif', payload: { type: 'chat', notification: {} } });

    await waitFor(() => expect(document.title).toBe('Ada pesan baru'), { timeout: 1500 });
    expect(icon.href).toContain('/favicon-alert.svg');
    expect(unreadCalls()).toBe(1);
  });
});
