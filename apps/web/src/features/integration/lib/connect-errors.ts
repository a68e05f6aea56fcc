import { i18n } from '../../../i18n/setup.ts';
import { ApiClientError } from '../../../lib/api-client.ts';
import { integrationModal } from '../../../lib/global-modal.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { openUpgradeDialog } from '../../../ui/index.ts';

const t = i18n.getFixedT(null, 'integration');

export function isLimitError(error: unknown): boolean {
  return error instanceof ApiClientError && (error.statusCode === 402 || error.code === 'LIMIT_REACHED');
}

/**
 * 'Akun {marketplace} mencapai Limit!' (spec 8): the upgrade dialog; the integration modal closes.
 * `onDismiss` runs when the seller chooses 'Lain kali'.
 */
export function openLimitDialog(marketplace: string, onDismiss?: () => void) {
  integrationModal.close();
  const name = marketplaceLabel(marketplace);
  openUpgradeDialog({
    title: t('limitTitle', { marketplace: name }),
    message: t('limitText', { marketplace: name }),
    onDismiss,
  });
}

/** The failure text of a connect call: the server's message, or 'Terjadi masalah saat menghubungkan X'. */
export function connectFailure(marketplace: string, error: unknown): { title: string; message: string } {
  const name = marketplaceLabel(marketplace);
  const serverMessage =
    error instanceof ApiClientError && error.statusCode > 0 && error.statusCode < 500 && error.message
      ? error.message
      : null;
  return {
    title: t('connectFailedTitle', { marketplace: name }),
    message: serverMessage ?? t('connectFailedText', { marketplace: name }),
  };
}
