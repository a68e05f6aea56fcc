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
    path: '/panel/home',
    match: '/panel/home',
    icon: HomeIcon,
    mobileNavbar: true,
  },
  {
    key: 'product',
    name: 'menu.product',
    path: '/panel/product/mp',
    match: '/panel/product',
    icon: BoxIcon,
    mobileNavbar: true,
  },
  {
    key: 'chat',
    name: 'menu.chat',
    path: '/panel/chat',
    match: '/panel/chat',
    icon: ChatIcon,
    mobileNavbar: true,
  },
  {
    key: 'order',
    name: 'menu.order',
    path: '/panel/order/mp',
    match: '/panel/order',
    icon: CartIcon,
    mobileNavbar: true,
  },
  {
    key: 'research',
    name: 'menu.research',
    path: '/panel/research/popular',
    match: '/panel/research',
    icon: SearchIcon,
    mobileNavbar: true,
  },
  {
    key: 'manage-admin',
    name: 'menu.manageAdmin',
    path: '/panel/sub-member/role',
    match: '/panel/sub-member',
    icon: UsersIcon,
    hide: true,
    ownerOnly: true,
  },
];

/** A sidebar entry; `isTitle` entries group the ones after them (spec 3 "Sub-member menu"). */
export type SideItem = { name: string; path?: string; isTitle?: boolean; flag?: 'new' };

export const PRODUCT_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.productTitle', isTitle: true },
  { name: 'sidebar.myProduct', path: '/panel/product/mp' },
  { name: 'sidebar.masterTitle', isTitle: true },
  { name: 'sidebar.masterProduct', path: '/panel/product/master' },
  { name: 'sidebar.stockList', path: '/panel/product/stock' },
  { name: 'sidebar.stockSetting', path: '/panel/product/master/stock/setting' },
  { name: 'sidebar.toolsTitle', isTitle: true },
  { name: 'sidebar.scrape', path: '/panel/product/scrape' },
  { name: 'sidebar.clone', path: '/panel/product/clone', flag: 'new' },
  { name: 'sidebar.boost', path: '/panel/product/boost' },
  { name: 'sidebar.frame', path: '/panel/product/frame' },
];

export const RESEARCH_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.researchTitle', isTitle: true },
  { name: 'sidebar.popular', path: '/panel/research/popular' },
  { name: 'sidebar.keywordAnalysis', path: '/panel/research/keyword-analysis' },
  { name: 'sidebar.generateTitle', path: '/panel/research/generate-title' },
];

export const SUB_MEMBER_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.manageAdminsTitle', isTitle: true },
  { name: 'sidebar.roles', path: '/panel/sub-member/role' },
  { name: 'sidebar.members', path: '/panel/sub-member/member' },
];

export const CHAT_SIDEBAR: readonly SideItem[] = [
  { name: 'sidebar.chatTitle', isTitle: true },
  { name: 'sidebar.chatInbox', path: '/panel/chat' },
  { name: 'sidebar.messageTemplate', path: '/panel/chat/setting/message-template' },
  { name: 'sidebar.autoReply', path: '/panel/chat/setting/auto-reply' },
  { name: 'sidebar.reminder', path: '/panel/chat/setting/reminder' },
  { name: 'sidebar.chatReport', path: '/panel/chat/report/shopee' },
  { name: 'sidebar.chatMonitor', path: '/panel/chat/monitor' },
];

/** The longest item path that contains the current path marks the active entry. */
export function activePath(paths: readonly string[], pathname: string): string | undefined {
  return paths
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}
