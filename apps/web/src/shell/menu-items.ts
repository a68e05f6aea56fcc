import { CHAT_MARKETPLACES, marketplaceLabel } from '@booster/domain';
import { paths } from '../lib/paths.ts';
import {
  BoxIcon,
  CartIcon,
  ChatIcon,
  HomeIcon,
  type IconProps,
  SearchIcon,
  UsersIcon,
} from '../ui/icons.tsx';

/** A main bar entry (spec 3 "Navigation menu item"). `key` is the permission menu key. */
export type NavItem = {
  key: string;
  /** i18n key in the `shell` namespace. */
  name: string;
  path: string;
  /** Prefix that marks the item active. */
  match: string;
  icon: (props: IconProps) => React.ReactElement;
  hide?: boolean;
  comingsoon?: boolean;
  mobileNavbar?: boolean;
  ownerOnly?: boolean;
};

export const MAIN_MENU: readonly NavItem[] = [
  {
    key: 'home',
    name: 'menu.home',
    path: paths.panel.home(),
    match: paths.panel.home(),
    icon: HomeIcon,
    mobileNavbar: true,
  },
  {
    key: 'product',
    name: 'menu.product',
    path: paths.product.mp(),
    match: paths.product.root(),
    icon: BoxIcon,
    mobileNavbar: true,
  },
  {
    key: 'chat',
    name: 'menu.chat',
    path: paths.chat.inbox(),
    match: paths.chat.inbox(),
    icon: ChatIcon,
    mobileNavbar: true,
  },
  {
    key: 'order',
    name: 'menu.order',
    path: paths.order.mp(),
    match: paths.order.root(),
    icon: CartIcon,
    mobileNavbar: true,
  },
  {
    key: 'research',
    name: 'menu.research',
    path: paths.research.popular(),
    match: paths.research.root(),
    icon: SearchIcon,
    mobileNavbar: true,
  },
  {
    key: 'manage-admin',
    name: 'menu.manageAdmin',
    path: paths.subMember.roles(),
    match: paths.subMember.root(),
    icon: UsersIcon,
    hide: true,
    ownerOnly: true,
  },
];

/** A sidebar entry; `isTitle` entries group the ones after them (spec 3 "Sub-member menu"). */
export type SideItem = {
  name: string;
  path?: string;
  isTitle?: boolean;
  flag?: 'new';
  /** Values for the name's placeholders (a marketplace's brand name). */
  params?: { marketplace: string };
};

export const PRODUCT_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.productTitle', isTitle: true },
  { name: 'sidebar.myProduct', path: paths.product.mp() },
  { name: 'sidebar.masterTitle', isTitle: true },
  { name: 'sidebar.masterProduct', path: paths.product.master() },
  { name: 'sidebar.stockList', path: paths.product.stock() },
  { name: 'sidebar.stockSetting', path: paths.product.stockSetting() },
  { name: 'sidebar.costPrice', path: paths.product.costPrice() },
  { name: 'sidebar.stockRules', path: paths.product.stockRules() },
  { name: 'sidebar.toolsTitle', isTitle: true },
  { name: 'sidebar.scrape', path: paths.product.scrape() },
  { name: 'sidebar.clone', path: paths.product.clone(), flag: 'new' },
  { name: 'sidebar.boost', path: paths.product.boost() },
  { name: 'sidebar.frame', path: paths.product.frame() },
];

export const RESEARCH_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.researchTitle', isTitle: true },
  { name: 'sidebar.popular', path: paths.research.popular() },
  { name: 'sidebar.keywordAnalysis', path: paths.research.keywordAnalysis() },
  { name: 'sidebar.generateTitle', path: paths.research.generateTitle() },
];

export const SUB_MEMBER_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.manageAdminsTitle', isTitle: true },
  { name: 'sidebar.roles', path: paths.subMember.roles() },
  { name: 'sidebar.members', path: paths.subMember.members() },
];

/** The chat area: inbox and monitor, the settings, and one report per chat marketplace. */
export const CHAT_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.chatTitle', isTitle: true },
  { name: 'sidebar.chatInbox', path: paths.chat.inbox() },
  { name: 'sidebar.chatMonitor', path: paths.chat.monitor() },
  { name: 'sidebar.chatSettingsTitle', isTitle: true },
  { name: 'sidebar.messageTemplate', path: paths.chat.messageTemplate() },
  { name: 'sidebar.autoReply', path: paths.chat.autoReply() },
  { name: 'sidebar.reminder', path: paths.chat.reminder() },
  { name: 'sidebar.chatReportTitle', isTitle: true },
  ...CHAT_MARKETPLACES.map((marketplace) => ({
    name: 'sidebar.chatReportOf',
    path: paths.chat.report(marketplace),
    params: { marketplace: marketplaceLabel(marketplace) },
  })),
];

/** The longest item path that contains the current path marks the active entry. */
export function activePath(paths: readonly string[], pathname: string): string | undefined {
  return paths
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}
