import type { FacebookAccount } from '@booster/contracts';
import { facebookRoutes } from '@booster/contracts/routes';
import { i18n } from '../../../i18n/setup.ts';
import { ApiClientError, callApi } from '../../../lib/api-client.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { paths } from '../../../lib/paths.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { openAlert, openUpgradeDialog } from '../../../ui/index.ts';

export const facebookKeys = keysFor('facebook');

/** Local-storage keys of the linking flow (spec 4): the account between steps, the reconnect id. */
export const FACEBOOK_ACCOUNT_KEY = 'booster.facebook.account';
export const FACEBOOK_RECONNECT_KEY = 'booster.facebook.reconnectId';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const facebookStore = {
  account(): FacebookAccount | null {
    try {
      const raw = storage()?.getItem(FACEBOOK_ACCOUNT_KEY);
      return raw ? (JSON.parse(raw) as FacebookAccount) : null;
    } catch {
      return null;
    }
  },
  setAccount: (account: FacebookAccount) => storage()?.setItem(FACEBOOK_ACCOUNT_KEY, JSON.stringify(account)),
  clearAccount: () => storage()?.removeItem(FACEBOOK_ACCOUNT_KEY),
  reconnectId: () => storage()?.getItem(FACEBOOK_RECONNECT_KEY) ?? null,
  setReconnectId: (id: string) => storage()?.setItem(FACEBOOK_RECONNECT_KEY, id),
  clearReconnectId: () => storage()?.removeItem(FACEBOOK_RECONNECT_KEY),
};

/** The login dialog: a new connection clears a stored reconnect id, a reconnect stores it. */
export async function goToFacebookAuthorize(reconnectId?: string) {
  if (reconnectId) facebookStore.setReconnectId(reconnectId);
  else facebookStore.clearReconnectId();
  const { url } = await callApi(facebookRoutes.authorize, { query: { reconnectId } });
  globalThis.location.assign(url);
}

const t = i18n.getFixedT(null, 'facebook');

function takenEmail(error: ApiClientError): string {
  const email = (error.details as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string') return email;
  return /\S+@\S+/.exec(error.message)?.[0] ?? '';
}

const home = () => navigateTo(paths.panel.home(), { replace: true });

/**
 * Connect and save-pages failures (spec 8): 403 'Gagal Telah Digunakan' then home; 402 the upgrade
 * prompt (home when dismissed, for connect); otherwise the generic message, then home.
 */
export function handleFacebookError(error: unknown, step: 'connect' | 'save') {
  if (error instanceof ApiClientError && error.statusCode === 403) {
    facebookStore.clearAccount();
    openAlert({ title: t('errors.takenTitle'), message: t('errors.taken', { email: takenEmail(error) }) });
    home();
    return;
  }
  if (error instanceof ApiClientError && error.statusCode === 402) {
    const limit = (error.details as { limit?: unknown } | undefined)?.limit;
    openUpgradeDialog({
      title: t('errors.limitTitle'),
      message: limit === 'pages' ? t('errors.limitPages') : t('errors.limitAccounts'),
      onDismiss: step === 'connect' ? home : undefined,
    });
    return;
  }
  if (step === 'connect') facebookStore.clearAccount();
  openAlert({ title: t('errors.title'), message: t('errors.generic') });
  if (step === 'connect') home();
}

/** Reconnect failures: 403 'Akun tidak ditemukan', 406 'Akun tidak sesuai!', else the generic message. */
export function handleFacebookReconnectError(error: unknown) {
  facebookStore.clearAccount();
  if (error instanceof ApiClientError && error.statusCode === 403) {
    openAlert({ title: t('errors.notFound'), message: t('errors.notFoundText') });
  } else if (error instanceof ApiClientError && error.statusCode === 406) {
    openAlert({ title: t('errors.mismatch'), message: t('errors.mismatchText') });
  } else {
    openAlert({ title: t('errors.title'), message: t('errors.generic') });
  }
  home();
}
