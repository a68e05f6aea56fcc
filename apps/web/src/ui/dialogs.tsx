import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/setup.ts';
import { goBack, navigateTo } from '../lib/navigation.ts';
import { CONFIRM_COLOR, TOAST_MS } from './theme-constants.ts';

const t = i18n.getFixedT(null, 'common');

/** What every yes/no dialog shares: centred, the message as text, the confirm colour #313b50. */
function confirmFrame(title: string, message: string) {
  return {
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    confirmProps: { color: CONFIRM_COLOR },
    cancelProps: { variant: 'default' },
  };
}

export type ConfirmOptions = {
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel?: () => void;
  variant?: 'default' | 'delete';
};

/** Confirmation dialog: 'Ya'/'Tidak', or 'Ya, Hapus'/'Batal' for deletes. */
export function openConfirm({ title, message, onConfirm, onCancel, variant = 'default' }: ConfirmOptions) {
  return modals.openConfirmModal({
    ...confirmFrame(title, message),
    labels:
      variant === 'delete'
        ? { confirm: t('dialog.deleteConfirm'), cancel: t('dialog.cancel') }
        : { confirm: t('dialog.yes'), cancel: t('dialog.no') },
    onConfirm,
    onCancel,
  });
}

export type UpgradeOptions = { title: string; message: string; onDismiss?: () => void };

/** Upgrade prompt: 'Upgrade Sekarang' goes to /pricing, 'Lain kali' (or any other close) dismisses. */
export function openUpgradeDialog({
  title,
  message,
  onDismiss,
  modalId,
}: UpgradeOptions & { modalId?: string }) {
  let confirmed = false;
  return modals.openConfirmModal({
    modalId,
    ...confirmFrame(title, message),
    labels: { confirm: t('dialog.upgradeNow'), cancel: t('dialog.later') },
    onConfirm: () => {
      confirmed = true;
      navigateTo('/pricing');
    },
    onClose: () => {
      if (!confirmed) onDismiss?.();
    },
  });
}

export type BlockedFeature = 'masterProduct' | 'cloneShop' | 'manageAdmin';

/** Package gate dialog (spec 8): the upgrade prompt, where dismissing goes back one page. */
export function openBlockedFeatureDialog(feature: BlockedFeature) {
  const modalId = `blocked-${feature}`;
  modals.close(modalId);
  return openUpgradeDialog({
    modalId,
    title: t('blocked.title'),
    message: t(`blocked.${feature}`),
    onDismiss: goBack,
  });
}

export type AlertOptions = { title: string; message: string; color?: 'red' | 'green' | 'blue' };

/** An alert without buttons: closes by itself after 1500 ms (spec 9). */
export function openAlert({ title, message, color = 'red' }: AlertOptions) {
  const id = modals.open({
    title: (
      <Text fw={700} c={color === 'red' ? 'red.8' : undefined}>
        {title}
      </Text>
    ),
    centered: true,
    children: (
      <Text size="sm" role="alert">
        {message}
      </Text>
    ),
  });
  setTimeout(() => modals.close(id), TOAST_MS);
  return id;
}
