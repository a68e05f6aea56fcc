import { MARKETPLACE_CAPABILITIES, type Marketplace, SCRAPE_MARKETPLACES } from '@booster/domain';
import { lazadaPublicPages } from '../lazada/public-page.ts';
import { shopeePublicPages } from '../shopee/public-page.ts';
import { tiktokPublicPages } from '../tiktok/public-page.ts';
import { tokopediaPublicPages } from '../tokopedia/public-page.ts';
import type { MarketplaceMode } from './endpoints.ts';
import { fetchPublic, type PublicFetchOptions } from './public-fetch.ts';
import type {
  PublicPageKind,
  PublicPageParser,
  ScrapedProduct,
  ScrapedShopPage,
} from './public-page-port.ts';
import { createRateLimiter, type RateLimit } from './rate-limiter.ts';

export type ScrapeMarketplace = (typeof SCRAPE_MARKETPLACES)[number];

const PARSERS: Record<ScrapeMarketplace, PublicPageParser> = {
  shopee: shopeePublicPages,
  tokopedia: tokopediaPublicPages,
  lazada: lazadaPublicPages,
  tiktok: tiktokPublicPages,
};

export type PublicPageTarget = { platform: ScrapeMarketplace; kind: PublicPageKind; url: URL };

/** Why a pasted address cannot be scraped: not a URL, not one of the platforms, or not a product/shop page there. */
export type PublicUrlProblem = 'invalid' | 'foreign' | 'unsupported_page';

const pageHosts = (m: ScrapeMarketplace) => MARKETPLACE_CAPABILITIES[m].publicWeb?.pageHosts ?? [];
const imageHosts = (m: ScrapeMarketplace) => MARKETPLACE_CAPABILITIES[m].publicWeb?.imageHosts ?? [];

function platformOfHost(host: string, hosts: (m: ScrapeMarketplace) => readonly string[]) {
  return SCRAPE_MARKETPLACES.find((m) => hosts(m).includes(host.toLowerCase()));
}

/** Which platform's page a pasted address is; https (or http) on one of the four platforms' page hosts only. */
export function classifyPublicUrl(raw: string): PublicPageTarget | { problem: PublicUrlProblem } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'invalid' };
  if (url.username || url.password || url.port) return { problem: 'foreign' };
  const platform = platformOfHost(url.hostname, pageHosts);
  if (!platform) return { problem: 'foreign' };
  url.protocol = 'https:';
  url.hash = '';
  const kind = PARSERS[platform].kindOf(url);
  return kind ? { platform, kind, url } : { problem: 'unsupported_page' };
}

export type PublicPagesOptions = {
  mode: MarketplaceMode;
  /** In sandbox mode every public host is served at `<sandboxBaseUrl>/sandbox/web/<host>/<path>`. */
  sandboxBaseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxPageBytes?: number;
  maxImageBytes?: number;
  userAgent?: string;
  /** Requests per second to one platform, pages and photos together (polite by default). */
  rate?: RateLimit;
};

const DEFAULT_RATE: RateLimit = { perSecond: 2, burst: 4 };

export type PublicImage = { contentType: string; data: Uint8Array };

/** Reads public product and shop pages and their photos over real HTTP (the platform, or the sandbox). */
export function createPublicPages(options: PublicPagesOptions) {
  const webBase = `${options.sandboxBaseUrl.replace(/\/$/, '')}/sandbox/web/`;
  const limiter = createRateLimiter(options.rate ?? DEFAULT_RATE);
  const http: PublicFetchOptions = {
    fetch: options.fetch ?? globalThis.fetch,
    // Every request, redirects included, waits for its public host's turn.
    wait: (url) => limiter.acquire(url.host),
    timeoutMs: options.timeoutMs ?? 10_000,
    userAgent: options.userAgent ?? 'BoosterScraper/1.0',
    locate: (url) =>
      options.mode === 'live' ? url.href : `${webBase}${url.host}${url.pathname}${url.search}`,
    unlocate: (location, from) => {
      const next = new URL(
        location,
        options.mode === 'live' ? from : `${webBase}${from.host}${from.pathname}`,
      );
      if (options.mode === 'live' || !next.href.startsWith(webBase)) return next;
      return new URL(`https://${next.href.slice(webBase.length)}`);
    },
  };
  const maxPageBytes = options.maxPageBytes ?? 4 * 1024 * 1024;
  const maxImageBytes = options.maxImageBytes ?? 2 * 1024 * 1024;

  async function page(target: PublicPageTarget) {
    const body = await fetchPublic(http, target.url, {
      maxBytes: maxPageBytes,
      accept: 'text/html,application/xhtml+xml',
      allowed: (url) => platformOfHost(url.hostname, pageHosts) === target.platform,
    });
    return { html: new TextDecoder().decode(body.bytes), url: body.url };
  }

  return {
    classify: classifyPublicUrl,

    async readProduct(target: PublicPageTarget): Promise<ScrapedProduct> {
      const { html, url } = await page(target);
      return PARSERS[target.platform].parseProduct(html, url);
    },

    async readShop(target: PublicPageTarget): Promise<ScrapedShopPage> {
      const { html, url } = await page(target);
      return PARSERS[target.platform].parseShop(html, url);
    },

    /** A photo from the platform's page or image hosts only, at most `maxImageBytes`. */
    async readImage(platform: Marketplace, raw: string): Promise<PublicImage> {
      const body = await fetchPublic(http, new URL(raw), {
        maxBytes: maxImageBytes,
        accept: 'image/*',
        allowed: (url) =>
          url.protocol === 'https:' &&
          (platformOfHost(url.hostname, imageHosts) === platform ||
            platformOfHost(url.hostname, pageHosts) === platform),
      });
      return { contentType: body.contentType.split(';')[0].trim(), data: body.bytes };
    },
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;
