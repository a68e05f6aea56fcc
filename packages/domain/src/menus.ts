/**
 * The permission tree of the seller panel. A role (sub-member) carries one entry per menu with
 * `enabled` flags on the menu, its sub-menus and its features (spec sections 3 and 6).
 * `paths` are the panel path prefixes a menu or sub-menu guards; the server maps its routes to the same keys.
 */
export type MenuDefinition = {
  key: string;
  paths: readonly string[];
  subMenus: readonly { key: string; paths: readonly string[] }[];
  features: readonly string[];
};

export const MENU_TREE = [
  {
    key: 'home',
    paths: ['/panel/home'],
    subMenus: [],
    features: ['marketplace-integration', 'card-statistic'],
  },
  {
    key: 'product',
    paths: ['/panel/product'],
    subMenus: [
      { key: 'my-product', paths: ['/panel/product/mp'] },
      {
        key: 'master-product',
        paths: ['/panel/product/master', '/panel/product/stock'],
      },
      { key: 'scrape', paths: ['/panel/product/scrape'] },
      { key: 'clone', paths: ['/panel/product/clone'] },
      { key: 'boost', paths: ['/panel/product/boost'] },
      { key: 'frame', paths: ['/panel/product/frame'] },
    ],
    features: ['create-product', 'edit-product', 'bulk-edit', 'push-stock'],
  },
  {
    key: 'chat',
    paths: ['/panel/chat'],
    subMenus: [
      { key: 'chat-inbox', paths: ['/panel/chat'] },
      { key: 'message-template', paths: ['/panel/chat/setting/message-template'] },
      { key: 'auto-reply', paths: ['/panel/chat/setting/auto-reply'] },
      { key: 'reminder', paths: ['/panel/chat/setting/reminder'] },
      { key: 'chat-report', paths: ['/panel/chat/report'] },
      { key: 'chat-monitor', paths: ['/panel/chat/monitor'] },
    ],
    features: ['reply-chat'],
  },
  {
    key: 'order',
    paths: ['/panel/order'],
    subMenus: [
      { key: 'order-list', paths: ['/panel/order/mp'] },
      { key: 'order-monitor', paths: ['/panel/order/monitor'] },
    ],
    features: ['bulk-shipping', 'print-label'],
  },
  {
    key: 'research',
    paths: ['/panel/research'],
    subMenus: [
      { key: 'popular-product', paths: ['/panel/research/popular'] },
      { key: 'keyword-analysis', paths: ['/panel/research/keyword-analysis'] },
      { key: 'generate-title', paths: ['/panel/research/generate-title'] },
    ],
    features: [],
  },
] as const satisfies readonly MenuDefinition[];

export type MenuKey = (typeof MENU_TREE)[number]['key'];

export type MenuFlag = { key: string; enabled: boolean };
export type MenuPermission = MenuFlag & { subMenu: MenuFlag[]; features: MenuFlag[] };

/** Every menu, sub-menu and feature with the same flag: an owner's list, or a blank role. */
export function fullMenu(enabled = true): MenuPermission[] {
  return MENU_TREE.map((menu) => ({
    key: menu.key,
    enabled,
    subMenu: menu.subMenus.map((s) => ({ key: s.key, enabled })),
    features: menu.features.map((f) => ({ key: f, enabled })),
  }));
}

/**
 * The narrowest role for one page: only `subMenuKey` of the menu `menuKey` and the listed features of
 * that menu are on, every other menu is off.
 */
export function menuAllowing(
  menuKey: MenuKey,
  subMenuKey: string,
  features: readonly string[],
): MenuPermission[] {
  return fullMenu(false).map((m) =>
    m.key === menuKey
      ? {
          ...m,
          enabled: true,
          subMenu: m.subMenu.map((s) => ({ ...s, enabled: s.key === subMenuKey })),
          features: m.features.map((f) => ({ ...f, enabled: features.includes(f.key) })),
        }
      : m,
  );
}

/**
 * Brings a stored role menu into the shape of the current tree: unknown keys are dropped,
 * missing keys are disabled. A sub-menu or feature is only enabled when its menu is.
 */
export function normalizeMenu(input: readonly MenuPermission[]): MenuPermission[] {
  const byKey = new Map(input.map((m) => [m.key, m]));
  return MENU_TREE.map((menu) => {
    const given = byKey.get(menu.key);
    const menuOn = given?.enabled === true;
    const flag = (list: readonly MenuFlag[] | undefined, key: string) =>
      menuOn && list?.find((x) => x.key === key)?.enabled === true;
    return {
      key: menu.key,
      enabled: menuOn,
      subMenu: menu.subMenus.map((s) => ({ key: s.key, enabled: flag(given?.subMenu, s.key) })),
      features: menu.features.map((f) => ({ key: f, enabled: flag(given?.features, f) })),
    };
  });
}

/** Paths a sub-member may always open (spec section 5). */
export const ALWAYS_OPEN_PATHS = [
  '/panel/home',
  '/panel/notification',
  '/account/info',
  '/callback/',
] as const;

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** Whether a restricted user's menu lets them open a panel path. */
export function isPathAllowed(menu: readonly MenuPermission[], path: string): boolean {
  if (path === '/' || ALWAYS_OPEN_PATHS.some((p) => matches(path, p))) return true;
  const tree = MENU_TREE.find((m) => m.paths.some((p) => matches(path, p)));
  if (!tree) return true;
  const perm = menu.find((m) => m.key === tree.key);
  if (!perm?.enabled) return false;
  // The most specific sub-menu decides (chat inbox is /panel/chat, its settings are deeper).
  const subs = tree.subMenus
    .flatMap((s) => s.paths.map((p) => ({ key: s.key, path: p })))
    .filter((s) => matches(path, s.path))
    .sort((a, b) => b.path.length - a.path.length);
  if (subs.length === 0) return true;
  return perm.subMenu.find((s) => s.key === subs[0].key)?.enabled === true;
}

/** First panel path the menu allows: where a refused sub-member is sent (spec section 8). */
export function firstAllowedPath(menu: readonly MenuPermission[], withinMenuKey?: string): string {
  for (const tree of MENU_TREE) {
    if (withinMenuKey && tree.key !== withinMenuKey) continue;
    const perm = menu.find((m) => m.key === tree.key);
    if (!perm?.enabled) continue;
    const sub = tree.subMenus.find((s) => perm.subMenu.find((x) => x.key === s.key)?.enabled);
    if (sub) return sub.paths[0];
    if (tree.subMenus.length === 0) return tree.paths[0];
  }
  return '/panel/home';
}

/** Server-side check: is a menu (and optionally a feature of it) enabled. */
export function hasMenuAccess(menu: readonly MenuPermission[], menuKey: string, feature?: string): boolean {
  const perm = menu.find((m) => m.key === menuKey);
  if (!perm?.enabled) return false;
  if (!feature) return true;
  return (
    perm.features.some((f) => f.key === feature && f.enabled) ||
    perm.subMenu.some((s) => s.key === feature && s.enabled)
  );
}
