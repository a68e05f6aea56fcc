// @vitest-environment jsdom
import { fullMenu } from '@booster/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authStorage } from '../lib/auth-storage.ts';
import { renderWithRouter, stubBrowserApis } from '../test/render-page.tsx';
import { roleMenu, testUser } from '../test/user.ts';
import { CHAT_SIDEBAR } from './menu-items.ts';
import { SideNav } from './side-nav.tsx';

function signIn(user = testUser({ menu: fullMenu(true) })) {
  authStorage.setAuth({ user, accessToken: 'a', refreshToken: 'r' });
}

function sidebarLinks() {
  const nav = screen.getAllByRole('navigation', { name: 'Menu chat' })[0];
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  authStorage.unsetAuth();
});

describe('chat sidebar', () => {
  it('owners get the inbox, the monitor, the three settings and one report per chat marketplace', () => {
    signIn();
    renderWithRouter(<SideNav items={CHAT_SIDEBAR} label="Menu chat" />, '/panel/chat');
    expect(sidebarLinks()).toEqual([
      ['Kotak Masuk', '/panel/chat'],
      ['Monitor Chat', '/panel/chat/monitor'],
      ['Template Pesan', '/panel/chat/setting/message-template'],
      ['Auto-reply', '/panel/chat/setting/auto-reply'],
      ['Pengingat', '/panel/chat/setting/reminder'],
      ['Laporan Shopee', '/panel/chat/report/shopee'],
      ['Laporan Tokopedia', '/panel/chat/report/tokopedia'],
      ['Laporan Lazada', '/panel/chat/report/lazada'],
    ]);
  });

  it('a sub-member sees only the chat entries the role enables, and no empty group title', () => {
    const menu = roleMenu({ chat: ['chat-inbox'] });
    signIn(testUser({ subMember: true, menu }));
    renderWithRouter(<SideNav items={CHAT_SIDEBAR} label="Menu chat" />, '/panel/chat');
    expect(sidebarLinks()).toEqual([['Kotak Masuk', '/panel/chat']]);
    expect(screen.queryByText('Pengaturan')).toBeNull();
    expect(screen.queryByText('Laporan')).toBeNull();
  });
});
