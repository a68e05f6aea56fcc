import type { PartnerCredentials } from '@booster/marketplaces';
import type { AuthStore } from './auth-store.ts';
import type { CallCounter } from './call-counter.ts';
import type { FaultStore } from './faults.ts';
import type { Simulation } from './simulation.ts';
import type { Platform, ShopPlatform } from './types.ts';
import type { ImageStore } from './uploads.ts';
import type { WebhookSender } from './webhooks.ts';
import type { World } from './world.ts';

/** Options of `sandboxPlugin` (docs/marketplaces.md, "Sandbox plugin"). */
export type SandboxOptions = {
  credentials: PartnerCredentials;
  /** Where a platform's webhooks go, e.g. `${APP_URL}/api/webhook/shopee`. */
  webhookUrl(platform: ShopPlatform): string;
  /** Overrides every platform's access-token lifetime (tests use a few seconds). */
  accessTokenTtlSeconds?: number;
  /** Orders and buyer messages created per minute across authorized shops; 0 disables. */
  simulation?: { ordersPerMinute: number; messagesPerMinute: number };
  /** Seed of the generated world; the same seed builds the same shops, products and orders. */
  seed?: number;
  /** Waits between webhook delivery retries (default 2 s, 10 s, 30 s). */
  webhookRetryDelaysMs?: number[];
  /** The Midtrans merchant: its server key and dashboard notification URL (sandbox keys by default). */
  midtrans?: { serverKey?: string; notificationUrl?: string };
};

/** Everything an emulator's routes work with. */
export type Sandbox = {
  world: World;
  auth: AuthStore;
  faults: FaultStore;
  /** API calls received, per platform and path. */
  calls: CallCounter;
  webhooks: WebhookSender;
  simulation: Simulation;
  options: SandboxOptions;
  credentials: PartnerCredentials;
  /** The prefix the plugin is mounted under, e.g. `/sandbox`. */
  prefix: string;
  /** Images sellers uploaded through a platform's media API. */
  images: ImageStore;
  /** Origin + prefix of the latest request: absolute URLs in pushes, which have no request of their own. */
  site: SandboxSite;
};

export type SandboxSite = { base: string };

/** Real lifetimes in seconds (marketplace-apis.md): codes, access and refresh tokens. */
export const LIFETIMES: Record<Platform, { code: number; access: number; refresh: number }> = {
  shopee: { code: 600, access: 4 * 3600, refresh: 30 * 86400 },
  lazada: { code: 1800, access: 7 * 86400, refresh: 30 * 86400 },
  tiktok: { code: 1800, access: 7 * 86400, refresh: 365 * 86400 },
  tokopedia: { code: 1800, access: 7 * 86400, refresh: 365 * 86400 },
  bukalapak: { code: 600, access: 3600, refresh: 30 * 86400 },
  /** Short-lived user token; the long-lived one lives FACEBOOK_LONG_LIVED seconds. */
  facebook: { code: 600, access: 2 * 3600, refresh: 0 },
};
export const FACEBOOK_LONG_LIVED = 5_183_944;

export function accessTtl(sandbox: Sandbox, natural: number): number {
  return sandbox.options.accessTokenTtlSeconds ?? natural;
}
