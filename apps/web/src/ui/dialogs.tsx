import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/setup.ts';
import { goBack, navigateTo } from '../lib/navigation.ts';
import { CONFIRM_COLOR, TOAST_MS } from './theme-constants.ts';

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(key, { ns: 'common', ...opts });

export type ConfirmOptions = {
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel?: () => void;
  variant?: 'default' | 'delete';
};

/** Confirmation dialog: 'Ya'/'Tidak', or 'Ya, Hapus'/'Batal' for deletes; confirm colour #313b50. */
export function openConfirm({ title, message, onConfirm, onCancel, variant = 'default' }: ConfirmOptions) {
  const isDelete = variant === 'delete';
  return modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: isDelete
      ? { confirm: t('dialog.deleteConfirm'), cancel: t('dialog.cancel') }
      : { confirm: t('dialog.yes'), cancel: t('dialog.no') },
    confirmProps: { color: CONFIRM_COLOR },
    cancelProps: { variant: 'default' },
    onConfirm,
    onCancel,
  });
}

export type UpgradeOptions = { title: string; message: string; onDismiss?: () => void };

/** Upgrade prompt: 'Upgrade Sekarang' goes to /pricing, 'Lain kali' closes. */
export function openUpgradeDialog({ title, message, onDismiss }: UpgradeOptions) {
  let confirmed = false;
  return modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: t('dialog.upgradeNow'), cancel: t('dialog.later') },
    confirmProps: { color: CONFIRM_COLOR },
    cancelProps: { variant: 'default' },
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

/** Package gate dialog (spec 8): confirm goes to /pricing, anything else goes back one page. */
export function openBlockedFeatureDialog(feature: BlockedFeature) {
  let confirmed = false;
  const modalId = `blocked-${feature}`;
  modals.close(modalId);
  return modals.openConfirmModal({
    modalId,
    title: t('blocked.title'),
    centered: true,
    children: <Text size="sm">{t(`blocked.${feature}`)}</Text>,
    labels: { confirm: t('dialog.upgradeNow'), cancel: t('dialog.later') },
    confirmProps: { color: CONFIRM_COLOR },
    cancelProps: { variant: 'default' },
    onConfirm: () => {
      confirmed = true;
      navigateTo('/pricing');
    },
    onClose: () => {
      if (!confirmed) goBack();
    },
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
