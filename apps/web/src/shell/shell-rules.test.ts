import { fullMenu } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../features/notifications/lib/notification-target.ts';
import { canSeeNotifications, hasHomeFeature } from '../lib/access.ts';
import { roleMenu, testUser } from '../test/user.ts';
import { visibleMainItems, visibleSideItems } from './access.ts';
import { isChatWidgetVisible } from './chat-widget.tsx';
import { MAIN_MENU, PRODUCT_SIDEBAR } from './menu-items.ts';
import { shouldShowBanner } from './popup-banner.tsx';

const owner = testUser({ menu: fullMenu(true) });

const staffMenu = roleMenu({ order: 'all', product: ['scrape'] });
const staff = { ...owner, subMember: true, menu: staffMenu };

describe('main bar', () => {
  it('owners see Home, Produk, Chat, Order, Riset; Kelola Admin stays hidden', () => {
    expect(visibleMainItems(MAIN_MENU, owner).map((i) => i.key)).toEqual([
      'home',
      'product',
      'chat',
      'order',
      'research',
    ]);
  });

  it('sub-members see enabled menus only, pointing at a path they may open', () => {
    const items = visibleMainItems(MAIN_MENU, staff);
    expect(items.map((i) => i.key)).toEqual(['home', 'product', 'order']);
    expect(items.find((i) => i.key === 'product')?.path).toBe('/panel/product/scrape');
  });
});

describe('product sidebar', () => {
  it('shows a title only when one of its entries is allowed', () => {
    const names = visibleSideItems(PRODUCT_SIDEBAR, staff).map((i) => i.name);
    expect(names).toEqual(['sidebar.toolsTitle', 'sidebar.scrape']);
  });

  it('owners see every entry, clone flagged new', () => {
    const items = visibleSideItems(PRODUCT_SIDEBAR, owner);
    expect(items).toHaveLength(PRODUCT_SIDEBAR.length);
    expect(items.find((i) => i.path === '/panel/product/clone')?.flag).toBe('new');
  });
});

describe('permission helpers', () => {
  it('home features follow the role flags for sub-members only', () => {
    expect(hasHomeFeature(owner, 'card-statistic')).toBe(true);
    expect(hasHomeFeature(staff, 'card-statistic')).toBe(false);
  });

  it('the bell shows for owners and sub-members with product or order, never for admins', () => {
    expect(canSeeNotifications(owner)).toBe(true);
    expect(canSeeNotifications(staff)).toBe(true);
    expect(canSeeNotifications({ ...staff, menu: fullMenu(false) })).toBe(false);
    expect(canSeeNotifications({ ...owner, isAdmin: true })).toBe(false);
  });
});

describe('chat widget visibility', () => {
  it.each([
    ['/', false, false, true],
    ['/login', false, false, true],
    ['/panel/home', false, false, true],
    ['/panel/payment-information', false, false, true],
    ['/panel/order/mp', false, false, false],
    ['/panel/order/mp', true, false, true],
    ['/panel/home', true, true, false],
    ['/admin/dashboard', true, false, false],
    ['/login/admin', true, false, true],
    ['/login/admin', false, false, true],
  ])('%s wide=%s admin=%s → %s', (path, isWide, isAdmin, visible) => {
    expect(isChatWidgetVisible({ path, isWide, isAdmin })).toBe(visible);
  });
});

describe('popup banner', () => {
  const banner = { _id: 'b1', urlImage: '/x.png', link: '/pricing' };
  it('shows only when a banner exists and the cookie holds another id', () => {
    expect(shouldShowBanner(banner, null)).toBe(true);
    expect(shouldShowBanner(banner, 'b0')).toBe(true);
    expect(shouldShowBanner(banner, 'b1')).toBe(false);
    expect(shouldShowBanner(null, null)).toBe(false);
  });
});

describe('notification target', () => {
  const base = { _id: 'n', read: false, updatedAt: '', title: '', description: '' };
  it('opens payment information for the product’s own notifications, order details otherwise', () => {
    expect(notificationTarget({ ...base, marketplace: 'booster' })).toBe('/panel/payment-information');
    expect(
      notificationTarget({ ...base, marketplace: 'shopee', detail: { orderId: 'o1', orderItemId: 'i1' } }),
    ).toBe('/panel/order/mp/shopee/o1/detail');
    expect(
      notificationTarget({ ...base, marketplace: 'lazada', detail: { orderId: 'o1', orderItemId: 'i1' } }),
    ).toBe('/panel/order/mp/lazada/i1/detail');
  });
});
