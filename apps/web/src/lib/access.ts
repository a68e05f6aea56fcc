import type { User } from '@booster/contracts';
import { hasMenuAccess } from '@booster/domain';

/** Owners see everything their package offers; sub-members only enabled menus (spec 6). */
export function isOwner(user: User | null): boolean {
  return !!user && !user.isAdmin && !user.subMember;
}

/** Whether a sub-member's role enables a menu; home is always open, owners have every menu. */
export function menuEnabled(user: User, key: string): boolean {
  if (key === 'home' || !user.subMember) return true;
  return user.menu.find((m) => m.key === key)?.enabled === true;
}

/**
 * Whether the user may use a feature (or sub-menu) of a menu, as the server's route declarations
 * check it: owners have every one, sub-members what their role enables.
 */
export function hasMenuFeature(user: User | null, menu: string, feature: string): boolean {
  if (!user || user.isAdmin) return false;
  return !user.subMember || hasMenuAccess(user.menu, menu, feature);
}

/** Home features (integration card, statistics card) by the role's feature flags. */
export function hasHomeFeature(
  user: User | null,
  feature: 'marketplace-integration' | 'card-statistic',
): boolean {
  if (!user) return false;
  if (!user.subMember) return true;
  return user.menu.find((m) => m.key === 'home')?.features.find((f) => f.key === feature)?.enabled === true;
}

/** The bell shows for owners and for sub-members granted product or order (spec 2). */
export function canSeeNotifications(user: User | null): boolean {
  if (!user || user.isAdmin || !user.email) return false;
  return menuEnabled(user, 'product') || menuEnabled(user, 'order');
}
