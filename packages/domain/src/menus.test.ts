import { describe, expect, it } from 'vitest';
import {
  firstAllowedPath,
  fullMenu,
  hasMenuAccess,
  isPathAllowed,
  type MenuPermission,
  menuAllowing,
  normalizeMenu,
} from './menus.ts';

const onlyOrder: MenuPermission[] = normalizeMenu([
  {
    key: 'order',
    enabled: true,
    subMenu: [
      { key: 'order-list', enabled: true },
      { key: 'order-monitor', enabled: false },
    ],
    features: [{ key: 'print-label', enabled: true }],
  },
]);

describe('sub-member menus', () => {
  it('normalizes a role: unknown keys dropped, missing keys disabled', () => {
    const menu = normalizeMenu([{ key: 'nope', enabled: true, subMenu: [], features: [] }]);
    expect(menu.map((m) => m.key)).toEqual(['home', 'product', 'chat', 'order', 'research']);
    expect(menu.every((m) => !m.enabled)).toBe(true);
  });
  it('disables sub-menus of a disabled menu', () => {
    const menu = normalizeMenu([
      { key: 'product', enabled: false, subMenu: [{ key: 'my-product', enabled: true }], features: [] },
    ]);
    expect(menu.find((m) => m.key === 'product')?.subMenu.find((s) => s.key === 'my-product')?.enabled).toBe(
      false,
    );
  });
  it.each([
    ['/panel/home', true],
    ['/panel/notification', true],
    ['/account/info', true],
    ['/callback/shopee/app', true],
    ['/', true],
    ['/panel/order/mp/shopee', true],
    ['/panel/order/monitor', false],
    ['/panel/product/mp/shopee', false],
    ['/panel/chat', false],
    ['/panel/research/popular', false],
  ])('only-order role on %s → %s', (path, allowed) => {
    expect(isPathAllowed(onlyOrder, path)).toBe(allowed);
  });
  it('lets the most specific chat sub-menu decide', () => {
    const chatInboxOnly = normalizeMenu([
      { key: 'chat', enabled: true, subMenu: [{ key: 'chat-inbox', enabled: true }], features: [] },
    ]);
    expect(isPathAllowed(chatInboxOnly, '/panel/chat')).toBe(true);
    expect(isPathAllowed(chatInboxOnly, '/panel/chat/setting/auto-reply')).toBe(false);
  });
  it('sends a refused sub-member to the first enabled feature', () => {
    expect(firstAllowedPath(onlyOrder)).toBe('/panel/order/mp');
    expect(firstAllowedPath(normalizeMenu([]))).toBe('/panel/home');
  });
  it('checks menus and features on the server side', () => {
    expect(hasMenuAccess(onlyOrder, 'order')).toBe(true);
    expect(hasMenuAccess(onlyOrder, 'order', 'print-label')).toBe(true);
    expect(hasMenuAccess(onlyOrder, 'order', 'bulk-shipping')).toBe(false);
    expect(hasMenuAccess(onlyOrder, 'product')).toBe(false);
    expect(fullMenu().every((m) => m.enabled && m.subMenu.every((s) => s.enabled))).toBe(true);
  });
});

describe('menuAllowing', () => {
  it('turns on one sub-menu and the listed features of one menu, and nothing else', () => {
    const menu = menuAllowing('product', 'my-product', ['create-product']);
    const product = menu.find((m) => m.key === 'product');
    expect(product?.enabled).toBe(true);
    expect(product?.subMenu.filter((s) => s.enabled).map((s) => s.key)).toEqual(['my-product']);
    expect(product?.features.filter((f) => f.enabled).map((f) => f.key)).toEqual(['create-product']);
    expect(menu.filter((m) => m.key !== 'product' && m.enabled)).toEqual([]);
    expect(normalizeMenu(menu)).toEqual(menu);
    expect(isPathAllowed(menu, '/panel/product/mp/shopee')).toBe(true);
  });
});
