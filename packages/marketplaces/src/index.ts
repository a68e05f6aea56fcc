export * from './core/boost-port.ts';
export { chatPreview, imageSize } from './core/chat.ts';
export * from './core/chat-port.ts';
export * from './core/endpoints.ts';
export { isAdapterError, unsupported } from './core/errors.ts';
export { createHttpClient, type HttpClient, type RetryPolicy } from './core/http.ts';
export { cachedMarketData } from './core/market-data-cache.ts';
export { soldFromLabel } from './core/market-data-helpers.ts';
export * from './core/market-data-port.ts';
export * from './core/market-data-sources.ts';
export * from './core/port.ts';
export type * from './core/public-page-port.ts';
export {
  classifyPublicUrl,
  createPublicPages,
  type PublicImage,
  type PublicPages,
  type PublicPagesOptions,
  type PublicPageTarget,
  type PublicUrlProblem,
  type ScrapeMarketplace,
} from './core/public-pages.ts';
export {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  type RateLimit,
  type RateLimiter,
  type RateLimitTable,
} from './core/rate-limiter.ts';
export * from './core/registry.ts';
export { type FreshTokenContext, withFreshToken } from './core/with-fresh-token.ts';
export { lazadaSign } from './lazada/sign.ts';
export { lazadaWebhookSignature } from './lazada/webhooks.ts';
export { createShopeeMarketData } from './shopee/market-data.ts';
export { shopeeSign } from './shopee/sign.ts';
export { shopeeWebhookSignature } from './shopee/webhooks.ts';
export { tiktokSign } from './tiktok/sign.ts';
export { tiktokWebhookSignature } from './tiktok/webhooks.ts';
export { TOKOPEDIA_RESERVED_SEGMENTS } from './tokopedia/public-page.ts';
