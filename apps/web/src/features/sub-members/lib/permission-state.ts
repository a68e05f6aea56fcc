import { fullMenu, type MenuFlag, type MenuPermission } from '@booster/domain';

export type ChildKind = 'subMenu' | 'features';

const setAll = (flags: readonly MenuFlag[], enabled: boolean) => flags.map((f) => ({ ...f, enabled }));

/** Switching a menu on selects all of its sub-menus and features; switching it off clears them. */
export function toggleMenu(menu: readonly MenuPermission[], key: string, enabled: boolean): MenuPermission[] {
  return menu.map((m) =>
    m.key === key
      ? { ...m, enabled, subMenu: setAll(m.subMenu, enabled), features: setAll(m.features, enabled) }
      : m,
  );
}

/** Ticks or unticks one sub-menu or feature of a menu. */
export function toggleChild(
  menu: readonly MenuPermission[],
  menuKey: string,
  kind: ChildKind,
  childKey: string,
  enabled: boolean,
): MenuPermission[] {
  return menu.map((m) =>
    m.key === menuKey
      ? { ...m, [kind]: m[kind].map((f) => (f.key === childKey ? { ...f, enabled } : f)) }
      : m,
  );
}

/** How many children of a menu are ticked, of how many. */
export function selectedCount(permission: MenuPermission): { selected: number; total: number } {
  const children = [...permission.subMenu, ...permission.features];
  return { selected: children.filter((c) => c.enabled).length, total: children.length };
}

/** A new role starts with only Home (always reachable by sub-members) and its features on. */
export function newRoleMenu(): MenuPermission[] {
  return toggleMenu(fullMenu(false), 'home', true);
}
