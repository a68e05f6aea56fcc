/**
 * Where each platform lives. In sandbox mode every host is a path under the sandbox's base URL
 * (the Booster server itself in `npm start`), so the adapters speak the same protocol over
 * real HTTP. Credentials come from the environment; the sandbox accepts the same defaults.
 */
export type MarketplaceMode = 'sandbox' | 'live';

export type PlatformEndpoints = {
  shopee: { host: string };
  lazada: { authorizeUrl: string; authHost: string; apiHost: string };
  tiktok: { authorizeUrl: string; authHost: string; apiHost: string };
  /** In live mode Tokopedia shops are TikTok Shop shops (docs/decisions/004). */
  tokopedia: { authorizeUrl: string; authHost: string; apiHost: string };
  bukalapak: { accountsHost: string; apiHost: string };
  facebook: { dialogHost: string; graphHost: string; version: string };
};

export function endpointsFor(mode: MarketplaceMode, sandboxBaseUrl: string): PlatformEndpoints {
  if (mode === 'live') {
    return {
      shopee: { host: 'https://partner.shopeemobile.com' },
      lazada: {
        authorizeUrl: 'https://auth.lazada.com/oauth/authorize',
        authHost: 'https://auth.lazada.com/rest',
        apiHost: 'https://api.lazada.co.id/rest',
      },
      tiktok: {
        authorizeUrl: 'https://services.tiktokshop.com/open/authorize',
        authHost: 'https://auth.tiktok-shops.com',
        apiHost: 'https://open-api.tiktokglobalshop.com',
      },
      tokopedia: {
        authorizeUrl: 'https://services.tiktokshop.com/open/authorize',
        authHost: 'https://auth.tiktok-shops.com',
        apiHost: 'https://open-api.tiktokglobalshop.com',
      },
      bukalapak: { accountsHost: 'https://accounts.bukalapak.com', apiHost: 'https://api.bukalapak.com' },
      facebook: {
        dialogHost: 'https://www.facebook.com',
        graphHost: 'https://graph.facebook.com',
        version: 'v19.0',
      },
    };
  }
  const base = `${sandboxBaseUrl.replace(/\/$/, '')}/sandbox`;
  const tiktokLike = (p: string) => ({
    authorizeUrl: `${base}/${p}/open/authorize`,
    authHost: `${base}/${p}/auth`,
    apiHost: `${base}/${p}/open-api`,
  });
  return {
    shopee: { host: `${base}/shopee` },
    lazada: {
      authorizeUrl: `${base}/lazada/oauth/authorize`,
      authHost: `${base}/lazada/auth/rest`,
      apiHost: `${base}/lazada/rest`,
    },
    tiktok: tiktokLike('tiktok'),
    tokopedia: tiktokLike('tokopedia'),
    bukalapak: { accountsHost: `${base}/bukalapak/accounts`, apiHost: `${base}/bukalapak/api` },
    facebook: { dialogHost: `${base}/facebook/www`, graphHost: `${base}/facebook/graph`, version: 'v19.0' },
  };
}

/** Partner credentials per platform. Sandbox defaults are public test values the emulator accepts. */
export type PartnerCredentials = {
  shopee: { partnerId: number; partnerKey: string };
  lazada: { appKey: string; appSecret: string };
  tiktok: { appKey: string; appSecret: string; serviceId: string };
  tokopedia: { appKey: string; appSecret: string; serviceId: string };
  bukalapak: { clientId: string; clientSecret: string };
  facebook: { appId: string; appSecret: string };
};

export const SANDBOX_CREDENTIALS: PartnerCredentials = {
  shopee: { partnerId: 2001887, partnerKey: 'sandbox-shopee-partner-key' },
  lazada: { appKey: '123456', appSecret: 'sandbox-lazada-app-secret' },
  tiktok: { appKey: '29a39d', appSecret: 'sandbox-tiktok-app-secret', serviceId: '7001' },
  tokopedia: { appKey: '68xu9k', appSecret: 'sandbox-tokopedia-app-secret', serviceId: '7002' },
  bukalapak: { clientId: 'booster-sandbox', clientSecret: 'sandbox-bukalapak-secret' },
  facebook: { appId: '1000000001', appSecret: 'sandbox-facebook-app-secret' },
};
