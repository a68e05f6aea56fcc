/**
 * The public pages the server renders to HTML (decision 010), with their route title, the API answers
 * they draw (fetched by the server and put into the page's query cache under the app's query keys),
 * and the parts the small public script (public-main.ts) needs to know about.
 */
export type PublicPageName =
  | 'landing'
  | 'optimasiShopee'
  | 'pricing'
  | 'privacyPolicy'
  | 'affiliate'
  | 'login'
  | 'loginAdmin'
  | 'register'
  | 'resetPasswordRequest';

export type PublicPage = {
  name: PublicPageName;
  /** Key under `routes` in the texts, as in app/routes/public-routes.ts. */
  title: string;
  /** API calls whose answers the page draws: `url` is asked by the server, `key` is the app's query key. */
  data: { key: readonly unknown[]; url: string }[];
  /** The page shows the popup banner to guests (route flag `popupBanner`). */
  popupBanner?: boolean;
  /** Under 1024 px the chat widget is shown only on some pages (shell/chat-widget.tsx). */
  chatWidgetWideOnly?: boolean;
};

export type PublicPageData = { key: readonly unknown[]; value: unknown }[];

const landingData = (page: 'main' | 'affiliate') => ({
  key: ['landing', 'detail', page],
  url: `/api/guest/landing/${page}`,
});

const PAGES: Record<string, PublicPage> = {
  '/': { name: 'landing', title: 'landing', data: [landingData('main')], popupBanner: true },
  '/optimasi-shopee': {
    name: 'optimasiShopee',
    title: 'optimasiShopee',
    data: [],
    chatWidgetWideOnly: true,
  },
  '/pricing': {
    name: 'pricing',
    title: 'pricing',
    data: [{ key: ['packages', 'list'], url: '/api/guest/packages' }],
    chatWidgetWideOnly: true,
  },
  '/privacy-policy': { name: 'privacyPolicy', title: 'privacyPolicy', data: [], chatWidgetWideOnly: true },
  '/affiliate': {
    name: 'affiliate',
    title: 'affiliate',
    data: [landingData('affiliate'), { key: ['affiliate-terms'], url: '/api/guest/affiliate/tiers' }],
    chatWidgetWideOnly: true,
  },
  '/login': { name: 'login', title: 'login', data: [] },
  '/login/admin': { name: 'loginAdmin', title: 'loginAdmin', data: [] },
  '/register': { name: 'register', title: 'register', data: [] },
  '/reset-password/request': {
    name: 'resetPasswordRequest',
    title: 'resetPasswordRequest',
    data: [],
    chatWidgetWideOnly: true,
  },
};

/** The server-rendered page at this path (a trailing slash is ignored), or null. */
export function publicPageOf(pathname: string): PublicPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES[path] ?? null;
}
