import type { User } from '@booster/contracts';
import { firstAllowedPath, isPathAllowed } from '@booster/domain';
import { menuEnabled } from '../lib/access.ts';
import type { NavItem, SideItem } from './menu-items.ts';

/** Main bar entries the user may see, each pointing to a path they may open. */
export function visibleMainItems(items: readonly NavItem[], user: User | null): NavItem[] {
  if (!user) return [];
  return items
    .filter((item) => !item.hide)
    .filter((item) => !user.subMember || (!item.ownerOnly && menuEnabled(user, item.key)))
    .map((item) => {
      if (!user.subMember || isPathAllowed(user.menu, item.path)) return item;
      return { ...item, path: firstAllowedPath(user.menu, item.key) };
    });
}

/** Sidebar entries a restricted user may open; titles only when a child is allowed (spec 6). */
export function visibleSideItems(items: readonly SideItem[], user: User | null): SideItem[] {
  const allowed = items.filter(
    (i) => i.isTitle || !user?.subMember || (i.path && isPathAllowed(user.menu, i.path)),
  );
  return allowed.filter((item, index) => {
    if (!item.isTitle) return true;
    const next = allowed[index + 1];
    return !!next && !next.isTitle;
  });
}
