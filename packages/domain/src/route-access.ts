import type { MENU_TREE, MenuKey, MenuPermission } from './menus.ts';
import { isFeatureBlocked, type PackageGate } from './package-gates.ts';
import type { PackageName } from './packages.ts';

type MenuOf<K extends MenuKey> = Extract<(typeof MENU_TREE)[number], { key: K }>;
export type SubMenuKey<K extends MenuKey> = MenuOf<K>['subMenus'][number]['key'];
export type FeatureKey<K extends MenuKey> = MenuOf<K>['features'][number];
type OneOrMore<T> = T | readonly T[];
type PackageFeature = PackageGate['feature'];

/**
 * Who may call an API route. Every route declares one (the server refuses to register an API
 * route without it). Member routes need a verified e-mail unless they say `verified: false`.
 *
 * * `public`: no login (the route checks what it needs itself, e.g. a webhook signature).
 * * `signedIn`: any logged-in user, admin or member.
 * * `admin`: admins only.
 * * `anyMember`: every member, owner or sub-member, whatever the role's menu.
 * * `owner`: the account owner; a sub-member is refused.
 * * `menu`: owners, and sub-members whose role enables the menu, one of the listed sub-menus (when
 *   given) and one of the listed features (when given).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  | { kind: 'anyMember'; verified: boolean; package?: PackageFeature }
  | { kind: 'owner'; verified: boolean; package?: PackageFeature }
  | {
      kind: 'menu';
      verified: true;
      menu: MenuKey;
      subMenu?: readonly string[];
      feature?: readonly string[];
      package?: PackageFeature;
    };

type MemberOptions = { verified?: boolean; package?: PackageFeature };
type MenuOptions<K extends MenuKey> = {
  subMenu?: OneOrMore<SubMenuKey<K>>;
  feature?: OneOrMore<FeatureKey<K>>;
  package?: PackageFeature;
};

const list = <T>(value: OneOrMore<T> | undefined): readonly T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value as T];

/** Builders of route declarations, typed by the menu tree. */
export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  signedIn: (): RouteAccess => ({ kind: 'signedIn' }),
  admin: (): RouteAccess => ({ kind: 'admin' }),
  anyMember: (o: MemberOptions = {}): RouteAccess => ({
    kind: 'anyMember',
    verified: o.verified ?? true,
    ...(o.package ? { package: o.package } : {}),
  }),
  owner: (o: MemberOptions = {}): RouteAccess => ({
    kind: 'owner',
    verified: o.verified ?? true,
    ...(o.package ? { package: o.package } : {}),
  }),
  menu: <K extends MenuKey>(menu: K, o: MenuOptions<K> = {}): RouteAccess => ({
    kind: 'menu',
    verified: true,
    menu,
    ...(o.subMenu ? { subMenu: list(o.subMenu) } : {}),
    ...(o.feature ? { feature: list(o.feature) } : {}),
    ...(o.package ? { package: o.package } : {}),
  }),
};

export type AccessSubject = {
  isAdmin: boolean;
  subMember: boolean;
  emailVerified: boolean;
  menu: readonly MenuPermission[];
  package: PackageName;
};

export type AccessRefusal =
  | { code: 'NOT_ADMIN' | 'FORBIDDEN' | 'FEATURE_NOT_ALLOWED' | 'EMAIL_NOT_VERIFIED' }
  | { code: 'FEATURE_BLOCKED'; feature: PackageFeature };

const flagOn = (flags: readonly { key: string; enabled: boolean }[], keys: readonly string[]) =>
  keys.some((key) => flags.some((f) => f.key === key && f.enabled));

/** Why a logged-in subject may not call a route with this declaration; null when it may. */
export function accessRefusal(subject: AccessSubject, rule: RouteAccess): AccessRefusal | null {
  if (rule.kind === 'public' || rule.kind === 'signedIn') return null;
  if (rule.kind === 'admin') return subject.isAdmin ? null : { code: 'NOT_ADMIN' };
  if (subject.isAdmin) return { code: 'FORBIDDEN' };
  if (rule.kind === 'owner' && subject.subMember) return { code: 'FEATURE_NOT_ALLOWED' };
  if (rule.verified && !subject.emailVerified) return { code: 'EMAIL_NOT_VERIFIED' };
  if (rule.package && isFeatureBlocked(rule.package, subject.package))
    return { code: 'FEATURE_BLOCKED', feature: rule.package };
  if (rule.kind !== 'menu' || !subject.subMember) return null;

  const perm = subject.menu.find((m) => m.key === rule.menu);
  if (!perm?.enabled) return { code: 'FEATURE_NOT_ALLOWED' };
  if (rule.subMenu && !flagOn(perm.subMenu, rule.subMenu)) return { code: 'FEATURE_NOT_ALLOWED' };
  if (rule.feature && !flagOn(perm.features, rule.feature)) return { code: 'FEATURE_NOT_ALLOWED' };
  return null;
}

/** A readable form of a declaration, for logs and the route-table test. */
export function describeAccess(rule: RouteAccess): string {
  if (rule.kind !== 'menu') return rule.kind;
  return [rule.menu, rule.subMenu?.join('|'), rule.feature?.join('|')].filter(Boolean).join(' > ');
}
