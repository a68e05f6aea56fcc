import type { BulkEditKind, TrackingCourier } from '@booster/domain';

/** Which marketplaces a per-marketplace route accepts comes from `MARKETPLACE_CAPABILITIES` (@booster/domain). */

type Mp = string;

/** `base?ids=a,b,c` (ids encoded), or `base` without ids. */
export function withIds(base: string, ids: readonly string[]): string {
  return ids.length > 0 ? `${base}?ids=${ids.map(encodeURIComponent).join(',')}` : base;
}

/** Lazada's order detail is addressed by the order-item id (spec 2); every other platform by our id. */
export function orderDetailPath(order: { marketplace: Mp; _id: string; orderItemId: string | null }): string {
  const id = order.marketplace === 'lazada' && order.orderItemId ? order.orderItemId : order._id;
  return paths.order.detail(order.marketplace, id);
}

/** A page inside the seller's panel (`/panel/…`). */
export function isPanelPath(path: string): boolean {
  return path === '/panel' || path.startsWith('/panel/');
}

/** The ids of `?ids=a,b,c` (what `withIds` wrote), without blanks or repeats. */
export function idsFromParams(params: URLSearchParams): string[] {
  const raw = params.get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Typed path builders for links and redirects. */
export const paths = {
  landing: () => '/',
  optimasiShopee: () => '/optimasi-shopee',
  maintenance: () => '/maintenance',
  login: () => '/login',
  loginChat: () => '/login/chat',
  loginAdmin: () => '/login/admin',
  register: () => '/register',
  pricing: () => '/pricing',
  leaderboard: () => '/leaderboard',
  affiliate: () => '/affiliate',
  resetPassword: () => '/reset-password',
  resetPasswordRequest: () => '/reset-password/request',
  unsubscribe: () => '/unsubscribe',
  privacyPolicy: () => '/privacy-policy',
  subscriptionPaymentFinish: () => '/subscription-payment/finish',
  facebookCallback: () => '/facebook/callback/app',
  verifyEmail: () => '/verify-email',
  verifyEmailResend: () => '/verify-email/resend',
  verifyInvitation: () => '/verify-invitation',
  cekResi: (courier?: TrackingCourier) => (courier ? `/cek-resi/${courier}` : '/cek-resi'),
  callback: (marketplace: Mp, type: 'app' | 'chat') => `/callback/${marketplace}/${type}`,
  downgrade: () => '/downgrade',
  expired: () => '/expired',
  accountInfo: () => '/account/info',
  admin: {
    root: () => '/admin',
    dashboard: () => '/admin/dashboard',
    child: (child: string) => `/admin/${child}`,
  },
  chat: {
    inbox: () => '/panel/chat',
    /** The inbox with one conversation open (`?conversation=<id>`). */
    conversation: (id: string) => `/panel/chat?conversation=${encodeURIComponent(id)}`,
    messageTemplate: () => '/panel/chat/setting/message-template',
    autoReply: () => '/panel/chat/setting/auto-reply',
    reminder: () => '/panel/chat/setting/reminder',
    report: (marketplace: Mp) => `/panel/chat/report/${marketplace}`,
    monitor: () => '/panel/chat/monitor',
  },
  panel: {
    home: () => '/panel/home',
    affiliate: () => '/panel/affiliate',
    notification: () => '/panel/notification',
    facebookSelectPages: () => '/panel/facebook/select-pages',
    facebookFeed: () => '/panel/facebook/pages/feed',
  },
  product: {
    root: () => '/panel/product',
    mp: (marketplace?: Mp) => (marketplace ? `/panel/product/mp/${marketplace}` : '/panel/product/mp'),
    create: (marketplace: Mp) => `/panel/product/mp/${marketplace}/new`,
    edit: (marketplace: Mp, id: string) => `/panel/product/mp/${marketplace}/${id}/edit`,
    bulk: (marketplace: Mp, kind: BulkEditKind) => `/panel/product/mp/${marketplace}/bulk/${kind}`,
    master: () => '/panel/product/master',
    masterNew: () => '/panel/product/master/new',
    masterEdit: (id: string) => `/panel/product/master/${id}/edit`,
    stockSetting: () => '/panel/product/master/stock/setting',
    costPrice: () => '/panel/product/master/cost-price',
    stock: () => '/panel/product/stock',
    stockEdit: (id: string) => `/panel/product/stock/${id}/edit`,
    stockLog: () => '/panel/product/stock/log',
    stockRules: () => '/panel/product/stock/rules',
    stockBulkEdit: () => '/panel/product/stock/bulk/edit',
    boost: () => '/panel/product/boost',
    boostSetting: (id: string) => `/panel/product/boost/${id}/setting`,
    scrape: () => '/panel/product/scrape',
    clone: () => '/panel/product/clone',
    frame: (marketplace?: Mp) =>
      marketplace ? `/panel/product/frame/${marketplace}` : '/panel/product/frame',
    frameAdd: (marketplace: Mp) => `/panel/product/frame/${marketplace}/add`,
    frameEdit: (marketplace: Mp, id: string) => `/panel/product/frame/${marketplace}/${id}`,
    frameAddMass: (marketplace: Mp) => `/panel/product/frame/${marketplace}/add/mass`,
  },
  order: {
    root: () => '/panel/order',
    mp: (marketplace?: Mp) => (marketplace ? `/panel/order/mp/${marketplace}` : '/panel/order/mp'),
    detail: (marketplace: Mp, id: string) =>
      `/panel/order/mp/${marketplace}/${encodeURIComponent(id)}/detail`,
    bulkShipping: (marketplace: Mp) => `/panel/order/mp/${marketplace}/bulk/shipping`,
    printLabel: (marketplace: Mp) => `/panel/order/mp/${marketplace}/bulk/print-label`,
    monitor: () => '/panel/order/monitor',
    profit: () => '/panel/order/profit',
  },
  research: {
    root: () => '/panel/research',
    popular: () => '/panel/research/popular',
    keywordAnalysis: () => '/panel/research/keyword-analysis',
    keywordAnalysisList: () => '/panel/research/keyword-analysis/list',
    generateTitle: () => '/panel/research/generate-title',
  },
  subMember: {
    root: () => '/panel/sub-member',
    roles: () => '/panel/sub-member/role',
    roleNew: () => '/panel/sub-member/role/new',
    roleEdit: (id: string) => `/panel/sub-member/role/${id}/edit`,
    members: () => '/panel/sub-member/member',
  },
  payment: {
    plan: () => '/panel/plan',
    planPayment: () => '/panel/plan/payment',
    dana: () => '/panel/plan/payment/dana',
    manual: () => '/panel/plan/payment/manual',
    upgrade: () => '/panel/upgrade',
    information: () => '/panel/payment-information',
  },
  subscription: {
    root: () => '/panel/subscription',
    selectPackage: (packageName?: string, extend = false) => {
      const qs = new URLSearchParams();
      if (packageName) qs.set('packageName', packageName);
      if (extend) qs.set('subscribeType', 'extend');
      const s = qs.toString();
      return s ? `/panel/subscription/select-package?${s}` : '/panel/subscription/select-package';
    },
    confirmation: () => '/panel/subscription/confirmation',
  },
} as const;
