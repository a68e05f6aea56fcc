import { connectRoutes } from '@booster/contracts/routes';
import {
  APP_OAUTH_MARKETPLACES,
  CHAT_OAUTH_MARKETPLACES,
  type ConnectCategory,
  isMarketplace,
  MARKETPLACE_CAPABILITIES,
  MARKETPLACES,
  marketplaceLabel,
} from '@booster/domain';
import { callApi } from './api-client.ts';
import { loadAppConfig } from './app-config.ts';
import { keysFor } from './query-keys.ts';

/** Query keys of the seller's shops: the home list, the statistics and the Tokopedia chat list. */
export const shopKeys = keysFor('shops');

export type { ConnectCategory };

/** Marketplaces connected through an OAuth consent page (spec 2), from the capability table. */
export type OAuthMarketplace = (typeof APP_OAUTH_MARKETPLACES)[number];
type ChatOAuthMarketplace = (typeof CHAT_OAUTH_MARKETPLACES)[number];

export function isOAuthMarketplace(value: string): value is OAuthMarketplace {
  return (APP_OAUTH_MARKETPLACES as readonly string[]).includes(value);
}

function chatMarketplace(marketplace: OAuthMarketplace): ChatOAuthMarketplace {
  if ((CHAT_OAUTH_MARKETPLACES as readonly string[]).includes(marketplace))
    return marketplace as ChatOAuthMarketplace;
  throw new Error(`${marketplace} has no chat connection`);
}

/** The local-storage key of the shop being re-authorized (spec 4: kept until the callback is done). */
export const RECONNECT_ID_KEY = 'booster.reconnectId';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const reconnectStore = {
  get: (): string | null => storage()?.getItem(RECONNECT_ID_KEY) ?? null,
  set: (id: string) => storage()?.setItem(RECONNECT_ID_KEY, id),
  clear: () => storage()?.removeItem(RECONNECT_ID_KEY),
};

/** Our return address for a marketplace's consent page: the app address + /callback/{mp}/{app|chat}. */
export async function callbackUrl(marketplace: string, category: ConnectCategory): Promise<string> {
  const { appUrl } = await loadAppConfig();
  const origin = appUrl || globalThis.location.origin;
  return `${origin}/callback/${marketplace}/${category}`;
}

/**
 * Asks the server for the marketplace's authorize URL and leaves for it. A new connection first
 * clears a stored reconnect id (spec 7); a reconnect stores the shop's id for the callback page.
 * Rejects (with the API error) when the server refuses; the caller resets its loading flag.
 */
export async function goToAuthorize(
  marketplace: OAuthMarketplace,
  category: ConnectCategory,
  reconnectId?: string,
): Promise<void> {
  if (reconnectId) reconnectStore.set(reconnectId);
  else reconnectStore.clear();
  const redirectUrl = await callbackUrl(marketplace, category);
  const query = { redirectUrl, reconnectId };
  const { url } =
    category === 'chat'
      ? await callApi(connectRoutes.authorizeChat, {
          params: { marketplace: chatMarketplace(marketplace) },
          query,
        })
      : await callApi(connectRoutes.authorizeApp, { params: { marketplace }, query });
  globalThis.location.assign(url);
}

/**
 * The brand name the spec's messages use ('Hubungkan TikTok Shop gagal', 'Akun Shopee mencapai Limit!'):
 * the capability table's label; keys outside it (Blibli, coming soon) capitalised.
 */
export { marketplaceLabel };

/** Every marketplace as the options of a picker, each by its brand name. */
export const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({ value: m, label: marketplaceLabel(m) }));

/** The brand icon of a marketplace key (Blibli's too, which is only announced). */
export function marketplaceMark(key: string): string {
  const icon = isMarketplace(key) ? MARKETPLACE_CAPABILITIES[key].brand.icon : key;
  return `/images/marketplaces/${icon}.svg`;
}
