// @vitest-environment jsdom
import type { ChatMonitor, ChatMonitorItem } from '@booster/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitRealtimeFrame } from '../../../lib/realtime-listeners.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as MonitorPage } from './chat-monitor-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-11-24T03:00:00.000Z');
const HOUR = 3_600_000;
const item = (
  id: string,
  name: string,
  msLeft: number,
  over: Partial<ChatMonitorItem> = {},
): ChatMonitorItem => ({
  conversationId: id,
  shopId: 's1',
  shopname: 'Toko Maju',
  marketplace: 'shopee',
  buyerName: name,
  lastMessage: { preview: `Halo dari ${name}`, sender: 'buyer', sentAt: NOW.toISOString() },
  unreadCount: 1,
  waitingSince: new Date(NOW.getTime() + msLeft - 12 * HOUR).toISOString(),
  deadline: new Date(NOW.getTime() + msLeft).toISOString(),
  msLeft,
  urgency: 'ok',
  viewers: [],
  ...over,
});

const monitor = (items: ChatMonitorItem[]): ChatMonitor => ({
  now: NOW.toISOString(),
  total: items.length,
  items,
});

describe('Monitor Chat page', () => {
  it('lists the waiting chats in the order given, coloured by the time left, with who is on them', async () => {
    mockApi(() => ({
      body: monitor([
        item('a', 'Budi', -2 * HOUR),
        item('b', 'Sari', 30 * 60_000, {
          viewers: [{ userId: 'u', name: 'Rina', state: 'typing', at: NOW.toISOString() }],
        }),
        item('c', 'Tono', 5 * HOUR),
      ]),
    }));
    renderPage(MonitorPage, '/panel/chat/monitor', '/panel/chat/monitor');
    const list = await screen.findByRole('list', { name: 'Monitor Chat' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Budi', 'Sari', 'Tono']);
    expect(rows.map((r) => r.dataset.urgency)).toEqual(['overdue', 'critical', 'ok']);
    expect(within(rows[0] as HTMLElement).getByText('Lewat 2 j 00 m')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Sisa 30 mnt')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Rina sedang mengetik')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Belum ada yang menangani')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Lewat batas: 1' })).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Buka chat' })
        .getAttribute('href'),
    ).toBe('/panel/chat?conversation=a');
  });

  it('asks again when a chat event arrives on the websocket', async () => {
    let answered = false;
    const calls = mockApi(() => ({ body: monitor(answered ? [] : [item('a', 'Budi', HOUR * 2)]) }));
    renderPage(MonitorPage, '/panel/chat/monitor', '/panel/chat/monitor');
    expect(await screen.findByText('Budi')).toBeTruthy();
    answered = true;
    act(() => emitRealtimeFrame({ event: 'chat.conversation.v1', payload: {} }));
    expect(await screen.findByText('Semua chat sudah dibalas', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/app/chat/monitor'))).toHaveLength(2),
    );
  });
});
